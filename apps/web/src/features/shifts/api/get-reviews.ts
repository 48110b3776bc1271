import type { ReviewList } from '@jobbel/shared/shifts/shift.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ReviewSubject = { userID: number } | { businessID: number };

export const reviewKeys = {
  of: (subject: ReviewSubject) => ['reviews', subject] as const,
};

/** The revealed reviews of a worker or a business, newest first, a page at a time. */
export function useReviews(subject: ReviewSubject) {
  return useInfiniteQuery({
    queryKey: reviewKeys.of(subject),
    queryFn: ({ pageParam }) =>
      apiRequest<ReviewList>('/reviews', { query: { ...subject, after: pageParam }, quietErrors: 'all' }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
