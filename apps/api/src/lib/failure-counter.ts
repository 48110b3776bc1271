/**
 * Counts failures per key in a fixed window (DECISIONS.md: failed logins per account per 15
 * minutes). @fastify/rate-limit counts every request; this counts only the failed ones.
 */
export function createFailureCounter(options: { windowSeconds: number }) {
  const windows = new Map<string, { failures: number; resetAt: number }>();

  function liveWindow(key: string, now: number) {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    windows.delete(key);
    return undefined;
  }

  return {
    failures(key: string, now = Date.now()): number {
      return liveWindow(key, now)?.failures ?? 0;
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
