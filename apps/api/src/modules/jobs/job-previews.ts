import { type JobListResponse, jobListQuerySchema } from '@jobbel/shared/jobs/job.schemas';
import { JOB_PREVIEW_COUNT, type JobPreviewList } from '@jobbel/shared/jobs/job-preview.schemas';
import type { ChangeNumbers } from '../../plugins/change-numbers';
import { findBusinessesByIds } from '../businesses/businesses.repository';
import { type JobSearchContext, searchJobsJson } from './jobs.service';

// the feed's own first page (Gent, soonest first): the carousel shows what a worker would see first
const SOONEST_OPEN_JOBS = jobListQuerySchema.parse({ order: 'jobStartDateTime', limit: JOB_PREVIEW_COUNT });

/**
 * The soonest open jobs, as much of them as a signed-out visitor may see (spec 000 §3: the login
 * carousel, whose cards open the job). Read through the feed's own cache and index.
 */
export async function upcomingJobPreviews(
  search: JobSearchContext,
  numbers: ChangeNumbers,
): Promise<JobPreviewList> {
  const page = JSON.parse(await searchJobsJson(search, SOONEST_OPEN_JOBS, numbers)) as JobListResponse;
  const businesses = await findBusinessesByIds(
    search.db,
    page.data.map((job) => job.jobBusinessID),
  );
  const nameOf = new Map(businesses.map((business) => [business.businessID, business.businessName]));
  return {
    data: page.data.map((job) => ({
      jobID: job.jobID,
      jobTitle: job.jobTitle,
      businessName: nameOf.get(job.jobBusinessID) ?? null,
      jobLocation: job.jobLocation,
      jobType: job.jobType,
      jobHours: job.jobHours,
      jobStartDateTime: job.jobStartDateTime,
      jobBanner: job.jobBanner,
    })),
  };
}
