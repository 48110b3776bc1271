import { vi } from 'vitest';

/**
 * Stands in for the API of one list read a page at a time: `pageAfter` answers the page that follows a
 * cursor (null for the first). Returns the cursors asked for, in order, as the test reads them.
 */
export function servePages(pageAfter: (after: string | null) => object): (string | null)[] {
  const asked: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const after = new URL(String(input), 'http://localhost').searchParams.get('after');
      asked.push(after);
      return Response.json(pageAfter(after));
    }),
  );
  return asked;
}
