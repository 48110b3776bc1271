import type { AskDeletionPayload } from '@jobbel/shared/my-data/my-data.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Deletion = { deletionDueDateTime: string | null };

/** Asks for the account's deletion; `onDone` refreshes what shows when it is due. */
export function useAskDeletion(onDone: () => unknown) {
  return useMutation({
    mutationFn: (payload: AskDeletionPayload) =>
      apiRequest<Deletion>('/mydata/deletion', { method: 'POST', body: payload, quietErrors: 'all' }),
    onSuccess: onDone,
  });
}

/** Cancels an asked deletion. */
export function useCancelDeletion(onDone: () => unknown) {
  return useMutation({
    mutationFn: () => apiRequest<Deletion>('/mydata/deletion', { method: 'DELETE' }),
    onSuccess: onDone,
  });
}
