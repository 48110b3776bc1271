import { describe, expect, it } from 'vitest';
import { dataKinds as english } from '../i18n/en/data-kinds';
import { dataKinds as french } from '../i18n/fr-BE/data-kinds';
import { dataKinds as dutch } from '../i18n/nl-BE/data-kinds';
import { DATA_KINDS } from './my-data.constants';

describe('the kinds of personal data', () => {
  it('are each explained (what, why, how long) in every language, the same list the export holds', () => {
    for (const texts of [dutch, french, english]) {
      expect(Object.keys(texts).sort()).toEqual([...DATA_KINDS].sort());
      for (const kind of DATA_KINDS)
        for (const part of ['what', 'why', 'kept'] as const)
          expect(texts[kind][part].length).toBeGreaterThan(5);
    }
  });
});
