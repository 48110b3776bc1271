/** The product name; the spec's `{product}` placeholder. Change it here only. */
export const PRODUCT_NAME = 'Jobbel';
export const PRODUCT_NAME_LOWER = PRODUCT_NAME.toLowerCase();

/** The countries a person or business may live in; each language names them (web.common.countries). */
export const COUNTRY_CODES = ['BE', 'NL', 'FR', 'DE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY: CountryCode = 'BE';
