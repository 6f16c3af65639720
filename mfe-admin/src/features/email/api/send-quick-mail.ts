// POST /api/admin/sendquickmail { to, group, subject, body } -> { message } (admin-area.md §7
// "E-mail", §5 "Quick mail").
import { useMutation } from '@tanstack/react-query';
import { QuickMailAnswer, type QuickMailBody } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';

function sendQuickMail(body: QuickMailBody) {
  return apiRequest('POST', '/admin/sendquickmail', { body, schema: QuickMailAnswer });
}

export function useSendQuickMail() {
  return useMutation({ mutationFn: sendQuickMail });
}
