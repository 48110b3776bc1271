/** The product name; the spec's `{product}` placeholder. Change it here only. */
export const PRODUCT_NAME = 'Jobbel';
export const PRODUCT_NAME_LOWER = PRODUCT_NAME.toLowerCase();

export const COUNTRIES = [
  { code: 'BE', label: 'België' },
  { code: 'NL', label: 'Nederland' },
  { code: 'FR', label: 'Frankrijk' },
  { code: 'DE', label: 'Duitsland' },
] as const;
export const COUNTRY_CODES = ['BE', 'NL', 'FR', 'DE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'BE';
