import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { businessKeys } from './business-keys';

const ENDPOINTS = {
  logo: { path: '/businessavatar', field: 'avatar', column: 'businessAvatar' },
  cover: { path: '/businesscoverpicture', field: 'cover', column: 'businessCoverPicture' },
} as const;

export type BusinessImageKind = keyof typeof ENDPOINTS;

/** Uploads a logo or cover; answers the stored image's address. */
export async function uploadBusinessImage(kind: BusinessImageKind, file: File): Promise<string> {
  const endpoint = ENDPOINTS[kind];
  const form = new FormData();
  form.append(endpoint.field, file);
  const answer = await apiRequest<Record<string, string>>(endpoint.path, {
    method: 'POST',
    multipart: form,
    // the picker names the failure with its own words (spec 001 §8)
    quietErrors: 'all',
  });
  return answer[endpoint.column] ?? answer.url ?? '';
}

/** Uploads a logo or cover; an existing profile shows it at once. */
export function useUploadBusinessImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: BusinessImageKind; file: File }) => uploadBusinessImage(kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.all }),
  });
}
