import { HOURS_BUCKETS } from '@jobbel/shared/jobs/job.constants';
import { jobListQuerySchema } from '@jobbel/shared/jobs/job.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBrusselsDateTime } from '../../lib/clock';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs, type JobFixture } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';
import { alertConditionsOf } from '../alerts/alert-matcher';
import { jobConditionsOf, matchesConditions } from './job-conditions';
import { firstMatchingJobIdsQuery } from './job-search.repository';

const testApp = useTestApp();
let businessID: number;
let headers: Record<string, string>;

beforeAll(async () => {
  ({ businessID } = await insertBusiness(testApp, 'Index Test'));
  headers = bearer(await loginAs(testApp, (await registerPerson(testApp)).person));
});

const WORDS = ['kok', 'afwas', 'bar', 'terras', 'koffie', 'ijs', 'nacht', 'cafe', 'zaal'];
const TOWNS = ['Gent', 'Merelbeke', 'Lochristi', 'Aalst', 'Brugge', 'Nergensdorp'];
const TYPES = ['Kok', 'Bediening', 'Afwas'];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const hoursFromNow = (hours: number) => toBrusselsDateTime(new Date(Date.now() + hours * 3_600_000));

async function list(query: string): Promise<number[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  expect(response.statusCode, query).toBe(200);
  return response.json().data.map((job: { jobID: number }) => job.jobID);
}

/** What the database query answers for the same search (the path of a business's own list). */
async function fromDatabase(query: string): Promise<number[]> {
  const parsed = jobListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const now = `${toBrusselsDateTime(new Date()).slice(0, 16)}:00`;
  const rows = await firstMatchingJobIdsQuery(testApp.app.db, parsed, now, parsed.limit).execute();
  return rows.map((row) => row.jobID);
}

const ALL = 1_000_000;

/**
 * The rule one job at a time (job-conditions.ts), as job alerts apply it: every job it accepts, in no
 * order, must be every job the database query finds. A search that an alert can hold (no dates, hours
 * as one of the dashboard's buckets) is also asked of the alert matcher.
 */
async function expectJobByJobAgreement(query: string) {
  const parsed = jobListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const now = `${toBrusselsDateTime(new Date()).slice(0, 16)}:00`;
  const found = (await firstMatchingJobIdsQuery(testApp.app.db, parsed, now, ALL).execute())
    .map((row) => row.jobID)
    .sort((a, b) => a - b);
  const jobs = await testApp.app.db.selectFrom('jobs').selectAll().orderBy('jobID').execute();
  const conditions = jobConditionsOf(parsed);
  const accepted = jobs.filter((job) => matchesConditions(conditions, job, now)).map((job) => job.jobID);
  expect(accepted, query).toEqual(found);
  const bucket = HOURS_BUCKETS.find(
    (each) =>
      ('min' in each ? each.min : undefined) === parsed.jobTotalHoursMin &&
      ('max' in each ? each.max : undefined) === parsed.jobTotalHoursMax,
  );
  if (!bucket || parsed.date_from || parsed.date_to) return false;
  const alert = {
    alertSearch: parsed.search ?? null,
    alertLocation: parsed.jobLocation ?? null,
    alertRadiusKm: parsed.radiusKm ?? null,
    alertJobType: parsed.jobType ?? null,
    alertHours: bucket.value,
  };
  expect(
    jobs.filter((job) => matchesConditions(alertConditionsOf(alert), job, now)).map((job) => job.jobID),
    `alert ${query}`,
  ).toEqual(found);
  return true;
}

/** A hundred mixed searches, each answered by the index, by the database query and job by job alike. */
async function expectAgreement(next: () => number) {
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  let found = 0;
  let asAlerts = 0;
  for (let round = 0; round < 100; round += 1) {
    const query = new URLSearchParams({
      limit: '500',
      order: pick(['jobAddedDateTime', 'jobStartDateTime']),
      direction: pick(['desc', 'asc']),
    });
    if (next() < 0.6) query.set('search', next() < 0.5 ? pick(WORDS) : `${pick(WORDS)} ${pick(WORDS)}`);
    if (next() < 0.3) query.set('jobType', pick(TYPES));
    if (next() < 0.3) query.set('jobTotalHoursMin', String(pick([4, 8, 12])));
    if (next() < 0.2) query.set('jobTotalHoursMax', String(pick([12, 14])));
    if (next() < 0.3)
      query.set('date_from', `${hoursFromNow(24 * Math.floor(next() * 20)).slice(0, 10)} 00:00:00`);
    if (next() < 0.2)
      query.set('date_to', `${hoursFromNow(24 * (20 + Math.floor(next() * 20))).slice(0, 10)} 23:59:59`);
    if (next() < 0.7) query.set('jobLocation', pick(TOWNS));
    if (next() < 0.4) query.set('radiusKm', String(pick([5, 10, 25])));
    const text = query.toString();
    const expected = await fromDatabase(text);
    expect(await list(text), text).toEqual(expected);
    if (expected.length > 0) found += 1;
    if (await expectJobByJobAgreement(text)) asAlerts += 1;
  }
  // most searches find jobs: the agreement is about lists, not about empty answers
  expect(found).toBeGreaterThan(50);
  // and a good share of them could be saved as alerts
  expect(asAlerts).toBeGreaterThan(20);
}

