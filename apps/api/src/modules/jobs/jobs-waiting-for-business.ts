import { brusselsDateTimeAt, brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import { JOBS_MAX_LIMIT } from '@jobbel/shared/jobs/job.constants';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { ANSWER_SHOWN_HOURS } from '@jobbel/shared/shifts/shift.constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { ownBusiness } from '../businesses/businesses.write-service';
import { toJobDto } from './jobs.mapper';
import { findJobsByIds, jobIDsWaitingForBusinessQuery } from './jobs.repository';

/**
 * The signed-in business's jobs with something waiting for it, soonest first and no more than a page
 * (its dashboard's to-do list reads their applications): however long its history, and whichever page
 * of its jobs it looks at. Shifts whose hours wait have begun, so they come before any job still to come.
 */
export async function jobsWaitingForBusiness(db: Kysely<Database>, auth: AuthContext): Promise<Job[]> {
  const business = await ownBusiness(db, auth);
  const now = brusselsNow();
  const answeredSince = brusselsDateTimeAt(brusselsInstantMs(now) - ANSWER_SHOWN_HOURS * 3_600_000);
  const waiting = await jobIDsWaitingForBusinessQuery(db, business.businessID, {
    now,
    answeredSince,
    limit: JOBS_MAX_LIMIT,
  }).execute();
  const rows = await findJobsByIds(
    db,
    waiting.map((row) => row.jobID),
  );
  return rows
    .map(toJobDto)
    .sort((a, b) => (a.jobStartDateTime ?? '').localeCompare(b.jobStartDateTime ?? '') || a.jobID - b.jobID)
    .slice(0, JOBS_MAX_LIMIT);
}
