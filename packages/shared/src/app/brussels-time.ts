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

const pad = (value: number) => String(value).padStart(2, '0');

/** The Brussels wall-clock time of a moment. */
export function brusselsDateTimeAt(instantMs: number): string {
  const at = new TZDate(instantMs, ZONE);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}