describe('the open-job index answers what the database query answers', () => {
  it('for a hundred mixed searches over jobs of every kind, posted newest last and then out of order', async () => {
    const next = seeded(14);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const jobs: JobFixture[] = Array.from({ length: 240 }, (_, index) => ({
      jobTitle: `${pick(WORDS)}${pick(['', 'hulp', ` en ${pick(WORDS)}`])}`,
      jobDescription: `<p>${pick(WORDS)} in een ${pick(WORDS)}zaak, ${pick(['Café', 'ijsbar', 'bistro'])}</p>`,
      jobType: pick(TYPES),
      jobLocation: pick(TOWNS),
      jobHours: pick([null, 3, 4, 6, 8, 10, 12, 14]),
      jobStartDateTime: hoursFromNow(Math.round((next() - 0.1) * 24 * 40)),
      jobStatus: next() < 0.85 ? 'active' : pick(['filled', 'expired']),
      jobAddedDateTime: `2030-01-01 ${String(Math.floor(index / 60)).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
    }));
    for (const job of jobs) await insertJobs(testApp, businessID, [job]);
    await expectAgreement(next);
    // older jobs arriving later (a filled job reopened): the index no longer holds its slots in order
    const older = jobs.slice(0, 40).map((job, index) => ({
      ...job,
      jobStatus: 'active',
      jobAddedDateTime: `2029-12-${String(1 + (index % 28)).padStart(2, '0')} 10:00:00`,
    }));
    await insertJobs(testApp, businessID, older);
    await expectAgreement(next);
  });

  it('agrees also where a word is in so many jobs that the index walks it as a common word', async () => {
    const next = seeded(35);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    // more jobs holding 'kok' than word-index.ts keeps a list for (over COMMON_AFTER, and most of the texts)
    const common: JobFixture[] = Array.from({ length: 1_300 }, (_, index) => ({
      jobTitle: `kok ${pick(WORDS)}`,
      jobDescription: `<p>${pick(WORDS)}</p>`,
      jobType: pick(TYPES),
      jobLocation: pick(TOWNS),
      jobHours: pick([null, 4, 8, 12]),
      jobStartDateTime: hoursFromNow(Math.round((next() - 0.1) * 24 * 40)),
      jobAddedDateTime: `2031-01-01 ${String(Math.floor(index / 60) % 24).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}:00`,
    }));
    await insertJobs(testApp, businessID, common);
    await expectAgreement(next);
  });

  it('agrees on a word of two characters from outside the basic plane, which no trigram index can look up', async () => {
    // '𝔸𝔹' is four UTF-16 units but two characters: SQLite's trigram index finds nothing for it
    const [fancy] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Bar 𝔸𝔹', jobLocation: 'Gent', jobStartDateTime: hoursFromNow(30) },
    ]);
    const query = `search=${encodeURIComponent('𝔸𝔹')}`;
    expect(await fromDatabase(query)).toEqual([fancy!.jobID]);
    expect(await list(query)).toEqual([fancy!.jobID]);
  });

  it('follows jobs changed in the database by another server, without this one being told', async () => {
    const [sommelier] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Sommelier', jobLocation: 'Deinze', jobStartDateTime: hoursFromNow(30) },
    ]);
    const jobID = sommelier!.jobID;
    expect(await list('jobLocation=Deinze')).toEqual([jobID]);
    const db = testApp.app.db;
    await db.updateTable('jobs').set({ jobSearchText: 'wijnkelder' }).where('jobID', '=', jobID).execute();
    expect(await list('jobLocation=Deinze&search=wijnkelder')).toEqual([jobID]);
    await db.updateTable('jobs').set({ jobStatus: 'filled' }).where('jobID', '=', jobID).execute();
    expect(await list('jobLocation=Deinze')).toEqual([]);
    await db.updateTable('jobs').set({ jobStatus: 'active' }).where('jobID', '=', jobID).execute();
    expect(await list('jobLocation=Deinze')).toEqual([jobID]);
    await db.deleteFrom('jobs').where('jobID', '=', jobID).execute();
    expect(await list('jobLocation=Deinze')).toEqual([]);
  });

  it('shows a job as another server changed it, also when this one showed it before', async () => {
    const [barista] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Barista', jobLocation: 'Tielt', jobStartDateTime: hoursFromNow(30) },
    ]);
    const page = async (query = 'jobLocation=Tielt') =>
      (await testApp.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers })).json().data;
    // shown by two searches: a job's row is kept in memory from the second time it is read
    expect(await page('jobLocation=Tielt&search=barista')).toMatchObject([
      { jobTitle: 'Barista', jobWagePerHour: 15 },
    ]);
    expect(await page()).toMatchObject([{ jobTitle: 'Barista', jobWagePerHour: 15 }]);
    await testApp.app.db
      .updateTable('jobs')
      .set({ jobTitle: 'Barista (ervaren)', jobWagePerHour: 19 })
      .where('jobID', '=', barista!.jobID)
      .execute();
    expect(await page()).toMatchObject([{ jobTitle: 'Barista (ervaren)', jobWagePerHour: 19 }]);
  });

  it('forgets job changes a day old in the minute housekeeping, and keeps following newer ones', async () => {
    const db = testApp.app.db;
    const [kelner] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Kelner', jobLocation: 'Ronse', jobStartDateTime: hoursFromNow(30) },
    ]);
    const recorded = () =>
      db.selectFrom('job_changes').select('changeID').where('jobID', '=', kelner!.jobID).execute();
    expect(await recorded()).toHaveLength(1);
    await testApp.app.housekeeping.sweep(new Date(Date.now() + 86_400_000 + 60_000));
    expect(await recorded()).toHaveLength(0);
    await db.updateTable('jobs').set({ jobStatus: 'filled' }).where('jobID', '=', kelner!.jobID).execute();
    await testApp.app.housekeeping.sweep();
    expect(await recorded()).toHaveLength(1);
    expect(await list('jobLocation=Ronse')).toEqual([]);
  });
});
