import type { UserSettings, UserSettingsChange } from '@jobbel/shared/settings/settings.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The query keys of the settings feature. */
export const settingsKeys = { own: ['user-settings'] as const };

// read from the server each time the screen opens: another tab or device may have changed them
export const userSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.own,
    queryFn: () => apiRequest<UserSettings>('/usersettings', { quietErrors: 'all' }),
    refetchOnMount: 'always',
  });

export function useUserSettings() {
  return useQuery(userSettingsQuery());
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserSettingsChange) =>
      apiRequest<UserSettings>('/usersettings', { method: 'PUT', body: change }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.own, saved),
  });
}
