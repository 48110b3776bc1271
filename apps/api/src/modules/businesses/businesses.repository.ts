import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database> | Transaction<Database>;

export function findBusinessById(db: Db, businessID: number) {
  return db.selectFrom('businesses').selectAll().where('businessID', '=', businessID).executeTakeFirst();
}

export function findBusinessByAccountId(db: Db, accountID: number) {
  return db
    .selectFrom('businesses')
    .selectAll()
    .where('businessAccountID', '=', accountID)
    .executeTakeFirst();
}

export function listBusinesses(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom('businesses')
    .selectAll()
    .orderBy('businessName')
    .orderBy('businessID')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countBusinesses(db: Db) {
  const { total } = await db
    .selectFrom('businesses')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

export function listBusinessHours(db: Db, businessID: number) {
  return db
    .selectFrom('business_hours')
    .selectAll()
    .where('businessID', '=', businessID)
    .orderBy('dayOfWeek')
    .orderBy('openTime')
    .execute();
}

export async function findBusinessesByIds(db: Db, businessIDs: number[]) {
  if (businessIDs.length === 0) return [];
  return db
    .selectFrom('businesses')
    .select([
      'businessID',
      'businessName',
      'businessAccountID',
      'businessStreet',
      'businessNumber',
      'businessZipCode',
      'businessCity',
    ])
    .where('businessID', 'in', businessIDs)
    .execute();
}

/** Its jobs and applications counted, and its jobs still open at `now` (active, not started). */
export async function countBusinessActivity(db: Db, businessID: number, now: string) {
  // one statement, not three round trips: the business page and every employer dashboard ask it
  const counts = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('jobs')
        .select(eb.fn.countAll<number>().as('total'))
        .where('jobBusinessID', '=', businessID)
        .as('jobsPosted'),
      eb
        .selectFrom('jobs')
        .select(eb.fn.countAll<number>().as('total'))
        .where('jobBusinessID', '=', businessID)
        .where('jobStartDateTime', '>', now)
        .where('jobStatus', '=', 'active')
        .as('activeJobs'),
      eb
        .selectFrom('job_applications')
        .select(eb.fn.countAll<number>().as('total'))
        .where('jobSnapshotBusinessID', '=', businessID)
        .as('applicationsReceived'),
    ])
    .executeTakeFirstOrThrow();
  return {
    jobsPosted: Number(counts.jobsPosted),
    activeJobs: Number(counts.activeJobs),
    applicationsReceived: Number(counts.applicationsReceived),
  };
}
