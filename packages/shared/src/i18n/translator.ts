import { DEFAULT_LOCALE } from './locales';

/** A catalogue: nested objects whose leaves are texts with optional {{placeholders}}. */
export type Catalogue = { readonly [key: string]: string | Catalogue };

/**
 * A text that depends on a number: `{ one: '1 plaats', other: '{{count}} plaatsen' }`, chosen by the
 * `count` placeholder through `Intl.PluralRules`; a category the language has but the text lacks
 * (French 'many') reads `other`.
 */
export type PluralText = { readonly one: string; readonly other: string };

/** Every key of a catalogue, as the dotted path to one of its texts (a plural text is one key). */
export type TextKey<C> = {
  [K in keyof C & string]: C[K] extends string ? K : C[K] extends PluralText ? K : `${K}.${TextKey<C[K]>}`;
}[keyof C & string];

export type TextParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Reads texts from one catalogue and fills their {{placeholders}}. It is all Jobbel asks of an i18n
 * library, in a few hundred bytes instead of i18next's 15 KB on every phone (docs/decisions/texts.md).
 */
export function createTranslator<C extends Catalogue>(catalogue: C, locale: string = DEFAULT_LOCALE) {
  let onMissing: (key: string) => void = () => undefined;
  // made on first use: the first Intl object of a page loads the language's locale data, over 100 ms
  // on a mid-range phone, and the first screen rarely needs it (docs/decisions/phone-delivery.md)
  let number: Intl.NumberFormat | undefined;
  let plurals: Intl.PluralRules | undefined;
  // numbers as the language writes them ('7,5 uur'); no thousands mark, so a year stays 2026. A whole
  // number is written the same in every language Jobbel speaks, without asking Intl.
  const written = (value: string | number) => {
    if (typeof value === 'string') return value;
    if (Number.isSafeInteger(value) && value >= 0) return String(value);
    number ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
    return number.format(value);
  };

  function lookup(key: string, count?: string | number): string | undefined {
    let node: string | Catalogue | undefined = catalogue;
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = Object.hasOwn(node, part) ? node[part] : undefined;
    }
    if (typeof node === 'object' && typeof node.other === 'string') {
      plurals ??= new Intl.PluralRules(locale);
      const category = plurals.select(Number(count ?? Number.NaN));
      const text = Object.hasOwn(node, category) ? node[category] : node.other;
      return typeof text === 'string' ? text : node.other;
    }
    return typeof node === 'string' ? node : undefined;
  }

  /** The text of a key, placeholders filled; a missing key answers itself (and is reported). */
  function t(key: TextKey<C>, params?: TextParams): string {
    const text = lookup(key, params?.count);
    if (text === undefined) {
      onMissing(key);
      return key;
    }
    if (!params) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(params, name) ? written(params[name]!) : placeholder,
    );
  }

  return {
    t,
    exists: (key: string): key is TextKey<C> => lookup(key) !== undefined,
    /** Tests turn a missing text into a failure. */
    onMissingText(handler: (key: string) => void) {
      onMissing = handler;
    },
  };
}
