/** A query's values; an absent or empty one is left out of the address. */
export type ApiQuery = Record<string, string | number | undefined>;

/** The address of an API path with its query. */
export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}
