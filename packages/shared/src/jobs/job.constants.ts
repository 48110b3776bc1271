// spec 000 §5 and §9: dashboard job types, hours buckets, paging
export const DASHBOARD_JOB_TYPES = ['Ober/Serveerster', 'Kok', 'Barista', 'Afwasser', 'Manager'] as const;
// spec 001 §3: job types on the job form
export const JOB_FORM_TYPES = ['Nightlife', 'Bar', 'Restaurant', 'Hotel', 'Café', 'Catering'] as const;
export const JOB_STATUSES = ['active', 'filled', 'expired'] as const;
/** a job needs 1 worker unless the employer asks for more, up to this many */
export const JOB_MAX_PLACES = 50;

export const DEFAULT_JOB_LOCATION = 'Gent';
/** Distances a worker can search within around a town. */
export const JOB_RADIUS_CHOICES_KM = [5, 10, 25, 50] as const;
export const JOB_RADIUS_MAX_KM = 100;
export const JOBS_DEFAULT_LIMIT = 10;
export const JOBS_MAX_LIMIT = 100;
/** spec 001: the employer's job list, a page at a time */
export const EMPLOYER_JOBS_PAGE_SIZE = 10;
/** 'Meer jobs laden' pages; a multiple of the 3-column grid (docs/decisions/sample-data-screens.md: next page, appended). */
export const DASHBOARD_PAGE_SIZE = 12;
export const LOAD_MORE_MIN_SHOWN = 9;

/** Columns a job list may be sorted by; anything else is refused. */
export const JOB_SORT_COLUMNS = [
  'jobID',
  'jobTitle',
  'jobType',
  'jobLocation',
  'jobWagePerHour',
  'jobStartDateTime',
  'jobEndDateTime',
  'jobHours',
  'jobAddedDateTime',
] as const;
export type JobSortColumn = (typeof JOB_SORT_COLUMNS)[number];
/** The sort columns a cursor ('after') can continue from: the ones a listed job has a value for. */
export const JOB_CURSOR_COLUMNS = [
  'jobAddedDateTime',
  'jobStartDateTime',
  'jobID',
  'jobTitle',
  'jobType',
  'jobLocation',
] as const satisfies readonly JobSortColumn[];
/** Totals are counted exactly up to this many matching jobs, then reported as at least this many. */
export const JOB_TOTAL_COUNT_LIMIT = 1000;

/** spec 000 §5: the hours filter; each language names the buckets (web.jobs.hoursBuckets) */
export const HOURS_BUCKETS = [
  { value: 'all' },
  { value: '4-8', min: 4, max: 8 },
  { value: '8-12', min: 8, max: 12 },
  { value: '12+', min: 12 },
] as const;
export type HoursBucket = (typeof HOURS_BUCKETS)[number];
export type HoursBucketValue = HoursBucket['value'];

export function hoursBucket(value: HoursBucketValue): HoursBucket {
  return HOURS_BUCKETS.find((bucket) => bucket.value === value) ?? HOURS_BUCKETS[0];
}

/** A bucket as the job list's hours filter: the bounds it sends (none for 'all'). */
export function hoursFilterOf(value: HoursBucketValue): {
  jobTotalHoursMin?: number;
  jobTotalHoursMax?: number;
} {
  const bucket = hoursBucket(value);
  return {
    jobTotalHoursMin: 'min' in bucket ? bucket.min : undefined,
    jobTotalHoursMax: 'max' in bucket ? bucket.max : undefined,
  };
}

/** Inclusive bounds (spec 000 §5): 4 to 8, 8 to 12, at least 12. Jobs without hours only match 'all'. */
export function matchesHoursBucket(hours: number | null | undefined, value: HoursBucketValue): boolean {
  const bucket = hoursBucket(value);
  if (!('min' in bucket)) return true;
  if (hours === null || hours === undefined) return false;
  return hours >= bucket.min && (!('max' in bucket) || hours <= bucket.max);
}
