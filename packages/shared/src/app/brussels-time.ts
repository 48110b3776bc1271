import { TZDate } from '@date-fns/tz';

/** docs/decisions/api-conventions.md: every date-time is a Europe/Brussels wall-clock 'YYYY-MM-DD HH:MM:SS'. */
const ZONE = 'Europe/Brussels';

/**
 * Brussels changes its clock only on a whole hour, at most once a month (in March and October): the
 * distance from UTC is the same all through a month, or a day, whose first and last hours have the
 * same, and all through a wall-clock hour. A record adds up the hours of thousands of shifts over years:
 * each month's distance is looked up in the time zone data once (about 27 µs a lookup), each day's only
 * in the months the clock changes, and each hour's only on the days it does, not at every shift. Past
 * the bound a memory starts again.
 */
const offsetOfWallMonth = new Map<number, number | null>();
const offsetOfWallDay = new Map<number, number | null>();
const offsetOfWallHour = new Map<number, number>();
const KEPT_OFFSETS = 100_000;

function lookedUpOffsetMs(year: number, month: number, day: number, hours: number): number {
  return (
    new TZDate(year, month - 1, day, hours, 0, 0, ZONE).getTime() - Date.UTC(year, month - 1, day, hours)
  );
}

function kept<V>(memory: Map<number, V>, key: number, lookUp: () => V): V {
  if (memory.has(key)) return memory.get(key) as V;
  if (memory.size >= KEPT_OFFSETS) memory.clear();
  const value = lookUp();
  memory.set(key, value);
  return value;
}

/** The distance all through a span, from those at its first and last wall-clock hours; null when it changes. */
function sameThroughout(atFirst: number, atLast: number): number | null {
  return atFirst === atLast ? atFirst : null;
}

/** How far a wall-clock hour's Brussels moment lies from the same figures read as UTC. */
function wallHourOffsetMs(year: number, month: number, day: number, hours: number): number {
  const monthKey = year * 100 + month;
  const dayKey = monthKey * 100 + day;
  return (
    kept(offsetOfWallMonth, monthKey, () =>
      sameThroughout(
        lookedUpOffsetMs(year, month, 1, 0),
        lookedUpOffsetMs(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate(), 23),
      ),
    ) ??
    kept(offsetOfWallDay, dayKey, () =>
      sameThroughout(lookedUpOffsetMs(year, month, day, 0), lookedUpOffsetMs(year, month, day, 23)),
    ) ??
    kept(offsetOfWallHour, dayKey * 100 + hours, () => lookedUpOffsetMs(year, month, day, hours))
  );
}

/**
 * The moment a Brussels wall-clock time stands for, in milliseconds: differences between two of them are
 * real durations, also across the clock changes in March and October.
 */
export function brusselsInstantMs(dateTime: string): number {
  const [year, month, day] = [digitsAt(dateTime, 0, 4), digitsAt(dateTime, 5, 7), digitsAt(dateTime, 8, 10)];
  const hours = digitsAt(dateTime, 11, 13);
  const [minutes, seconds] = [digitsAt(dateTime, 14, 16), digitsAt(dateTime, 17, 19)];
  return Date.UTC(year, month - 1, day, hours, minutes, seconds) + wallHourOffsetMs(year, month, day, hours);
}

const ZERO = '0'.charCodeAt(0);

/**
 * The number the digits at these places write, 0 past the text's end (a date alone is at midnight). Read
 * digit by digit: a record adds up thousands of shifts, and cutting each part out and converting it took
 * about 1 µs a date-time, most of the time an hour's length takes.
 */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < Math.min(to, text.length); index += 1)
    value = value * 10 + text.charCodeAt(index) - ZERO;
  return value;
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
