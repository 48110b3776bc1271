import type { MeResponse, User } from '@jobbel/shared/users/user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readItem, writeItem } from '../../../lib/client-db';
import { t } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { getSession, useSession } from '../../../lib/session-store';

export type CachedUser = Partial<MeResponse> & {
  account_type: MeResponse['account_type'];
  account_email?: string;
  user?: User | null;
  isFallback?: boolean;
};

const CURRENT_USER_KEY = 'currentUser';

/** The query keys of the signed-in user. */
export const currentUserKeys = {
  all: ['current-user'] as const,
  ofSession: (accessToken: string | undefined) => ['current-user', accessToken] as const,
};

function readCachedUser() {
  return readItem<CachedUser>('userData', CURRENT_USER_KEY);
}

/** spec 000 §4: a stored newer avatar is never replaced by a profile with an older avatarVersion. */
export async function cacheCurrentUser(profile: CachedUser): Promise<CachedUser> {
  const stored = await readCachedUser();
  const storedUser = stored?.user;
  const merged: CachedUser =
    storedUser &&
    profile.user &&
    storedUser.userID === profile.user.userID &&
    storedUser.avatarVersion > profile.user.avatarVersion
      ? {
          ...profile,
          user: {
            ...profile.user,
            userAvatar: storedUser.userAvatar,
            avatarVersion: storedUser.avatarVersion,
          },
        }
      : profile;
  await writeItem('userData', CURRENT_USER_KEY, merged);
  // every screen showing the current user sees the stored copy at once, without fetching again
  queryClient.setQueriesData({ queryKey: currentUserKeys.all }, merged);
  return merged;
}

/** GET /me; when it fails, a basic profile from the email with account type user. */
export async function fetchCurrentUser(fallbackEmail?: string): Promise<CachedUser> {
  try {
    // the shell shows a failure in place; a refused token still signs out with its message
    return await cacheCurrentUser(await apiRequest<MeResponse>('/me', { quietErrors: 'all' }));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'token_invalid_or_expired') throw error;
    if (fallbackEmail === undefined) throw error;
    const reason =
      error instanceof ApiError && error.code === 'network_error'
        ? t('web.auth.profile.unableToFetchUserProfile2')
        : error instanceof Error
          ? error.message
          : t('web.auth.profile.unableToFetchUserProfile');
    console.warn(reason);
    return cacheCurrentUser({
      account_type: 'user',
      account_email: fallbackEmail,
      authenticated: true,
      isFallback: true,
    });
  }
}

export const currentUserQuery = (accessToken: string | undefined) =>
  queryOptions({
    queryKey: currentUserKeys.ofSession(accessToken),
    queryFn: async () => {
      const cached = await readCachedUser();
      if (!cached) return fetchCurrentUser();
      // the stored copy shows at once; asking the server as well notices a revoked token on start
      void fetchCurrentUser().catch(() => undefined);
      return cached;
    },
    enabled: accessToken !== undefined,
    staleTime: 60_000,
    retry: 1,
  });

/** Reads the signed-in user as soon as the session is known, while the first screen is still loading. */
export function prefetchCurrentUser(): void {
  const session = getSession();
  if (session) void queryClient.prefetchQuery(currentUserQuery(session.accessToken));
}

/** The signed-in user from the client database (or /me); every stored change reaches it at once. */
export function useCurrentUser() {
  const session = useSession();
  return useQuery(currentUserQuery(session?.accessToken));
}

/** Reloads the signed-in user from /me into the stored copy every screen reads. */
export function useRefreshCurrentUser() {
  return useCallback(() => fetchCurrentUser(), []);
}

/** Keeps the signed-in user's stored copy in step with a newly uploaded avatar. */
export async function rememberOwnAvatar(change: { url: string; avatarVersion: number }): Promise<void> {
  const cached = await readCachedUser();
  if (!cached?.user) return;
  await cacheCurrentUser({
    ...cached,
    user: { ...cached.user, userAvatar: change.url, avatarVersion: change.avatarVersion },
  });
}
