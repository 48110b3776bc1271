import type { MeResponse, User } from '@jobbel/shared/users/user.schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { readItem, writeItem } from '../../../lib/client-db';
import { useSession } from '../../../lib/session-store';

export type CachedUser = Partial<MeResponse> & {
  account_type: MeResponse['account_type'];
  account_email?: string;
  user?: User | null;
  isFallback?: boolean;
};

export const USER_CACHE_UPDATED = 'user-cache-updated';
const CURRENT_USER_KEY = 'currentUser';

export function readCachedUser() {
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
  window.dispatchEvent(new Event(USER_CACHE_UPDATED));
  return merged;
}

/** GET /me; when it fails, a basic profile from the email with account type user. */
export async function fetchCurrentUser(fallbackEmail?: string): Promise<CachedUser> {
  try {
    return await cacheCurrentUser(await apiRequest<MeResponse>('/me'));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'token_invalid_or_expired') throw error;
    if (fallbackEmail === undefined) throw error;
    const reason =
      error instanceof ApiError && error.code === 'network_error'
        ? 'Unable to fetch user profile. Please check your connection.'
        : error instanceof Error
          ? error.message
          : 'Unable to fetch user profile.';
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
    queryKey: ['current-user', accessToken],
    queryFn: async () => (await readCachedUser()) ?? fetchCurrentUser(),
    enabled: accessToken !== undefined,
    staleTime: 60_000,
  });

/** The signed-in user from the client database (or /me), reloaded whenever the cache is updated. */
export function useCurrentUser() {
  const session = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    window.addEventListener(USER_CACHE_UPDATED, reload);
    return () => window.removeEventListener(USER_CACHE_UPDATED, reload);
  }, [queryClient]);
  return useQuery(currentUserQuery(session?.accessToken));
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
