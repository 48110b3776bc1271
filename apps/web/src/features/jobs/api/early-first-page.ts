/** Where the early request leaves, for the app, the token it asked with and the answer's text. */
export const EARLY_FIRST_PAGE_SLOT = 'jobbelEarlyFirstPage';

interface AskedEarly {
  token: string;
  /** the answer's text when it was a success, otherwise null */
  text: Promise<string | null>;
}

type Slot = Record<string, Promise<AskedEarly | null> | undefined>;

/**
 * Asks for the dashboard's first page while the app's code is still on its way: the prepared dashboard
 * page loads this as a file of its own, written from this function's source by the build
 * (build/early-first-page-file.ts), so it uses nothing but its arguments and the browser. It reads the
 * stored access token and asks with it when it has not expired; whether the answer is used is the
 * app's to decide, once it has restored the session (`takeEarlyFirstPage`). It never creates the client
 * database: an open that would create it is cancelled.
 */
export function askFirstPageEarly(
  database: { name: string; version: number; store: string },
  url: string,
  slot: string,
): void {
  (window as unknown as Slot)[slot] = new Promise<AskedEarly | null>((settle) => {
    const opening = indexedDB.open(database.name, database.version);
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => settle(null);
    opening.onblocked = () => settle(null);
    opening.onsuccess = () => {
      const db = opening.result;
      try {
        const tokens = db.transaction(database.store).objectStore(database.store);
        const token = tokens.get('accessToken');
        const expiresAt = tokens.get('expiresAt');
        tokens.transaction.oncomplete = () => {
          db.close();
          if (typeof token.result !== 'string' || !(Number(expiresAt.result) > Date.now())) {
            settle(null);
            return;
          }
          const answer = fetch(url, {
            headers: { accept: 'application/json', authorization: `Bearer ${token.result}` },
          });
          settle({
            token: token.result,
            text: answer.then((response) => (response.ok ? response.text() : null)).catch(() => null),
          });
        };
        tokens.transaction.onerror = () => settle(null);
      } catch {
        db.close();
        settle(null);
      }
    };
  });
}

/**
 * The early answer's text, once: null when it was asked with another token than the session's (or
 * failed), in which case the app asks itself; undefined when nothing was asked early.
 */
export function takeEarlyFirstPage(token: string): Promise<string | null> | undefined {
  const slot = window as unknown as Slot;
  const early = slot[EARLY_FIRST_PAGE_SLOT];
  if (!early) return undefined;
  slot[EARLY_FIRST_PAGE_SLOT] = undefined;
  return early.then((asked) => (asked?.token === token ? asked.text : null));
}
