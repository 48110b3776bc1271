import { TZDate } from '@date-fns/tz';

/** docs/decisions/api-conventions.md: every date-time is a Europe/Brussels wall-clock 'YYYY-MM-DD HH:MM:SS'. */
const ZONE = 'Europe/Brussels';

/**
 * The moment a Brussels wall-clock time stands for, in milliseconds: differences between two of them are
 * real durations, also across the clock changes in March and October.
 */
export function brusselsInstantMs(dateTime: string): number {
  const part = (from: number, to: number) => Number(dateTime.slice(from, to) || 0);
  const [year, month, day] = [part(0, 4), part(5, 7), part(8, 10)];
  const [hours, minutes, seconds] = [part(11, 13), part(14, 16), part(17, 19)];
  return new TZDate(year, month - 1, day, hours, minutes, seconds, ZONE).getTime();
}

// Swedish writes a date-time as 'YYYY-MM-DD HH:MM:SS', the form the API stores and sends
const brusselsFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Brussels wall-clock time of a moment. */
export function brusselsDateTimeAt(instantMs: number): string {
  return brusselsFormat.format(instantMs);
}
