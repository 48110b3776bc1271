import { TZDate } from '@date-fns/tz';
import { expect, it } from 'vitest';
import { brusselsDateTimeAt, brusselsInstantMs } from './brussels-time';

const MINUTE_MS = 60_000;
const wallClockFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  dateStyle: 'short',
  timeStyle: 'medium',
  hourCycle: 'h23',
});
const wallClock = (instantMs: number) => wallClockFormat.format(instantMs);

/** A wall-clock time's moment, asked of the time zone data each time. */
function fromTimeZoneData(wall: string) {
  const [year, month, day, hours, minutes, seconds] = wall.split(/[- :]/).map(Number);
  return new TZDate(year!, month! - 1, day!, hours!, minutes!, seconds!, 'Europe/Brussels').getTime();
}

/** Every 211th minute and some odd seconds from 2024 into 2029: every clock change of five years. */
function momentsOfFiveYears() {
  const moments: number[] = [];
  for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 211 * MINUTE_MS + 13_000)
    moments.push(at);
  return moments;
}

it('reads each moment of five years as the time zone data does, the clock changes of March and October included', () => {
  for (const at of momentsOfFiveYears()) {
    const wall = brusselsDateTimeAt(at);
    expect(wall).toBe(wallClock(at));
    expect(brusselsInstantMs(wall)).toBe(fromTimeZoneData(wall));
  }
  // the hour that does not exist in March and the one that happens twice in October, minute by minute
  for (const hour of ['2026-03-29 02', '2026-10-25 02', '2027-03-28 02', '2027-10-31 02'])
    for (let minute = 0; minute < 60; minute += 1) {
      const wall = `${hour}:${String(minute).padStart(2, '0')}:30`;
      expect(brusselsInstantMs(wall)).toBe(fromTimeZoneData(wall));
    }
});

it('counts a night shift across a clock change in real hours', () => {
  // 2026-03-29: 02:00 becomes 03:00; 2026-10-25: 03:00 becomes 02:00
  expect(
    (brusselsInstantMs('2026-03-29 06:00:00') - brusselsInstantMs('2026-03-28 22:00:00')) / 3_600_000,
  ).toBe(7);
  expect(
    (brusselsInstantMs('2026-10-25 06:00:00') - brusselsInstantMs('2026-10-24 22:00:00')) / 3_600_000,
  ).toBe(9);
  expect(brusselsDateTimeAt(Date.UTC(2026, 2, 29, 0, 59, 59))).toBe('2026-03-29 01:59:59');
  expect(brusselsDateTimeAt(Date.UTC(2026, 2, 29, 1, 0, 0))).toBe('2026-03-29 03:00:00');
  expect(brusselsDateTimeAt(Date.UTC(2026, 9, 25, 0, 59, 59))).toBe('2026-10-25 02:59:59');
  expect(brusselsDateTimeAt(Date.UTC(2026, 9, 25, 1, 0, 0))).toBe('2026-10-25 02:00:00');
});

it('reads a date alone as its midnight and a time without seconds as on the minute', () => {
  expect(brusselsInstantMs('2026-07-01')).toBe(brusselsInstantMs('2026-07-01 00:00:00'));
  expect(brusselsInstantMs('2026-01-15 09:30')).toBe(brusselsInstantMs('2026-01-15 09:30:00'));
  expect(brusselsInstantMs('2026-07-01')).toBe(Date.UTC(2026, 5, 30, 22));
});
