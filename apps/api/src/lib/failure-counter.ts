import { LRUCache } from 'lru-cache';

/**
 * Counts failures per key in a fixed window (failed logins per account per 15 minutes). A key is
 * forgotten when its window ends, and the least recent ones first when too many keys arrive at once.
 * @fastify/rate-limit counts every request; this counts only the failed ones.
 */
export function createFailureCounter(options: { windowSeconds: number; maxKeys?: number }) {
  const windows = new LRUCache<string, { failures: number }>({
    max: options.maxKeys ?? 100_000,
    ttl: options.windowSeconds * 1000,
  });

  return {
    failures(key: string): number {
      return windows.get(key)?.failures ?? 0;
    },
    recordFailure(key: string): void {
      const window = windows.get(key);
      // the window starts at the first failure: later failures do not extend it
      if (window) window.failures += 1;
      else windows.set(key, { failures: 1 });
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type FailureCounter = ReturnType<typeof createFailureCounter>;
