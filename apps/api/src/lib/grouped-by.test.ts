import { expect, it } from 'vitest';
import { groupedBy } from './grouped-by';

it('groups items by their key, each group in the order the items came', () => {
  const groups = groupedBy(
    [
      { who: 2, shift: 'a' },
      { who: 1, shift: 'b' },
      { who: 2, shift: 'c' },
    ],
    (item) => item.who,
  );
  expect([...groups.keys()]).toEqual([2, 1]);
  expect(groups.get(2)?.map((item) => item.shift)).toEqual(['a', 'c']);
  expect(groups.get(1)?.map((item) => item.shift)).toEqual(['b']);
});

it('groups a long history in linear time, not by copying a group for each item', () => {
  const shifts = Array.from({ length: 200_000 }, (_, index) => ({ who: index % 2, index }));
  const started = performance.now();
  const groups = groupedBy(shifts, (shift) => shift.who);
  // copying each group per item would take minutes for 200,000 items; in place it takes milliseconds
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(groups.get(0)).toHaveLength(100_000);
});
