// GET /api/admin/getmailsender: the school's name and the From of the mails as set, and the
// environment's defaults.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MailSenderAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const mailSenderQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.emailSender(),
    queryFn: ({ signal }) => apiRequest('GET', '/admin/getmailsender', { schema: MailSenderAnswer, signal }),
  });

export const useMailSender = () => useQuery(mailSenderQuery());
