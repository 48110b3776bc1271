import type { Insertable } from 'kysely';
import type { JobApplicationsTable, JobRow } from '../../db/database';

/**
 * A new application, by a worker applying (pending) or a business inviting a team member (invited),
 * with the snapshot of the job that keeps it readable after the job is deleted.
 */
export function newApplication(
  job: JobRow,
  businessName: string | null,
  userID: number,
  status: 'pending' | 'invited',
  now: string,
): Insertable<JobApplicationsTable> {
  return {
    jobApplicationJobID: job.jobID,
    jobApplicationUserID: userID,
    jobApplicationStatus: status,
    jobApplicationDateTime: now,
    jobApplicationUpdatedDateTime: null,
    jobApplicationChangedBy: status === 'invited' ? 'business' : 'worker',
    jobSnapshotTitle: job.jobTitle,
    jobSnapshotBusinessID: job.jobBusinessID,
    jobSnapshotBusinessName: businessName,
    jobSnapshotLocation: job.jobLocation,
    jobSnapshotWagePerHour: job.jobWagePerHour,
    jobSnapshotStartDateTime: job.jobStartDateTime,
  };
}
