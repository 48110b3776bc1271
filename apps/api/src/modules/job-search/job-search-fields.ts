import { stripHtml, toSearchKey } from '@jobbel/shared/jobs/search-key';
import { findPlace } from '../places/places';

/** The derived columns search, the location filter and the radius use; written with every insert or update. */
export function jobSearchFields(job: { jobTitle: string; jobDescription: string; jobLocation: string }) {
  const place = findPlace(job.jobLocation);
  return {
    jobSearchText: toSearchKey(`${job.jobTitle} ${stripHtml(job.jobDescription)}`),
    jobLocationKey: toSearchKey(job.jobLocation),
    jobLatitude: place?.latitude ?? null,
    jobLongitude: place?.longitude ?? null,
  };
}
