import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { countHit, forgetCounter, hitsOf, pruneCounters, takeTurn } from './counters';

let testApp: TestApp;
beforeEach(async () => {
  testApp = await buildTestApp();
});
afterEach(async () => testApp.close());

describe('counters in the database', () => {
  it('counts hits in a window that starts with the first, and starts afresh once it ended', async () => {
    const { db } = testApp.app;
    const start = 1_800_000_000_000;
    expect(await countHit(db, 'k', 60_000, start)).toEqual({ hits: 1, resetAt: start + 60_000 });
    expect(await countHit(db, 'k', 60_000, start + 59_999)).toEqual({ hits: 2, resetAt: start + 60_000 });
    expect(await hitsOf(db, 'k', start + 59_999)).toBe(2);
    expect(await hitsOf(db, 'k', start + 60_000)).toBe(0);
    expect(await countHit(db, 'k', 60_000, start + 60_000)).toEqual({ hits: 1, resetAt: start + 120_000 });
    expect(await hitsOf(db, 'other', start)).toBe(0);
  });

  it('loses no hit when many arrive at once', async () => {
    const { db } = testApp.app;
    await Promise.all(Array.from({ length: 40 }, () => countHit(db, 'burst', 60_000)));
    expect(await hitsOf(db, 'burst')).toBe(40);
  });

  it('forgets a key on request, and ended windows when pruned', async () => {
    const { db } = testApp.app;
    const start = Date.now();
    await countHit(db, 'gone', 60_000, start);
    await countHit(db, 'ended', 1000, start);
    await countHit(db, 'kept', 60_000, start);
    await forgetCounter(db, 'gone');
    await pruneCounters(db, start + 1000);
    const keys = await db.selectFrom('counters').select('counterKey').execute();
    expect(keys.map((row) => row.counterKey)).toEqual(['kept']);
  });

  it('hands out turns one after another to parallel callers, and none beyond the longest wait', async () => {
    const { db } = testApp.app;
    const start = 1_800_000_000_000;
    const turns = await Promise.all(
      Array.from({ length: 6 }, () => takeTurn(db, 'turns', 10_000, 30_000, start)),
    );
    const given = turns.filter((end): end is number => end !== null).sort((a, b) => a - b);
    expect(given).toEqual([start + 10_000, start + 20_000, start + 30_000, start + 40_000]);
    expect(turns.filter((end) => end === null)).toHaveLength(2);
    // once the queue has moved on, a caller gets the next turn after the last one given
    expect(await takeTurn(db, 'turns', 10_000, 30_000, start + 15_000)).toBe(start + 50_000);
    expect(await takeTurn(db, 'turns', 10_000, 30_000, start + 100_000)).toBe(start + 110_000);
  });
});
