import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, OFFLINE } from './api-client';
import { getSession, subscribeSession } from './session-store';

/**
 * The app's one query cache. Code outside React (signing in, storing the current user) updates it
 * directly, so no second notification channel is needed.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // offline, a query fails at once with the offline message instead of waiting with its skeletons;
      // back online, the failed ones load again (refetchOnReconnect)
      networkMode: 'always',
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.code === OFFLINE),
      refetchOnWindowFocus: false,
    },
  },
});

// TanStack only listens for changes; a page opened offline (from the service worker) starts offline
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// a session that ends (signing out, a refused token, another tab signing out) takes everything its
// person was shown with it: the next person on this browser starts from an empty cache
subscribeSession(() => {
  if (getSession() === null) queryClient.clear();
});
