import type { UserSettings } from '@jobbel/shared/settings/settings.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The query keys of the settings feature. */
export const settingsKeys = { own: ['user-settings'] as const };

export const userSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.own, queryFn: () => apiRequest<UserSettings>('/usersettings') });

export function useUserSettings() {
  return useQuery(userSettingsQuery());
}

export function useSaveUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettings) =>
      apiRequest<UserSettings>('/usersettings', { method: 'PUT', body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.own }),
  });
}
