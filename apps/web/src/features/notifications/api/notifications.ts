import { NOTIFICATION_POLL_MS } from '@jobbel/shared/notifications/notification.constants';
import type { Notification, NotificationList } from '@jobbel/shared/notifications/notification.schemas';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';

export const notificationKeys = { mine: ['notifications'] as const };

/**
 * The bell's list. While its stream is open (bell-stream.ts) it is asked again when the server says it
 * changed; otherwise every 30 seconds, so the count rises by itself either way.
 */
export function useNotifications(pushed = false) {
  return useQuery({
    queryKey: notificationKeys.mine,
    queryFn: () => apiRequest<NotificationList>('/notifications', { quietErrors: 'all' }),
    refetchInterval: pushed ? false : NOTIFICATION_POLL_MS,
  });
}

/**
 * The notifications before the bell's newest page, a page at a time from `from` (that page's
 * nextCursor) back; asked only once the reader wants them.
 */
export function useEarlierNotifications(from: string | null, asked: boolean) {
  return useInfiniteQuery({
    queryKey: [...notificationKeys.mine, 'earlier', from] as const,
    queryFn: ({ pageParam }) =>
      apiRequest<NotificationList>('/notifications', { query: { after: pageParam ?? undefined } }),
    initialPageParam: from,
    getNextPageParam: (page) => page.nextCursor,
    enabled: asked && from !== null,
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

/**
 * Calls `onNews` when the newest notification changes after the first answer (the first ever counts:
 * `null` is an answer with none), and at the first answer when its newest is unread: the bell is fetched
 * once the screen is up, so what it tells may have happened after the screen behind was read.
 */
export function useOnNewNotification(
  newest: Notification | null | undefined,
  onNews: (() => void) | undefined,
) {
  const seen = useRef<number | null | undefined>(undefined);
  const newestID = newest === undefined ? undefined : (newest?.notificationID ?? null);
  const unread = newest ? !newest.notificationRead : false;
  useEffect(() => {
    if (newestID === undefined) return;
    const isNews = seen.current === undefined ? unread : newestID !== seen.current;
    if (isNews) onNews?.();
    seen.current = newestID;
  }, [newestID, unread, onNews]);
}
