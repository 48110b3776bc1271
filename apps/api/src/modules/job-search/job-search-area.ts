import { DEFAULT_JOB_LOCATION } from '@jobbel/shared/jobs/job.constants';
import type { Place } from '@jobbel/shared/places/place.schemas';
import { findPlace } from '../places/places';
import type { JobFilters } from './job-filters';

export interface SearchArea {
  centre: Place;
  radiusKm: number;
}

/**
 * With radiusKm the search is around a town (jobLocation, default Gent). A town the place list does
 * not know has no coordinates to measure from: it is matched by name, as without radiusKm.
 */
export function searchAreaOf(filters: JobFilters): SearchArea | undefined {
  if (filters.radiusKm === undefined) return undefined;
  const centre = findPlace(filters.jobLocation || DEFAULT_JOB_LOCATION);
  return centre && { centre, radiusKm: filters.radiusKm };
}
