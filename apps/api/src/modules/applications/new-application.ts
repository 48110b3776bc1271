import type { Insertable, Updateable } from 'kysely';
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

/**
 * The same row made a new application again (one row per job and worker): the job's snapshot taken
 * anew, and every trace of the earlier attempt cleared (it was kept in earlier_applications first).
 */
export function reopenedApplication(
  job: JobRow,
  businessName: string | null,
  now: string,
): Updateable<JobApplicationsTable> {
  const { jobApplicationJobID, jobApplicationUserID, ...fresh } = newApplication(
    job,
    businessName,
    0,
    'pending',
    now,
  );
  return {
    ...fresh,
    jobApplicationLateCancellation: 0,
    jobApplicationCancelReason: null,
    jobApplicationNoShowState: null,
    jobApplicationAgreedStartDateTime: null,
    jobApplicationAgreedEndDateTime: null,
    jobApplicationAgreedLocation: null,
    jobApplicationAgreedWagePerHour: null,
    jobApplicationAgreedBreakMinutes: null,
    jobApplicationChangeProposedDateTime: null,
    jobApplicationChangeDeclined: 0,
    jobApplicationNoShowClaimedDateTime: null,
    jobApplicationNoShowContestReason: null,
    jobApplicationNoShowWithdrawnDateTime: null,
    jobApplicationWorkedStartDateTime: null,
    jobApplicationWorkedEndDateTime: null,
    jobApplicationBreakMinutes: null,
    jobApplicationHoursStatus: null,
    jobApplicationHoursSubmittedDateTime: null,
    jobApplicationHoursComment: null,
    jobApplicationSubmittedStartDateTime: null,
    jobApplicationSubmittedEndDateTime: null,
    jobApplicationSubmittedBreakMinutes: null,
    jobApplicationCorrectedStartDateTime: null,
    jobApplicationCorrectedEndDateTime: null,
    jobApplicationCorrectedBreakMinutes: null,
    jobApplicationHoursContestComment: null,
    jobApplicationHoursWarningSentDateTime: null,
    jobApplicationHoursDecidedBy: null,
    jobApplicationCompletedDateTime: null,
    jobApplicationReminderSentDateTime: null,
    jobApplicationHoursRequestSentDateTime: null,
  };
}
