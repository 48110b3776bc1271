import { DEFAULT_LOCALE, type Language } from '../i18n/locales';

/** Per language: the decimal and thousands marks, and what stands between the euro sign and the amount. */
const EURO_STYLES: Record<Language, { decimal: string; thousands: string; afterSign: string }> = {
  // the specification writes '€15,50 per uur' (spec 001 §9), which DECISIONS keeps for nl-BE
  'nl-BE': { decimal: ',', thousands: '.', afterSign: '' },
  'fr-BE': { decimal: ',', thousands: '.', afterSign: '\u00a0' },
  en: { decimal: '.', thousands: ',', afterSign: '' },
};

/**
 * '€15,50', '€ 1.250,00', '€19.00': wages are euro per hour (spec 000 §1), written as Belgians write
 * them in each language (docs/decisions/texts.md). Written out rather than through Intl.NumberFormat:
 * the first NumberFormat loads the locale's number data, which on a phone delayed the first job card by
 * about 120 ms.
 */
export function formatEuro(amount: number, language: Language = DEFAULT_LOCALE): string {
  const style = EURO_STYLES[language];
  const fixed = Math.abs(amount).toFixed(2);
  const grouped = fixed.slice(0, -3).replace(/\B(?=(\d{3})+$)/g, style.thousands);
  return `${amount < 0 ? '-' : ''}€${style.afterSign}${grouped}${style.decimal}${fixed.slice(-2)}`;
}
