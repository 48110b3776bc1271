import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed-demo';
import { databaseMigratedTo, silentLog } from '../../test/migration-database';
import { migrateToLatest } from '../migrate';

it('books the shifts booked before the break was a term on their job’s break, and leaves the others unbooked', async () => {
  const { db, dataDir } = await databaseMigratedTo('2026-12-04T04-00_record-outcome-months');
  await seedDemoData(db, silentLog, { withEngagements: false });
  // jobs with breaks of their own, and half the applications booked on their terms
  await sql`update jobs set "jobBreakMinutes" = 15 + "jobID" % 4 * 15`.execute(db);
  await sql`update job_applications set "jobApplicationAgreedLocation" = 'Gent'
    where "jobApplicationID" % 2 = 0`.execute(db);

  await migrateToLatest(db, dataDir);
  const rows = await db
    .selectFrom('job_applications')
    .leftJoin('jobs', 'jobs.jobID', 'job_applications.jobApplicationJobID')
    .select(['jobApplicationAgreedLocation', 'jobApplicationAgreedBreakMinutes', 'jobBreakMinutes'])
    .execute();
  const booked = rows.filter((row) => row.jobApplicationAgreedLocation !== null);
  expect(booked.length).toBeGreaterThan(0);
  expect(new Set(booked.map((row) => row.jobApplicationAgreedBreakMinutes)).size).toBeGreaterThan(1);
  for (const row of booked) expect(row.jobApplicationAgreedBreakMinutes).toBe(row.jobBreakMinutes);
  const unbooked = rows.filter((row) => row.jobApplicationAgreedLocation === null);
  expect(unbooked.length).toBeGreaterThan(0);
  for (const row of unbooked) expect(row.jobApplicationAgreedBreakMinutes).toBeNull();
});
