import { brusselsDateTimeAt, brusselsInstantMs } from '../app/brussels-time';
import {
  CHECK_DIFFERENCE_NOTABLE_MINUTES,
  CHECK_IN_OPENS_MINUTES_BEFORE_START,
  CHECK_OUT_CLOSES_HOURS_AFTER_END,
  type CheckKind,
} from './check-in.constants';

const MINUTE_MS = 60_000;

/** A check-in is taken from 60 minutes before the booked start until its end (times as stored, Brussels). */
export function isCheckInOpen(start: string, end: string, now: string): boolean {
  const at = brusselsInstantMs(now);
  return (
    at >= brusselsInstantMs(start) - CHECK_IN_OPENS_MINUTES_BEFORE_START * MINUTE_MS &&
    at <= brusselsInstantMs(end)
  );
}

/** A check-out is taken from the check-in on until 6 hours after the booked end. */
export function isCheckOutOpen(checkedIn: string, end: string, now: string): boolean {
  const at = brusselsInstantMs(now);
  return (
    at >= brusselsInstantMs(checkedIn) &&
    at <= brusselsInstantMs(end) + CHECK_OUT_CLOSES_HOURS_AFTER_END * 3_600_000
  );
}

export interface PresenceCheck {
  checkKind: CheckKind;
  checkedAt: string;
  checkID: number;
}

/**
 * The presence as the log says it: the latest record of each kind counts, as a correction is a newer
 * record, never an edit of the old one.
 */
export function presenceOf(checks: readonly PresenceCheck[]): {
  checkedIn: string | null;
  checkedOut: string | null;
} {
  const latest = (kind: CheckKind) =>
    checks.filter((check) => check.checkKind === kind).sort((a, b) => b.checkID - a.checkID)[0]?.checkedAt ??
    null;
  return { checkedIn: latest('in'), checkedOut: latest('out') };
}

/** A checked time as the hours form offers it: to the nearest quarter hour, as worked hours are counted. */
export function toQuarterHour(dateTime: string): string {
  const quarter = 15 * MINUTE_MS;
  return brusselsDateTimeAt(Math.round(brusselsInstantMs(dateTime) / quarter) * quarter);
}

/** Two times of one shift that differ by more than 15 minutes are shown to the business as a difference. */
export function differsNotably(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return Math.abs(brusselsInstantMs(a) - brusselsInstantMs(b)) > CHECK_DIFFERENCE_NOTABLE_MINUTES * MINUTE_MS;
}

/** Metres between two points on the earth (haversine): how far from the job's place a check was made. */
export function distanceMetres(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}
