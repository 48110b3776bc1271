import { LRUCache } from 'lru-cache';

/**
 * Totals over a whole table (every user, every job) are counted again at most this often: such a count is
 * linear in the marketplace's size (0.25 s for 210,000 users on PostgreSQL), and a total a minute old tells
 * an administrator as much (docs/decisions/national-scale.md).
 */
const COUNTED_AGAIN_AFTER_MS = 60_000;

/**
 * Until a total is this old it is answered while it is counted again in the background, so no request
 * waits for a count but the first; an older one, of a screen nobody opened for a while, is waited for.
 */
const ANSWERED_WHILE_COUNTED_UNTIL_MS = 10 * 60_000;

/** Totals by key, each counted by the function it is asked with. */
export type KeptCounts = LRUCache<string, number, () => Promise<number>>;

/**
 * `clock`: where the kept totals' ages are read (the process's own unless a test moves time).
 *
 * The totals are counted one at a time. On SQLite a count holds a reader thread for up to tens of
 * milliseconds (every job's: 20-30 ms at national scale), and the administrator's overview finds four
 * old at once: counted together they could hold both readers, and every read of every request would
 * wait for them (docs/decisions/national-scale.md).
 */
export function createKeptCounts(clock?: { now(): number }): KeptCounts {
  let counting: Promise<unknown> = Promise.resolve();
  return new LRUCache<string, number, () => Promise<number>>({
    max: 50,
    perf: clock,
    ttl: COUNTED_AGAIN_AFTER_MS,
    allowStale: true,
    fetchMethod: (_key, _kept, { context: count }) => {
      const counted = counting.then(count);
      counting = counted.catch(() => undefined);
      return counted;
    },
  });
}

/** The kept total, counted by `count` when there is none, or again when it is over a minute old. */
export async function keptCount(
  kept: KeptCounts,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  // a stale entry's remaining time is negative: how long ago it should have been counted again
  const tooOld = kept.getRemainingTTL(key) < COUNTED_AGAIN_AFTER_MS - ANSWERED_WHILE_COUNTED_UNTIL_MS;
  const total = await kept.fetch(key, { context: count, forceRefresh: tooOld, allowStale: !tooOld });
  return total ?? count();
}
