import { describe, expect, it } from 'vitest';
import { contractLanguageOf, languageRegionOfNisCode } from './language-region';

describe('the language area of a place of work', () => {
  it('is read from the NIS code of its municipality', () => {
    expect(languageRegionOfNisCode('44021')).toBe('dutch'); // Gent
    expect(languageRegionOfNisCode('11002')).toBe('dutch'); // Antwerpen
    expect(languageRegionOfNisCode('24062')).toBe('dutch'); // Leuven
    expect(languageRegionOfNisCode('92094')).toBe('french'); // Namur
    expect(languageRegionOfNisCode('25072')).toBe('french'); // Ottignies-Louvain-la-Neuve
    expect(languageRegionOfNisCode('62063')).toBe('french'); // Liège
    expect(languageRegionOfNisCode('21004')).toBe('brussels'); // Brussel
    expect(languageRegionOfNisCode('63023')).toBe('german'); // Eupen
    expect(languageRegionOfNisCode(null)).toBeNull();
    expect(languageRegionOfNisCode('0000')).toBeNull();
  });

  it('decides the language of the contract, in Brussels by the worker', () => {
    expect(contractLanguageOf('dutch', 'fr-BE')).toBe('nl-BE');
    expect(contractLanguageOf('french', 'nl-BE')).toBe('fr-BE');
    expect(contractLanguageOf('brussels', 'fr-BE')).toBe('fr-BE');
    expect(contractLanguageOf('brussels', 'nl-BE')).toBe('nl-BE');
    expect(contractLanguageOf('german', 'nl-BE')).toBeNull();
  });
});
