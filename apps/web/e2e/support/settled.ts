import type { Page, Request } from '@playwright/test';

const pendingOf = new WeakMap<Page, Set<Request>>();
/** The bell's stream stays open as long as the page: it never counts as a request in flight. */
const LONG_LIVED = '/api/notifications/stream';
const QUIET_MS = 500;

/** Counts the page's requests in flight from now on (every test page is tracked by the fixtures). */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  pendingOf.set(page, pending);
  page.on('request', (request) => {
    if (!request.url().includes(LONG_LIVED)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * What `waitForLoadState('networkidle')` was before the bell held a stream open: the page loaded and no
 * request in flight for half a second.
 */
export async function settled(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForLoadState('load');
  const pending = pendingOf.get(page);
  if (!pending) throw new Error('settled: this page is not tracked (take it from the fixtures)');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < QUIET_MS) {
    if (Date.now() > deadline)
      throw new Error(`settled: still waiting on ${[...pending].map((r) => r.url()).join(', ')}`);
    if (pending.size > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}
