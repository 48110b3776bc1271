import crypto from 'node:crypto';
import { RATING_WINDOW_DAYS } from '@jobbel/shared/shifts/shift.constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { groupedBy } from '../../src/lib/grouped-by';
import { sha256 } from '../../src/lib/secrets';
import { dateTime, random } from '../bench-data';
import { workerID } from './history-rows';
import type { Volumes } from './scale-volumes';
import type { Person, ScaleInputs } from './screen-requests';

const HEAVIEST = 10;
const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

// enough for each owner's share of the mix's accepts, whatever its other owners have
const PENDING_PER_OWNER = 25;

/**
 * Rows in turns by whose they are: each one's first, then each one's second, and so on. The mix's writes
 * then come from one person after another, as a marketplace's do; in the order the database listed them,
 * the accepts were nearly all the heaviest business's, and waited for each other's lock on its engagements.
 */
export function inTurns<Row>(rows: Row[], whose: (row: Row) => number): Row[] {
  const queues = [...groupedBy(rows, whose).values()];
  const turns: Row[] = [];
  for (let round = 0; turns.length < rows.length; round += 1)
    for (const queue of queues) if (round < queue.length) turns.push(queue[round]!);
  return turns;
}

/** A signed-in session's row, as logging in writes it (tokens are looked up by their hash). */
export function tokenRow(token: string, accountID: number, userID: number | null) {
  const now = Math.floor(Date.now() / 1000);
  return {
    tokenHash: sha256(token),
    tokenKind: 'user' as const,
    accountID,
    userID,
    issuedAt: now,
    expiresAt: now + DAY_SECONDS,
    revokedAt: null,
    sessionID: null,
  };
}

/** A session for a person, as logging in would give. */
async function sessionOf(db: Kysely<Database>, accountID: number, userID: number | null): Promise<Person> {
  const token = crypto.randomBytes(24).toString('hex');
  await db
    .insertInto('tokens')
    .values(tokenRow(token, accountID, userID))
    .execute();
  return { userID: userID ?? 0, token };
}

/** The heaviest ids first (the skew puts the longest histories at the lowest), then others at random. */
function sample(count: number, heaviest: number, total: number, seed: number): number[] {
  const next = random(seed);
  const chosen = new Set<number>();
  for (let index = 1; index <= Math.min(heaviest, total); index += 1) chosen.add(index);
  while (chosen.size < Math.min(count, total)) chosen.add(1 + Math.floor(next() * total));
  return [...chosen];
}

/**
 * Picks the people the bench's requests come from and signs them in: workers and owners (the heaviest
 * included), an administrator, open jobs to apply to and pending applications to accept.
 */
export async function chooseInputs(
  db: Kysely<Database>,
  volumes: Volumes,
  counts = { workers: 500, owners: 200 },
): Promise<ScaleInputs> {
  const now = dateTime(new Date());
  const workers = [];
  for (const index of sample(counts.workers, HEAVIEST, volumes.workers, 77)) {
    const userID = workerID(volumes, index);
    const booked = await db
      .selectFrom('job_applications')
      .select('jobApplicationID')
      .where('jobApplicationUserID', '=', userID)
      .where('jobApplicationStatus', 'in', ['accepted', 'completed'])
      .limit(1)
      .executeTakeFirst();
    workers.push({
      ...(await sessionOf(db, userID, userID)),
      bookedApplicationID: booked?.jobApplicationID ?? null,
    });
  }
  const owners = [];
  for (const businessID of sample(counts.owners, HEAVIEST, volumes.businesses, 78)) {
    const business = await db
      .selectFrom('businesses')
      .select('businessAccountID')
      .where('businessID', '=', businessID)
      .executeTakeFirstOrThrow();
    const jobs = await db
      .selectFrom('jobs')
      .select('jobID')
      .where('jobBusinessID', '=', businessID)
      .orderBy('jobStartDateTime', 'desc')
      // the first page of its dashboard
      .limit(10)
      .execute();
    const booked = await db
      .selectFrom('job_applications')
      .select('jobApplicationID')
      .where('jobSnapshotBusinessID', '=', businessID)
      .where('jobApplicationStatus', '=', 'accepted')
      .limit(5)
      .execute();
    const accountID = business.businessAccountID;
    owners.push({
      ...(await sessionOf(db, accountID, accountID)),
      businessID,
      jobIDs: jobs.map((job) => job.jobID),
      bookedApplicationIDs: booked.map((row) => row.jobApplicationID),
    });
  }
  const adminAccount = await db
    .insertInto('accounts')
    .values({
      // a run of its own, so that a run on an earlier run's database (BENCH_SEEDED) signs in anew
      accountName: `bench_admin_${process.pid}`,
      accountEmail: `admin_${process.pid}@bench.be`,
      accountType: 'admin',
      oauthClientId: `bench_admin_${process.pid}`,
      oauthClientSecretHash: 'x',
      createdAt: now,
    })
    .returning('accountID')
    .executeTakeFirstOrThrow();
  const ownerOf = new Map(owners.map((owner) => [owner.businessID, owner]));
  const pendingRows = [];
  // each owner's own: read together, they came as the database listed them, nearly all the first owner's
  for (const owner of owners)
    pendingRows.push(
      ...(await db
        .selectFrom('job_applications')
        .innerJoin('jobs', 'jobID', 'jobApplicationJobID')
        .select(['jobApplicationID', 'jobID', 'jobBusinessID'])
        .where('jobApplicationStatus', '=', 'pending')
        .where('jobStartDateTime', '>', now)
        .where('jobBusinessID', '=', owner.businessID)
        .limit(PENDING_PER_OWNER)
        .execute()),
    );
  // one applicant a job: a second accept of a job with one place would be refused, not measured
  const pending = inTurns(
    [...new Map(pendingRows.map((row) => [row.jobID, row])).values()],
    (row) => row.jobBusinessID,
  ).map((row) => ({
    applicationID: row.jobApplicationID,
    owner: ownerOf.get(row.jobBusinessID)!,
  }));
  // a day ahead, and none the mix's accepts may fill: an apply to a job that started or filled during
  // the run is refused (410), not measured
  const accepted = new Set(pendingRows.map((row) => row.jobID));
  const openJobIDs = (
    await db
      .selectFrom('jobs')
      .select('jobID')
      .where('jobStatus', '=', 'active')
      .where('jobStartDateTime', '>', dateTime(new Date(Date.now() + DAY_MS)))
      .orderBy('jobID')
      .limit(20_000)
      .execute()
  )
    .map((job) => job.jobID)
    .filter((jobID) => !accepted.has(jobID));
  return {
    workers,
    owners,
    admin: await sessionOf(db, adminAccount.accountID, null),
    openJobIDs,
    pending,
    ...(await shiftsToSettle(db, now, { workers, owners })),
  };
}

