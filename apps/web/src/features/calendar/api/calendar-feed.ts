import type { CalendarFeed } from '@jobbel/shared/calendar/calendar-feed.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const feedKey = ['calendar', 'feed'] as const;

/** Whether the account has a subscription link, and since when. */
export function useCalendarFeed() {
  return useQuery({ queryKey: feedKey, queryFn: () => apiRequest<CalendarFeed>('/calendar/feed') });
}

/** Make a new link (the old one stops working) or revoke it; the answer replaces what is shown. */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'revoke') =>
      apiRequest<CalendarFeed>('/calendar/feed', { method: change === 'renew' ? 'POST' : 'DELETE' }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
