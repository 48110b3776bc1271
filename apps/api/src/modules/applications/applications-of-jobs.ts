import type { ApplicationBrief } from '@jobbel/shared/applications/application.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { findBusinessesByIds } from '../businesses/businesses.repository';
import { findJobsByIds } from '../jobs/jobs.repository';
import { applicationBriefsOfJobs } from './applications.repository';

/**
 * The applications to these jobs, in brief, for the business that posted all of them: what its overview
 * counts and lists (new applicants, hours to approve, who is booked), in one read and without any
 * applicant's record (docs/decisions/national-scale.md).
 */
export async function applicationsOfJobs(
  db: Kysely<Database>,
  auth: AuthContext,
  jobIDs: number[],
): Promise<{ data: ApplicationBrief[] }> {
  // a job deleted since the overview listed it has no applications left: it is passed over, not refused
  const jobs = await findJobsByIds(db, [...new Set(jobIDs)]);
  const businesses = await findBusinessesByIds(db, [...new Set(jobs.map((job) => job.jobBusinessID))]);
  for (const job of jobs) {
    const business = businesses.find((each) => each.businessID === job.jobBusinessID);
    ensure(
      can.manageBusiness(auth, business?.businessAccountID),
      t('api.applications.onlyTheBusinessThatPosted'),
    );
  }
  if (jobs.length === 0) return { data: [] };
  const rows = await applicationBriefsOfJobs(
    db,
    jobs.map((job) => job.jobID),
  );
  return {
    data: rows.map((row) => ({
      jobApplicationID: row.jobApplicationID,
      jobApplicationJobID: row.jobApplicationJobID,
      jobApplicationStatus: row.jobApplicationStatus,
      jobApplicationHoursStatus: row.jobApplicationHoursStatus,
      jobApplicationChangeDeclined: Number(row.jobApplicationChangeDeclined) === 1,
      jobApplicationChangedBy: row.jobApplicationChangedBy,
      jobApplicationUpdatedDateTime: row.jobApplicationUpdatedDateTime,
      applicant:
        row.userFirstName === null || row.userLastName === null
          ? null
          : { userFirstName: row.userFirstName, userLastName: row.userLastName },
    })),
  };
}