/**
 * Shifts of the signed-in people that just ended and are still open for a step: hours for the worker
 * to confirm, confirmed hours for the business to approve, and completed shifts the business has not
 * rated yet (the seed leaves about three in ten unrated, history-rows.ts).
 */
async function shiftsToSettle(
  db: Kysely<Database>,
  now: string,
  people: Pick<ScaleInputs, 'workers' | 'owners'>,
): Promise<Pick<ScaleInputs, 'hoursToConfirm' | 'hoursToApprove' | 'toRate'>> {
  const workerOf = new Map(people.workers.map((worker) => [worker.userID, worker]));
  const ownerOf = new Map(people.owners.map((owner) => [owner.businessID, owner]));
  const weekAgo = dateTime(new Date(Date.now() - 7 * DAY_MS));
  // a day inside the window: the run takes minutes, and a shift at the window's edge was refused its
  // rating (409) by the time it was sent
  const ratingWindowAgo = dateTime(new Date(Date.now() - (RATING_WINDOW_DAYS - 1) * DAY_MS));
  const hoursToConfirm = await db
    .selectFrom('job_applications')
    .select([
      'jobApplicationID',
      'jobApplicationUserID',
      'jobApplicationAgreedStartDateTime',
      'jobApplicationAgreedEndDateTime',
    ])
    .where('jobApplicationStatus', '=', 'accepted')
    .where('jobApplicationHoursStatus', 'is', null)
    .where('jobApplicationAgreedEndDateTime', '>', weekAgo)
    .where('jobApplicationAgreedEndDateTime', '<=', now)
    .where('jobApplicationUserID', 'in', [...workerOf.keys()])
    .limit(5000)
    .execute();
  const hoursToApprove = await db
    .selectFrom('job_applications')
    .select(['jobApplicationID', 'jobSnapshotBusinessID'])
    .where('jobApplicationStatus', '=', 'accepted')
    .where('jobApplicationHoursStatus', '=', 'submitted')
    .where('jobSnapshotBusinessID', 'in', [...ownerOf.keys()])
    .limit(5000)
    .execute();
  const toRate = await db
    .selectFrom('job_applications')
    .select(['jobApplicationID', 'jobSnapshotBusinessID'])
    .where('jobApplicationStatus', '=', 'completed')
    .where('jobApplicationCompletedDateTime', '>', ratingWindowAgo)
    .where('jobSnapshotBusinessID', 'in', [...ownerOf.keys()])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ratings')
            .select('ratingID')
            .whereRef('ratingApplicationID', '=', 'jobApplicationID')
            .where('ratingBy', '=', 'business'),
        ),
      ),
    )
    .limit(5000)
    .execute();
  return {
    hoursToConfirm: inTurns(hoursToConfirm, (row) => row.jobApplicationUserID).map((row) => ({
      applicationID: row.jobApplicationID,
      worker: workerOf.get(row.jobApplicationUserID)!,
      start: row.jobApplicationAgreedStartDateTime!,
      end: row.jobApplicationAgreedEndDateTime!,
    })),
    hoursToApprove: inTurns(hoursToApprove, (row) => row.jobSnapshotBusinessID).map((row) => ({
      applicationID: row.jobApplicationID,
      owner: ownerOf.get(row.jobSnapshotBusinessID)!,
    })),
    toRate: inTurns(toRate, (row) => row.jobSnapshotBusinessID).map((row) => ({
      applicationID: row.jobApplicationID,
      owner: ownerOf.get(row.jobSnapshotBusinessID)!,
    })),
  };
}
