import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

describe('formatEuro', () => {
  it('writes amounts the way Intl does for nl-BE, with the euro sign in front', () => {
    const belgian = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 0.5, 9.999, 15.5, 999.99, 1000, 1250, 123456.78, 1234567]) {
      expect(formatEuro(amount)).toBe(`€${belgian.format(amount)}`);
    }
  });
});
