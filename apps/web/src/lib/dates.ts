import { format, isValid, lightFormat, parse } from 'date-fns';
import { type Locale, nlBE } from 'date-fns/locale';
import { locale } from './i18n';

/** Parses the API's 'YYYY-MM-DD HH:MM:SS' (Europe/Brussels local time) into a Date. */
export function parseApiDateTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const parsed = parse(
    value.slice(0, 19),
    value.length > 10 ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd',
    new Date(),
  );
  return isValid(parsed) ? parsed : undefined;
}

const dateLocales: Record<string, Locale> = { 'nl-BE': nlBE };

/** A date in the current language; the pattern comes from the catalogue (docs/decisions/texts.md). */
export function formatDate(date: Date, pattern: string): string {
  return format(date, pattern, { locale: dateLocales[locale()] ?? nlBE });
}

/** Now as the API writes date-times ('YYYY-MM-DD HH:MM:SS', the browser's clock as in Brussels). */
export function nowAsApiDateTime(): string {
  return lightFormat(new Date(), 'yyyy-MM-dd HH:mm:ss');
}
