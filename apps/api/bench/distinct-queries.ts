import { DASHBOARD_JOB_TYPES, JOB_RADIUS_CHOICES_KM } from '@jobbel/shared/jobs/job.constants';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import { dateTime, pick, pickPlace, random } from './bench-data';
import { SEARCH_WORDS } from './bench-vocabulary';

const WORDS = [...new Set(SEARCH_WORDS.map(toSearchKey))];
const HOURS = [
  ['4', '8'],
  ['8', '12'],
  ['12', undefined],
] as const;
const DAY_MS = 86_400_000;

/**
 * Dashboard searches the way many workers send them: words and pairs of words, type, hours, a date
 * window, another town or a radius, each combination at most once (`seen` holds every path sent).
 */
export function createQueryGenerator(seed: number, seen: Set<string>) {
  const next = random(seed);
  const day = (offset: number) => dateTime(new Date(Date.now() + offset * DAY_MS)).slice(0, 10);

  function oneQuery(): string {
    const query = new URLSearchParams({ order: 'jobAddedDateTime', direction: 'desc', limit: '12' });
    const words = next();
    if (words < 0.35) query.set('search', pick(WORDS, next));
    else if (words < 0.55) query.set('search', `${pick(WORDS, next)} ${pick(WORDS, next)}`);
    if (next() < 0.25) query.set('jobType', pick(DASHBOARD_JOB_TYPES, next));
    if (next() < 0.25) {
      const [min, max] = pick(HOURS, next);
      query.set('jobTotalHoursMin', min);
      if (max) query.set('jobTotalHoursMax', max);
    }
    if (next() < 0.25) {
      const from = Math.floor(next() * 45);
      query.set('date_from', `${day(from)} 00:00:00`);
      query.set('date_to', `${day(from + 1 + Math.floor(next() * 21))} 23:59:59`);
    }
    const town = next();
    if (town >= 0.55) query.set('jobLocation', pickPlace(next)[0]);
    if (town >= 0.85) query.set('radiusKm', String(pick(JOB_RADIUS_CHOICES_KM, next)));
    return `/api/jobs?${query}`;
  }

  /** A first page never asked for before. */
  return function nextDistinctPath(): string {
    for (;;) {
      const path = oneQuery();
      if (!seen.has(path)) {
        seen.add(path);
        return path;
      }
    }
  };
}

/** The path of the page after this answer, or undefined on the last page. */
export function nextPagePath(path: string, nextCursor: string | null): string | undefined {
  if (!nextCursor) return undefined;
  const url = new URL(path, 'http://bench');
  url.searchParams.set('after', nextCursor);
  return `${url.pathname}${url.search}`;
}
