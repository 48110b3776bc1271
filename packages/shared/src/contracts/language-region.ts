import type { ContractLanguage } from './contracts.constants';

/** Belgium's four language areas (Constitution art. 4), which decide the language of work documents. */
export const LANGUAGE_REGIONS = ['dutch', 'french', 'brussels', 'german'] as const;
export type LanguageRegion = (typeof LANGUAGE_REGIONS)[number];

// the nine municipalities of the German-language area, by NIS code (Statbel)
const GERMAN_AREA = new Set([
  '63001',
  '63012',
  '63013',
  '63023',
  '63040',
  '63048',
  '63061',
  '63067',
  '63087',
]);

/**
 * The language area of a municipality by its NIS code, whose first digits name the province (Statbel):
 * 21 Brussels; 23, 24 Flemish Brabant; 25 Walloon Brabant; 1, 3, 4, 7 Flemish provinces; 5, 6, 8, 9
 * Walloon ones, with the German-language area in Liège. Null for a code that is not a municipality's.
 */
export function languageRegionOfNisCode(nisCode: string | null): LanguageRegion | null {
  if (nisCode === null || !/^\d{5}$/.test(nisCode)) return null;
  if (GERMAN_AREA.has(nisCode)) return 'german';
  const province = nisCode.slice(0, 2);
  if (province === '21') return 'brussels';
  if (province === '23' || province === '24') return 'dutch';
  if (province === '25') return 'french';
  if ('1347'.includes(nisCode[0]!)) return 'dutch';
  if ('5689'.includes(nisCode[0]!)) return 'french';
  return null;
}

/**
 * The language a work document must be in (decree of 19 July 1973 for the Dutch-language area, of 30
 * June 1982 for the French-language area, the coordinated language laws of 18 July 1966 in Brussels):
 * in Brussels the worker's own language, Dutch or French. Null in the German-language area, which
 * Jobbel does not write documents for.
 */
export function contractLanguageOf(
  region: LanguageRegion,
  workerLanguage: string | null,
): ContractLanguage | null {
  if (region === 'dutch') return 'nl-BE';
  if (region === 'french') return 'fr-BE';
  if (region === 'brussels') return workerLanguage === 'fr-BE' ? 'fr-BE' : 'nl-BE';
  return null;
}
