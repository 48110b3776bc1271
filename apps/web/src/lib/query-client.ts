import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. Code outside React (signing in, storing the current user) updates it
 * directly, so no second notification channel is needed.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
