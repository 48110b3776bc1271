import { BOOKED_STATUSES } from '@jobbel/shared/engagements/dimona-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A business's accepted and completed engagements, with the columns the exports show. */
function ofBusiness(db: Kysely<Database>, businessID: number) {
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
      'jobApplicationAgreedBreakMinutes',
      'jobType',
      'jobSnapshotTitle',
      'userFirstName',
      'userLastName',
      'userNationalRegisterNumberEncrypted',
    ])
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationStatus', 'in', BOOKED_STATUSES);
}

/** A business's accepted and completed engagements starting within [from, to), with what exports show. */
export function exportableEngagements(db: Kysely<Database>, businessID: number, from: string, to: string) {
  return ofBusiness(db, businessID)
    .where('jobApplicationAgreedStartDateTime', '>=', from)
    .where('jobApplicationAgreedStartDateTime', '<', to)
    .orderBy('jobApplicationAgreedStartDateTime')
    .orderBy('jobApplicationID')
    .execute();
}

/** One of them, or undefined when it is not this business's accepted or completed engagement. */
export function exportableEngagement(db: Kysely<Database>, businessID: number, jobApplicationID: number) {
  return ofBusiness(db, businessID).where('jobApplicationID', '=', jobApplicationID).executeTakeFirst();
}

export type ExportableEngagement = Awaited<ReturnType<typeof exportableEngagements>>[number];
