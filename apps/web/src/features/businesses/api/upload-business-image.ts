import { apiRequest } from '../../../lib/api-client';

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
  const answer = await apiRequest<Record<string, string>>(endpoint.path, { method: 'POST', multipart: form });
  return answer[endpoint.column] ?? answer.url ?? '';
}
