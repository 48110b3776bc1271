import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const catalogue = { mail: { greeting: 'Dag {{name}}, je hebt {{count}} nieuwe jobs', plain: 'Tot snel' } };

describe('translator (docs/decisions/texts.md)', () => {
  it('fills each placeholder and leaves one it was not given visible', () => {
    const { t } = createTranslator(catalogue);
    expect(t('mail.greeting', { name: 'Lies', count: 3 })).toBe('Dag Lies, je hebt 3 nieuwe jobs');
    expect(t('mail.greeting', { name: 'Lies' })).toBe('Dag Lies, je hebt {{count}} nieuwe jobs');
    expect(t('mail.plain')).toBe('Tot snel');
  });

  it('writes numbers as Dutch does: a decimal comma, no thousands mark', () => {
    const { t } = createTranslator({ hours: '{{hours}} uur in {{year}}' });
    expect(t('hours', { hours: 7.5, year: 2026 })).toBe('7,5 uur in 2026');
    expect(t('hours', { hours: 8, year: 2026 })).toBe('8 uur in 2026');
    expect(t('hours', { hours: 7.333333, year: 2026 })).toBe('7,33 uur in 2026');
  });

  it('reports a missing key and answers the key, never a text from the object prototype', () => {
    const texts = createTranslator(catalogue);
    const missing: string[] = [];
    texts.onMissingText((key) => missing.push(key));
    expect(texts.t('mail.nope' as never)).toBe('mail.nope');
    expect(texts.exists('mail.constructor')).toBe(false);
    expect(texts.exists('mail')).toBe(false);
    expect(texts.exists('mail.plain')).toBe(true);
    expect(missing).toEqual(['mail.nope']);
  });

  it('chooses the plural form by count, as each language counts', () => {
    const plural = { one: '{{count}} plaats', other: '{{count}} plaatsen' };
    const nl = createTranslator({ places: plural }, 'nl-BE');
    expect(nl.t('places', { count: 1 })).toBe('1 plaats');
    expect(nl.t('places', { count: 3 })).toBe('3 plaatsen');
    expect(nl.t('places', { count: 0 })).toBe('0 plaatsen');
    expect(nl.exists('places')).toBe(true);
    // French counts 0 and 1,5 as one; a million is 'many', which falls back to the other form
    const fr = createTranslator({ places: { one: '{{count}} place', other: '{{count}} places' } }, 'fr-BE');
    expect(fr.t('places', { count: 0 })).toBe('0 place');
    expect(fr.t('places', { count: 1.5 })).toBe('1,5 place');
    expect(fr.t('places', { count: 2 })).toBe('2 places');
    expect(fr.t('places', { count: 1000000 })).toBe('1000000 places');
  });

  it('asks Intl nothing until a text needs a decimal or a plural: its first use costs a phone 100 ms', () => {
    const made = { NumberFormat: 0, PluralRules: 0 };
    const originals = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules };
    for (const name of ['NumberFormat', 'PluralRules'] as const)
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(originals[name], {
          construct(target, args: unknown[]) {
            made[name] += 1;
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    try {
      const { t } = createTranslator({
        hours: '{{hours}} uur',
        places: { one: '1 plaats', other: '{{count}} plaatsen' },
      });
      expect(t('hours', { hours: 8 })).toBe('8 uur');
      expect(made).toEqual({ NumberFormat: 0, PluralRules: 0 });
      expect(t('hours', { hours: 7.5 })).toBe('7,5 uur');
      expect(t('places', { count: 2 })).toBe('2 plaatsen');
      expect(t('places', { count: 1 })).toBe('1 plaats');
      expect(made).toEqual({ NumberFormat: 1, PluralRules: 1 });
    } finally {
      Object.assign(Intl, originals);
    }
  });
});
