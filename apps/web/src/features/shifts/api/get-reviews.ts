import type { ReviewList } from '@jobbel/shared/shifts/shift.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type ReviewSubject = { userID: number } | { businessID: number };

export const reviewKeys = {
  of: (subject: ReviewSubject) => ['reviews', subject] as const,
};

/** The revealed reviews of a worker or a business, newest first. */
export function useReviews(subject: ReviewSubject) {
  return useQuery({
    queryKey: reviewKeys.of(subject),
    queryFn: () => apiRequest<ReviewList>('/reviews', { query: subject, quietErrors: 'all' }),
  });
}
