import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A business's accepted and completed engagements starting within [from, to), with what exports show. */
export function exportableEngagements(db: Kysely<Database>, businessID: number, from: string, to: string) {
  return db
    .selectFrom('job_applications')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .leftJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
    .select([
      'jobApplicationID',
      'jobApplicationUserID',
      'jobApplicationStatus',
      'jobApplicationRegime',
      'jobApplicationAgreedStartDateTime',
      'jobApplicationAgreedEndDateTime',
      'jobApplicationAgreedLocation',
      'jobApplicationAgreedWagePerHour',
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
      'jobApplicationDimonaPeriodID',
      'jobBreakMinutes',
      'jobType',
      'jobSnapshotTitle',
      'userFirstName',
      'userLastName',
      'userNationalRegisterNumberEncrypted',
    ])
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationStatus', 'in', ['accepted', 'completed'])
    .where('jobApplicationAgreedStartDateTime', '>=', from)
    .where('jobApplicationAgreedStartDateTime', '<', to)
    .orderBy('jobApplicationAgreedStartDateTime')
    .orderBy('jobApplicationID')
    .execute();
}

export type ExportableEngagement = Awaited<ReturnType<typeof exportableEngagements>>[number];
