import { stripHtml, toSearchKey } from '@jobbel/shared/jobs/search-key';

/** The derived columns search and the location filter use; written with every job insert or update. */
export function jobSearchFields(job: { jobTitle: string; jobDescription: string; jobLocation: string }) {
  return {
    jobSearchText: toSearchKey(`${job.jobTitle} ${stripHtml(job.jobDescription)}`),
    jobLocationKey: toSearchKey(job.jobLocation),
  };
}
