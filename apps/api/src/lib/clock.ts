import { brusselsDateTimeAt } from '@jobbel/shared/app/brussels-time';
import type { Language } from '@jobbel/shared/i18n/locales';
import { currentLanguage, t } from './i18n';

/** docs/decisions/api-conventions.md: date-times travel as 'YYYY-MM-DD HH:MM:SS' in Europe/Brussels local time. */
export function toBrusselsDateTime(date: Date): string {
  return brusselsDateTimeAt(date.getTime());
}

/** How far the database's clock is behind this process's, in milliseconds (lib/clock-skew.ts keeps it). */
let databaseBehindMs = 0;

export function followDatabaseClock(skewMs: number): void {
  databaseBehindMs = skewMs;
}

/**
 * The time of every decision that touches shared state (expiry, counters, tokens, sweeps): the
 * database's clock, so instances whose clocks drift still agree.
 */
export function sharedNowMs(): number {
  return Date.now() - databaseBehindMs;
}

export function sharedNow(): Date {
  return new Date(sharedNowMs());
}

/** The shared time as stored: Brussels wall-clock 'YYYY-MM-DD HH:MM:SS'. */
export function brusselsNow(): string {
  return toBrusselsDateTime(sharedNow());
}

export function nowSeconds(): number {
  return Math.floor(sharedNowMs() / 1000);
}

const INTL_LOCALES: Record<Language, string> = { 'nl-BE': 'nl-BE', 'fr-BE': 'fr-BE', en: 'en-GB' };
const momentFormats = new Map<Language, Intl.DateTimeFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

function formatIn(formats: Map<Language, Intl.DateTimeFormat>, options: Intl.DateTimeFormatOptions) {
  const language = currentLanguage();
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' });
    formats.set(language, format);
  }
  return format;
}

/**
 * A stored 'YYYY-MM-DD HH:MM:SS' (Brussels wall-clock time) as people read it in a mail, in the current
 * language: 'zaterdag 28 november om 09:00', 'samedi 28 novembre à 09:00'. The wall-clock parts are
 * formatted as they are, whatever zone the server runs in.
 */
export function readableMoment(dateTime: string | null | undefined): string {
  if (!dateTime) return '';
  const wallClock = new Date(`${dateTime.slice(0, 19).replace(' ', 'T')}Z`);
  if (Number.isNaN(wallClock.getTime())) return dateTime;
  const parts = Object.fromEntries(
    formatIn(momentFormats, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(wallClock)
      .map((part) => [part.type, part.value]),
  );
  return t('api.common.momentAt', {
    date: `${parts.weekday} ${parts.day} ${parts.month}`,
    time: `${parts.hour}:${parts.minute}`,
  });
}

/** A stored date (or the date of a moment) as people read it: 'zaterdag 28 november 2026'. */
export function readableDate(dateTime: string): string {
  const day = new Date(`${dateTime.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return dateTime;
  return formatIn(dateFormats, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    day,
  );
}
