import { DEFAULT_JOB_LOCATION } from '@jobbel/shared/jobs/job.constants';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import type { JobFilters } from './job-filters';
import { type SearchArea, searchAreaOf } from './job-search-area';

/** A list query's filters as the conditions both the database query and the open-job index apply. */
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
