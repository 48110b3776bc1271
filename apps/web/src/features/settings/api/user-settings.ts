import type { UserSettings } from '@jobbel/shared/settings/settings.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const userSettingsQuery = () =>
  queryOptions({ queryKey: ['user-settings'], queryFn: () => apiRequest<UserSettings>('/usersettings') });

export function useUserSettings() {
  return useQuery(userSettingsQuery());
}

export const saveUserSettings = (settings: UserSettings) =>
  apiRequest<UserSettings>('/usersettings', { method: 'PUT', body: settings });
