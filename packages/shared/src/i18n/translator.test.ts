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
});
