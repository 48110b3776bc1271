import { brusselsDateTimeAt } from '@jobbel/shared/app/brussels-time';

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

const dutchMoment = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

const dutchDate = new Intl.DateTimeFormat('nl-BE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A stored 'YYYY-MM-DD HH:MM:SS' (Brussels wall-clock time) as people read it in a mail: 'zaterdag
 * 28 november om 09:00'. The wall-clock parts are formatted as they are, whatever zone the server runs in.
 */
export function toDutchMoment(dateTime: string | null | undefined): string {
  if (!dateTime) return '';
  const wallClock = new Date(`${dateTime.slice(0, 19).replace(' ', 'T')}Z`);
  if (Number.isNaN(wallClock.getTime())) return dateTime;
  const parts = Object.fromEntries(
    dutchMoment.formatToParts(wallClock).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} om ${parts.hour}:${parts.minute}`;
}

/** A stored date (or the date of a moment) as people read it: 'zaterdag 28 november 2026'. */
export function toDutchDate(dateTime: string): string {
  const day = new Date(`${dateTime.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return dateTime;
  return dutchDate.format(day);
}
