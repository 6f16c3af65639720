// PATCH /api/admin/updatenotificationsettings: turns request-event mails on or off; the answer
// (every switch) replaces the cached settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotificationSettingsAnswer, type NotificationSettings } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { notificationSettingsQuery } from './get-notification-settings.ts';

function updateNotificationSettings(patch: Partial<NotificationSettings>) {
  return apiRequest('PATCH', '/admin/updatenotificationsettings', { body: patch, schema: NotificationSettingsAnswer });
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (answer) => client.setQueryData(notificationSettingsQuery().queryKey, answer),
  });
}
