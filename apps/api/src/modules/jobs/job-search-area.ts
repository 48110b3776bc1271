import { DEFAULT_JOB_LOCATION } from '@jobbel/shared/jobs/job.constants';
import type { Place } from '@jobbel/shared/places/place.schemas';
import { badRequest } from '../../lib/http-error';
import { findPlace } from '../places/places';
import type { JobFilters } from './jobs.repository';

export interface SearchArea {
  centre: Place;
  radiusKm: number;
}

/** With radiusKm the search is around a town (jobLocation, default Gent); that town must be known. */
export function searchAreaOf(filters: JobFilters): SearchArea | undefined {
  if (filters.radiusKm === undefined) return undefined;
  const town = filters.jobLocation || DEFAULT_JOB_LOCATION;
  const centre = findPlace(town);
  if (!centre)
    throw badRequest(
      'unknown_place',
      `jobLocation '${town}' is not a Belgian town we know: pick one from /api/places`,
    );
  return { centre, radiusKm: filters.radiusKm };
}
