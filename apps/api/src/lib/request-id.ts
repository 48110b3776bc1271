import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a request id may look like when a proxy hands one in: short, and safe in a log and a header. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request (docs/operations.md: logs): the one a trusted proxy sent in `X-Request-Id`, or a
 * new one. Only behind TRUST_PROXY is the header believed; a client could otherwise pick another's id.
 */
export function requestIdOf(request: IncomingMessage, trustProxy: boolean): string {
  const given = request.headers['x-request-id'];
  if (trustProxy && typeof given === 'string' && GIVEN_ID.test(given)) return given;
  return randomUUID();
}

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs the rest of a request inside its scope, so that work it causes knows which request it was. */
export function runInRequestScope(requestId: string, next: () => void): void {
  requestScope.run({ requestId }, next);
}

/** The id of the request this code runs for, if it runs for one (a mail queued by a sign-up, say). */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
