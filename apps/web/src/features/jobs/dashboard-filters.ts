import {
  DASHBOARD_PAGE_SIZE,
  HOURS_BUCKETS,
  type HoursBucketValue,
  hoursFilterOf,
  JOB_RADIUS_MAX_KM,
  matchesHoursBucket,
} from '@jobbel/shared/jobs/job.constants';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { lightFormat } from 'date-fns';
import { apiDay } from '../../lib/day-windows';

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

export function toJobsQuery(filters: DashboardFilters, after?: string) {
  return {
    order: 'jobAddedDateTime',
    direction: 'desc',
    limit: DASHBOARD_PAGE_SIZE,
    // 'Meer jobs laden' continues after the last job shown, at any depth
    after,
    search: filters.search.trim() || undefined,
    jobLocation: filters.location.trim() || undefined,
    radiusKm: filters.radiusKm ?? undefined,
    jobType: filters.jobType || undefined,
    ...hoursFilterOf(filters.hours),
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

const DAY_IN_URL = 'yyyy-MM-dd';
/** A 'yyyy-MM-dd' day at local midnight, as the date picker gives it; null for anything else ('2030-13-45'). */
const dayFrom = (text: string | null) => {
  const parts = text?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/**
 * The search in the address: it survives a reload and a trip to a job and back, and can be
 * shared. Only what differs from the empty search is written; what cannot be read is left out.
 */
export function searchParamsOf(filters: DashboardFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('q', filters.search.trim());
  if (filters.location.trim()) params.set('town', filters.location.trim());
  if (filters.radiusKm !== null) params.set('km', String(filters.radiusKm));
  if (filters.jobType) params.set('type', filters.jobType);
  if (filters.hours !== 'all') params.set('hours', filters.hours);
  if (filters.dateFrom) params.set('from', lightFormat(filters.dateFrom, DAY_IN_URL));
  if (filters.dateTo) params.set('to', lightFormat(filters.dateTo, DAY_IN_URL));
  return params;
}

export function filtersFromSearchParams(params: URLSearchParams): DashboardFilters {
  const radius = Number(params.get('km'));
  const hours = params.get('hours');
  return {
    search: params.get('q')?.slice(0, 200) ?? '',
    location: params.get('town')?.slice(0, 100) ?? '',
    jobType: params.get('type')?.slice(0, 50) ?? '',
    hours: HOURS_BUCKETS.find((bucket) => bucket.value === hours)?.value ?? 'all',
    dateFrom: dayFrom(params.get('from')),
    dateTo: dayFrom(params.get('to')),
    radiusKm: Number.isInteger(radius) && radius > 0 && radius <= JOB_RADIUS_MAX_KM ? radius : null,
  };
}
