import type { Job } from '@jobbel/shared/jobs/job.schemas';
import type { JobRow } from '../../db/database';
import { regimesOf } from '../engagements/job-regimes';

function stringList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Every field of spec 001 §3, with the aliases the client reads (jobCompanyID, jobTotalHours, jobPosted). */
export function toJobDto(row: JobRow): Job {
  return {
    jobID: row.jobID,
    jobTitle: row.jobTitle,
    jobBusinessID: row.jobBusinessID,
    jobCompanyID: row.jobBusinessID,
    jobLocation: row.jobLocation,
    jobType: row.jobType,
    jobHours: row.jobHours,
    jobTotalHours: row.jobHours,
    jobWagePerHour: row.jobWagePerHour,
    jobPosted: row.jobAddedDateTime,
    jobAddedDateTime: row.jobAddedDateTime,
    jobStartDateTime: row.jobStartDateTime,
    jobEndDateTime: row.jobEndDateTime,
    jobExperience: row.jobExperience,
    jobDescription: row.jobDescription,
    jobRequirements: stringList(row.jobRequirements),
    jobBenefits: stringList(row.jobBenefits),
    jobBanner: row.jobBanner,
    jobGallery: stringList(row.jobGallery),
    jobStatus: row.jobStatus,
    jobPlaces: row.jobPlaces,
    jobAddress: row.jobAddress,
    jobBreakMinutes: row.jobBreakMinutes,
    jobBring: row.jobBring,
    jobRegimes: regimesOf(row.jobRegimes),
  };
}
