/**
 * Counts failures per key in a fixed window (DECISIONS.md: at most 10 failed logins per account per
 * 15 minutes). @fastify/rate-limit counts every request; this counts only the failed ones.
 */
export function createFailureCounter(options: { max: number; windowSeconds: number }) {
  const windows = new Map<string, { failures: number; resetAt: number }>();

  function liveWindow(key: string, now: number) {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    windows.delete(key);
    return undefined;
  }

  return {
    /** Seconds until the key may try again, 0 when it may now. */
    blockedForSeconds(key: string, now = Date.now()): number {
      const window = liveWindow(key, now);
      return window && window.failures >= options.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
    recordFailure(key: string, now = Date.now()): void {
      const window = liveWindow(key, now) ?? { failures: 0, resetAt: now + options.windowSeconds * 1000 };
      window.failures += 1;
      windows.set(key, window);
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
