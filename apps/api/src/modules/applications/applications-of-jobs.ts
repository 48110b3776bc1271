import type { ApplicationBrief } from '@jobbel/shared/applications/application.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { ownersOfJobs } from '../jobs/jobs.repository';
import { toApplicationBrief } from './applications.mapper';
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
  const owners = await ownersOfJobs(db, [...new Set(jobIDs)]);
  for (const owner of owners)
    ensure(
      can.manageBusiness(auth, owner.businessAccountID ?? undefined),
      t('api.applications.onlyTheBusinessThatPosted'),
    );
  if (owners.length === 0) return { data: [] };
  const rows = await applicationBriefsOfJobs(
    db,
    owners.map((owner) => owner.jobID),
  );
  return { data: rows.map(toApplicationBrief) };
}
