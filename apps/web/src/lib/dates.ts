import { format, lightFormat } from 'date-fns';
import { dateLocale, t } from './i18n';

const API_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses the API's 'YYYY-MM-DD HH:MM:SS' (or 'YYYY-MM-DD'; Europe/Brussels local time) into a Date.
 * Read by hand rather than with date-fns `parse`: its general parser was about 4 KB of every signed-in
 * screen's first download, for one fixed format.
 */
export function parseApiDateTime(value: string | null | undefined): Date | undefined {
  const parts = value?.slice(0, 19).match(API_DATE_TIME);
  if (!parts) return undefined;
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(year!, month! - 1, day, hours, minutes, seconds);
  // 2026-02-30 is no date: a Date would roll it over into March
  return date.getMonth() === month! - 1 && date.getDate() === day ? date : undefined;
}

/** A date in the current language; the pattern comes from the catalogue (docs/decisions/texts.md). */
export function formatDate(date: Date, pattern: string): string {
  return format(date, pattern, { locale: dateLocale() });
}

/** Now as the API writes date-times ('YYYY-MM-DD HH:MM:SS', the browser's clock as in Brussels). */
export function nowAsApiDateTime(): string {
  return lightFormat(new Date(), 'yyyy-MM-dd HH:mm:ss');
}

/** The days' short names for a calendar's header row, its week starting on Sunday or on Monday. */
export function shortDayNames(weekStartsOn: 'sunday' | 'monday'): string[] {
  const fromMonday = [
    t('web.common.mondayShort'),
    t('web.common.tuesdayShort'),
    t('web.common.wednesdayShort'),
    t('web.common.thursdayShort'),
    t('web.common.fridayShort'),
    t('web.common.saturdayShort'),
    t('web.common.sundayShort'),
  ];
  return weekStartsOn === 'monday' ? fromMonday : [fromMonday[6]!, ...fromMonday.slice(0, 6)];
}
