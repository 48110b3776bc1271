import {
  DASHBOARD_PAGE_SIZE,
  type HoursBucketValue,
  hoursBucket,
  matchesHoursBucket,
} from '@jobbel/shared/jobs/job.constants';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { lightFormat } from 'date-fns';

export interface DashboardFilters {
  search: string;
  location: string;
  jobType: string;
  hours: HoursBucketValue;
  dateFrom: Date | null;
  dateTo: Date | null;
  /** around the town (Gent when none is typed); null for the town itself */
  radiusKm: number | null;
}

export const EMPTY_FILTERS: DashboardFilters = {
  search: '',
  location: '',
  jobType: '',
  hours: 'all',
  dateFrom: null,
  dateTo: null,
  radiusKm: null,
};

/** spec 000 §5 and §7: trimmed text, empty values not sent, dates as whole days, newest first. */
// the API's day (Europe/Brussels, as the browser shows it); lightFormat keeps this module tiny, so the
// dashboard's first search can start from the entry before its screen has loaded
const apiDay = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

export function toJobsQuery(filters: DashboardFilters, after?: string) {
  const bucket = hoursBucket(filters.hours);
  return {
    order: 'jobAddedDateTime',
    direction: 'desc',
    limit: DASHBOARD_PAGE_SIZE,
    // issue 14: 'Meer jobs laden' continues after the last job shown, at any depth
    after,
    search: filters.search.trim() || undefined,
    jobLocation: filters.location.trim() || undefined,
    radiusKm: filters.radiusKm ?? undefined,
    jobType: filters.jobType || undefined,
    jobTotalHoursMin: 'min' in bucket ? bucket.min : undefined,
    jobTotalHoursMax: 'max' in bucket ? bucket.max : undefined,
    date_from: filters.dateFrom ? `${apiDay(filters.dateFrom)} 00:00:00` : undefined,
    date_to: filters.dateTo ? `${apiDay(filters.dateTo)} 23:59:59` : undefined,
  };
}

export function hasActiveFilters(filters: DashboardFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.location.trim() !== '' ||
    filters.jobType !== '' ||
    filters.hours !== 'all' ||
    filters.dateFrom !== null ||
    filters.radiusKm !== null
  );
}

/** The loaded pages in order, with the hours bucket applied again on the client (spec 000 §5). */
export function visibleJobs(pages: { data: Job[] }[], hours: HoursBucketValue): Job[] {
  return pages
    .flatMap((page) => page.data)
    .filter((job) => matchesHoursBucket(job.jobTotalHours ?? job.jobHours, hours));
}
