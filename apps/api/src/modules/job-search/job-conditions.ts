import { DEFAULT_JOB_LOCATION } from '@jobbel/shared/jobs/job.constants';
import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import type { JobRow } from '../../db/database';
import { withinRadiusOf } from '../places/places';
import type { JobFilters } from './job-filters';
import { type SearchArea, searchAreaOf } from './job-search-area';

/**
 * A list query's filters as the conditions every matcher applies: the database query
 * (job-search.repository.ts), the open-job index (open-job-index.ts, by columns) and `matchesConditions`
 * below (job alerts).
 * open-job-index.agreement.test.ts holds the three to the same answers.
 */
export interface JobConditions {
  /** each must occur in title or description (jobSearchText) */
  words: string[];
  area?: SearchArea;
  /** jobLocationKey must equal it; empty for any place */
  locationKey: string;
  jobType?: string;
  hoursMin?: number;
  hoursMax?: number;
  /** jobStartDateTime within these, inclusive */
  startFrom?: string;
  startTo?: string;
}

export function jobConditionsOf(filters: JobFilters): JobConditions {
  // spec 000 §7: Gent by default; a business's own list (jobBusinessID) spans every location unless asked
  const area = searchAreaOf(filters);
  const location = filters.jobLocation ?? (filters.jobBusinessID === undefined ? DEFAULT_JOB_LOCATION : '');
  return {
    words: toSearchKey(filters.search ?? '')
      .split(' ')
      .filter(Boolean),
    area,
    locationKey: area ? '' : toSearchKey(location),
    jobType: filters.jobType,
    hoursMin: filters.jobTotalHoursMin,
    hoursMax: filters.jobTotalHoursMax,
    startFrom: [filters.date_from, filters.jobStartDateTime_gte]
      .filter((value) => value !== undefined)
      .sort()
      .at(-1),
    startTo: [filters.date_to, filters.jobStartDateTime_lte]
      .filter((value) => value !== undefined)
      .sort()
      .at(0),
  };
}

/** The columns of a job the conditions look at. */
export type MatchableJob = Pick<
  JobRow,
  | 'jobStatus'
  | 'jobStartDateTime'
  | 'jobSearchText'
  | 'jobType'
  | 'jobHours'
  | 'jobLocationKey'
  | 'jobLatitude'
  | 'jobLongitude'
>;

/** Whether a worker's search with these conditions lists this job at `now`: the rule of one job at a time. */
export function matchesConditions(conditions: JobConditions, job: MatchableJob, now: string): boolean {
  if (!isOpenJob(job, now)) return false;
  const start = job.jobStartDateTime ?? '';
  if (conditions.startFrom && start < conditions.startFrom) return false;
  if (conditions.startTo && start > conditions.startTo) return false;
  if (conditions.jobType && job.jobType !== conditions.jobType) return false;
  const hours = job.jobHours;
  if (conditions.hoursMin !== undefined && (hours === null || hours < conditions.hoursMin)) return false;
  if (conditions.hoursMax !== undefined && (hours === null || hours > conditions.hoursMax)) return false;
  if (conditions.area) {
    const { centre, radiusKm } = conditions.area;
    if (job.jobLatitude === null || job.jobLongitude === null) return false;
    if (!withinRadiusOf(centre, radiusKm)(job.jobLatitude, job.jobLongitude)) return false;
  } else if (conditions.locationKey && job.jobLocationKey !== conditions.locationKey) return false;
  return conditions.words.every((word) => job.jobSearchText.includes(word));
}
