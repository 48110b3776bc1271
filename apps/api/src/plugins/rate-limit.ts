import type { FastifyRequest } from 'fastify';

/** Counted per signed-in account (an anonymous call, refused anyway, per address). */
const perAccount = (request: FastifyRequest) =>
  request.auth ? `account:${request.auth.accountID}` : request.ip;

/**
 * Per-IP limits on the credential and code calls, per-account limits on every write a person can
 * repeat (docs/decisions/rate-limits.md); 429 comes with Retry-After and a Dutch message.
 */
export const RATE_LIMITS = {
  login: { max: 30, timeWindow: '1 minute' },
  token: { max: 30, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 hour' },
  sendCode: { max: 10, timeWindow: '15 minutes' },
  checkCode: { max: 30, timeWindow: '15 minutes' },
  // calendar apps poll a feed every few minutes at most; the link itself is a 256-bit secret
  calendarFeed: { max: 60, timeWindow: '1 minute' },
  // image work is the most expensive thing a signed-in account can ask for: counted per account
  upload: { max: 20, timeWindow: '1 hour', keyGenerator: perAccount },
  // writes others receive, or that every search then reads
  message: { max: 30, timeWindow: '10 minutes', keyGenerator: perAccount },
  invitation: { max: 20, timeWindow: '1 day', keyGenerator: perAccount },
  jobPost: { max: 60, timeWindow: '1 hour', keyGenerator: perAccount },
  pushDevice: { max: 20, timeWindow: '1 hour', keyGenerator: perAccount },
  alert: { max: 30, timeWindow: '1 hour', keyGenerator: perAccount },
} as const;

/**
 * Wrong passwords for one account slow every further login of that account down, doubling from
 * 250 ms up to 8 s. The attempts take turns: guesses sent side by side wait one after the
 * other, so parallel guessing is no faster than waiting for each answer. An attempt that would wait
 * longer than `longestWaitMs` is refused with Retry-After instead of joining the queue, so that a flood
 * of guesses cannot make the owner's own login wait for minutes (docs/decisions/rate-limits.md).
 */
export const FAILED_LOGINS_PER_ACCOUNT = {
  windowSeconds: 15 * 60,
  freeFailures: 5,
  firstDelayMs: 250,
  longestDelayMs: 8000,
  longestWaitMs: 30_000,
} as const;

export function loginDelayMs(failures: number): number {
  const { freeFailures, firstDelayMs, longestDelayMs } = FAILED_LOGINS_PER_ACCOUNT;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures), longestDelayMs);
}
