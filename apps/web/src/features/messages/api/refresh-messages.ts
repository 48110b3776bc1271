import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messageKeys } from './message-keys';

/** Asks the conversations again: the bell said something happened (a message is always a notice). */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all }), [queryClient]);
}
