/** Query parameters that carry a secret: the unsubscribe token, codes, keys. */
const SECRET_PARAMS = /^(token|code|secret|key|password|client_secret|access_token|refresh_token)$/i;

/** The calendar feed's path holds its secret (modules/calendar). */
const FEED_PATH = /^(\/api\/calendar\/)[^/]+(\/jobbel\.ics)$/;

/**
 * A request's address as the log may keep it: the secret in a calendar feed's path and the
 * values of secret query parameters become `[redacted]`, the rest stays for finding a request again.
 */
export function urlWithoutSecrets(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(FEED_PATH, '$1[redacted]$2');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
