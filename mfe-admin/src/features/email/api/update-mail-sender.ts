// PATCH /api/admin/updatemailsender: sets the school's name and the From (empty: the default); the
// answer replaces the cached settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailSenderAnswer, type MailSenderPatch } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { mailSenderQuery } from './get-mail-sender.ts';

function updateMailSender(patch: MailSenderPatch) {
  return apiRequest('PATCH', '/admin/updatemailsender', { body: patch, schema: MailSenderAnswer });
}

export function useUpdateMailSender() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMailSender,
    onSuccess: (answer) => client.setQueryData(mailSenderQuery().queryKey, answer),
  });
}
