import { NOTIFICATION_POLL_MS } from '@jobbel/shared/notifications/notification.constants';
import type { NotificationList } from '@jobbel/shared/notifications/notification.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const notificationKeys = { mine: ['notifications'] as const };

/** The bell's list; asked again every 30 seconds while the app is open, so the count rises by itself. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.mine,
    queryFn: () => apiRequest<NotificationList>('/notifications', { quietErrors: 'all' }),
    refetchInterval: NOTIFICATION_POLL_MS,
  });
}

/** One notification read (an id), or all of them; the answer is the list as it is now. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationID?: number) =>
      apiRequest<NotificationList>('/notifications/read', {
        method: 'POST',
        query: { id: notificationID },
      }),
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.mine, list),
  });
}
