import type { Application } from '@jobbel/shared/applications/application.schemas';
import type { JobApplicationRow, JobRow } from '../../db/database';
import { toJobDto } from '../jobs/jobs.mapper';

/** The job as it is now when it still exists, otherwise the snapshot taken when applying. */
export function toApplicationDto(
  row: JobApplicationRow,
  job: JobRow | undefined,
  company: { businessName: string; businessAccountID: number } | undefined,
): Application {
  return {
    jobApplicationID: row.jobApplicationID,
    jobApplicationJobID: row.jobApplicationJobID,
    jobApplicationUserID: row.jobApplicationUserID,
    jobApplicationStatus: row.jobApplicationStatus,
    jobApplicationDateTime: row.jobApplicationDateTime,
    jobID: row.jobApplicationJobID,
    jobTitle: job?.jobTitle ?? row.jobSnapshotTitle,
    jobBusinessID: job?.jobBusinessID ?? row.jobSnapshotBusinessID,
    companyName: company?.businessName ?? row.jobSnapshotBusinessName,
    companyAccountID: company?.businessAccountID ?? null,
    jobLocation: job?.jobLocation ?? row.jobSnapshotLocation,
    jobWagePerHour: job ? job.jobWagePerHour : row.jobSnapshotWagePerHour,
    jobStartDateTime: job ? job.jobStartDateTime : row.jobSnapshotStartDateTime,
    job: job ? toJobDto(job) : null,
  };
}
