// GET /api/admin/getnotificationsettings: the request-event mail switches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NotificationSettingsAnswer } from '@tavollet/contract/api/admin-email';
import { apiRequest } from '@tavollet/contract/client/http';
import { queryKeys } from '@tavollet/contract/client/query-keys';

export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.emailNotifications(),
    queryFn: ({ signal }) =>
      apiRequest('GET', '/admin/getnotificationsettings', { schema: NotificationSettingsAnswer, signal }),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQuery());
