import { LRUCache } from 'lru-cache';

/**
 * Hot searches are answered from memory: identical pages, already serialized (concurrent identical
 * requests share one query), and totals, the costly part at a million jobs. Their keys carry the number
 * of the last job change, read before each search, so a job written through any server instance makes
 * them stale at once; the time limit only bounds memory.
 */
export interface JobListCache {
  pages: LRUCache<string, Promise<string>>;
  totals: LRUCache<string, number>;
}

export function createJobListCache(): JobListCache {
  // 200 pages of 8 to 20 KB: distinct searches are answered from the open-job index in a millisecond, so
  // the cache only needs to hold what many ask at once (a thousand pages kept 20 MB of text for nothing)
  const pages = new LRUCache<string, Promise<string>>({ max: 200, ttl: 60_000 });
  const totals = new LRUCache<string, number>({ max: 5000, ttl: 60_000 });
  return { pages, totals };
}
