import type { BookedTerms } from '@jobbel/shared/shifts/booked-terms';
import type { JobApplicationRow, JobRow } from '../../db/database';

/** The terms a worker was booked on, or null for an application never accepted (migration 29). */
export function agreedTermsOf(row: JobApplicationRow): BookedTerms | null {
  if (row.jobApplicationAgreedLocation === null) return null;
  return {
    jobStartDateTime: row.jobApplicationAgreedStartDateTime,
    jobEndDateTime: row.jobApplicationAgreedEndDateTime,
    jobLocation: row.jobApplicationAgreedLocation,
    jobWagePerHour: row.jobApplicationAgreedWagePerHour,
    jobBreakMinutes: row.jobApplicationAgreedBreakMinutes,
  };
}

export function termsOfJob(job: Pick<JobRow, keyof BookedTerms>): BookedTerms {
  return {
    jobStartDateTime: job.jobStartDateTime,
    jobEndDateTime: job.jobEndDateTime,
    jobLocation: job.jobLocation,
    jobWagePerHour: job.jobWagePerHour,
    jobBreakMinutes: job.jobBreakMinutes,
  };
}
