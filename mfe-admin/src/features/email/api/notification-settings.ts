// GET /api/admin/getnotificationsettings and PATCH /api/admin/updatenotificationsettings
// (docs/decisions/0438-notification-settings.md): the request-event mail switches.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotificationSettingsAnswer, type NotificationSettings } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export function getNotificationSettings(signal?: AbortSignal) {
  return apiRequest('GET', '/admin/getnotificationsettings', { schema: NotificationSettingsAnswer, signal });
}

export function updateNotificationSettings(patch: Partial<NotificationSettings>) {
  return apiRequest('PATCH', '/admin/updatenotificationsettings', { body: patch, schema: NotificationSettingsAnswer });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: queryKeys.admin.emailNotifications(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
}

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (answer) => client.setQueryData(queryKeys.admin.emailNotifications(), answer),
  });
}
