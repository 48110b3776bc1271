import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { t } from '../../../lib/i18n';
import { userKeys } from './user-keys';

/** spec 000 §7: the answer carries avatarUrl, userAvatar or url (also under data). */
async function uploadAvatar(
  userID: number | undefined,
  file: File,
): Promise<{ url: string; avatarVersion: number }> {
  if (userID === undefined) throw new Error(t('web.common.errors.userMissing'));
  const form = new FormData();
  form.append('userID', String(userID));
  form.append('avatar', file);
  const answer = await apiRequest<Record<string, unknown>>('/useravatar', {
    method: 'POST',
    multipart: form,
    // the screen names the failure with its own words (spec 001 §8)
    quietErrors: 'all',
  });
  const source = (answer.data as Record<string, unknown> | undefined) ?? answer;
  const url =
    [source.avatarUrl, source.userAvatar, source.url].find(
      (value): value is string => typeof value === 'string',
    ) ?? '';
  return { url, avatarVersion: Number(source.avatarVersion ?? 0) };
}

/** Uploads a new avatar for the user and refreshes what the app shows of them. */
export function useUploadAvatar(userID: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(userID, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.detail(userID) }),
  });
}
