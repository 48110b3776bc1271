import { expect, it } from 'vitest';
import { createKeptCounts, keptCount } from './kept-counts';

const MINUTE = 60_000;

/** A count that answers only when told to, numbering its answers, so the test sees which one it got. */
function controlledCount() {
  const pending: (() => void)[] = [];
  let counted = 0;
  const count = () =>
    new Promise<number>((resolve) => {
      pending.push(() => resolve(++counted));
    });
  return {
    count,
    started: () => counted + pending.length,
    answer: async () => {
      // a count starts once the one before it has ended: a turn after it was asked for
      await new Promise((resolve) => setTimeout(resolve, 0));
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

it('answers a total over a minute old at once and counts it again once in the background; one ten minutes old is waited for', async () => {
  let now = 1_000_000;
  const kept = createKeptCounts({ now: () => now });
  // the cache reads its clock at most once a millisecond: a real one passes before the next request
  const later = async (ms: number) => {
    now += ms;
    await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const users = controlledCount();

  const first = keptCount(kept, 'users', users.count);
  await users.answer();
  expect(await first).toBe(1);

  await later(30_000);
  expect(await keptCount(kept, 'users', users.count)).toBe(1);
  expect(users.started()).toBe(1);

  // over a minute: the kept total at once, one count for every request that finds it old
  await later(MINUTE);
  expect(await keptCount(kept, 'users', users.count)).toBe(1);
  expect(await keptCount(kept, 'users', users.count)).toBe(1);
  expect(users.started()).toBe(2);
  await users.answer();
  expect(await keptCount(kept, 'users', users.count)).toBe(2);

  // nobody looked for ten minutes: this total is waited for, not answered
  await later(11 * MINUTE);
  const late = keptCount(kept, 'users', users.count);
  let answered = false;
  void late.then(() => {
    answered = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(answered).toBe(false);
  await users.answer();
  expect(await late).toBe(3);
});

it('counts again at the next request when a count fails, and tells the one who asked first', async () => {
  const kept = createKeptCounts();
  await expect(keptCount(kept, 'jobs', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
    'database gone',
  );
  expect(await keptCount(kept, 'jobs', async () => 7)).toBe(7);
});

it('counts one total at a time, so that the counts never take every reader together', async () => {
  const kept = createKeptCounts();
  const users = controlledCount();
  const jobs = controlledCount();
  const both = Promise.all([keptCount(kept, 'users', users.count), keptCount(kept, 'jobs', jobs.count)]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect([users.started(), jobs.started()]).toEqual([1, 0]);
  await users.answer();
  expect(jobs.started()).toBe(1);
  await jobs.answer();
  expect(await both).toEqual([1, 1]);
});
