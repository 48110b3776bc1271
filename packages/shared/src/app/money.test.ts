import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

describe('formatEuro', () => {
  it('writes nl-BE amounts the way Intl does, with the euro sign in front as the spec shows it', () => {
    const belgian = new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 0.5, 9.999, 15.5, 999.99, 1000, 1250, 123456.78, 1234567]) {
      expect(formatEuro(amount)).toBe(`€${belgian.format(amount)}`);
      expect(formatEuro(amount, 'nl-BE')).toBe(`€${belgian.format(amount)}`);
    }
  });

  it('writes French and English amounts as Belgians write them in those languages', () => {
    expect(formatEuro(19, 'fr-BE')).toBe('€\u00a019,00');
    expect(formatEuro(1250.5, 'fr-BE')).toBe('€\u00a01.250,50');
    expect(formatEuro(19, 'en')).toBe('€19.00');
    expect(formatEuro(1250.5, 'en')).toBe('€1,250.50');
    expect(formatEuro(-3.2, 'en')).toBe('-€3.20');
  });
});
