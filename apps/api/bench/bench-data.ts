import { brusselsDateTimeAt } from '@jobbel/shared/app/brussels-time';
import { stripHtml, toSearchKey } from '@jobbel/shared/jobs/search-key';
import places from '../src/modules/places/belgian-places.json' with { type: 'json' };
import { DISHES, DRINKS, PERKS, QUALITIES, ROLES, SHIFTS, TASKS, VENUES } from './bench-vocabulary';
import { skewed } from './scale/scale-volumes';

export const BENCH_JOBS = 1_000_000;
export const BENCH_BUSINESSES = 10_000;

// A marketplace that has run for three years and grows: most jobs lie in the past, about one in ten
// starts in the next 60 days (sqrt skews the start days toward today).
const HISTORY_DAYS = 3 * 365;
const AHEAD_DAYS = 60;
const DAY_MS = 86_400_000;
const GENT_SHARE = 0.3;

/** A small fast PRNG: the same job for the same index on both engines. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(items: readonly T[], next: () => number): T =>
  items[Math.floor(next() * items.length)]!;

const BELGIAN_PLACES = places as [string, number, number, number][];
const populationTotal = BELGIAN_PLACES.reduce((sum, place) => sum + place[3], 0);
const cumulative = BELGIAN_PLACES.reduce<number[]>((sums, place) => {
  sums.push((sums.at(-1) ?? 0) + place[3] / populationTotal);
  return sums;
}, []);
const GENT = BELGIAN_PLACES.find(([name]) => name === 'Gent')!;

/** Gent for three jobs in ten, otherwise a Belgian town chosen by its population. */
export function pickPlace(next: () => number): [string, number, number, number] {
  if (next() < GENT_SHARE) return GENT;
  const target = next();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (cumulative[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return BELGIAN_PLACES[low]!;
}

/** A moment as the app stores it: Brussels wall-clock time, to the minute, whatever the machine's zone. */
export function dateTime(date: Date): string {
  return `${brusselsDateTimeAt(date.getTime()).slice(0, 16)}:00`;
}

/** The i-th job, the same on both engines. */
export function benchJob(i: number, now: number, businesses = BENCH_BUSINESSES) {
  const next = random(i * 2_654_435_761);
  const [role, type] = pick(ROLES, next);
  const shift = pick(SHIFTS, next);
  const venue = pick(VENUES, next);
  const title = next() < 0.5 ? `${role} ${shift}` : `${role} ${venue}`;
  const description =
    `<p>Onze ${venue} zoekt een ${pick(QUALITIES, next)} ${role.toLowerCase()} voor de ${shift}.</p>` +
    `<p>Je helpt met ${pick(TASKS, next)} en ${pick(TASKS, next)}; op de kaart staan ${pick(DISHES, next)} ` +
    `en ${pick(DRINKS, next)}.</p><ul><li>${pick(PERKS, next)}</li><li>${pick(PERKS, next)}</li></ul>`;
  const [town, latitude, longitude] = pickPlace(next);
  const startDay = Math.floor(Math.sqrt(next()) * (HISTORY_DAYS + AHEAD_DAYS)) - HISTORY_DAYS;
  const start = new Date(now + startDay * DAY_MS);
  start.setHours(6 + Math.floor(next() * 17), next() < 0.5 ? 0 : 30, 0, 0);
  const hours = 3 + Math.floor(next() * 10);
  const added = Math.min(start.getTime() - (1 + next() * 30) * DAY_MS, now - next() * DAY_MS);
  const started = start.getTime() <= now;
  return {
    // a few chains post thousands of shifts, most businesses a few dozen (the first of 10,000 has 1 %)
    jobBusinessID: skewed(businesses, next),
    jobTitle: title,
    jobDescription: description,
    jobType: type,
    jobLocation: town,
    jobLocationKey: toSearchKey(town),
    jobLatitude: latitude,
    jobLongitude: longitude,
    jobSearchText: toSearchKey(`${title} ${stripHtml(description)}`),
    jobWagePerHour: 13 + Math.floor(next() * 13),
    jobStartDateTime: dateTime(start),
    jobEndDateTime: dateTime(new Date(start.getTime() + hours * 3_600_000)),
    jobHours: hours,
    jobStatus: started ? (next() < 0.7 ? 'expired' : 'filled') : next() < 0.92 ? 'active' : 'filled',
    jobAddedDateTime: dateTime(new Date(added)),
  };
}
