/** The language every text falls back to; catalogues of other languages mirror its keys (docs/decisions/texts.md). */
export const DEFAULT_LOCALE = 'nl-BE';

/** A catalogue in another language has exactly the keys of the nl-BE one. */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };
