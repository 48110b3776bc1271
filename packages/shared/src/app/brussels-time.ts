import { TZDate } from '@date-fns/tz';

/** docs/decisions/api-conventions.md: every date-time is a Europe/Brussels wall-clock 'YYYY-MM-DD HH:MM:SS'. */
const ZONE = 'Europe/Brussels';

/**
 * Brussels changes its clock only on a whole hour, so the distance from UTC is the same all through a
 * wall-clock hour. A record adds up the hours of thousands of shifts: each hour's distance is looked up
 * in the time zone data once (about 27 µs), not at every shift. A process meets a few tens of thousands
 * of distinct hours in years of history; past that the memory starts again.
 */
const offsetOfWallHour = new Map<number, number>();

/** How far a wall-clock hour's Brussels moment lies from the same figures read as UTC. */
function wallHourOffsetMs(year: number, month: number, day: number, hours: number): number {
  const key = ((year * 100 + month) * 100 + day) * 100 + hours;
  let offset = offsetOfWallHour.get(key);
  if (offset === undefined) {
    if (offsetOfWallHour.size >= 100_000) offsetOfWallHour.clear();
    offset =
      new TZDate(year, month - 1, day, hours, 0, 0, ZONE).getTime() - Date.UTC(year, month - 1, day, hours);
    offsetOfWallHour.set(key, offset);
  }
  return offset;
}

/**
 * The moment a Brussels wall-clock time stands for, in milliseconds: differences between two of them are
 * real durations, also across the clock changes in March and October.
 */
export function brusselsInstantMs(dateTime: string): number {
  const part = (from: number, to: number) => Number(dateTime.slice(from, to) || 0);
  const [year, month, day] = [part(0, 4), part(5, 7), part(8, 10)];
  const [hours, minutes, seconds] = [part(11, 13), part(14, 16), part(17, 19)];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) + wallHourOffsetMs(year, month, day, hours);
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
