import { JOB_TOTAL_COUNT_LIMIT } from '@jobbel/shared/jobs/job.constants';
import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBrusselsDateTime } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs, type JobFixture } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';
import { expireStartedJobsQuery } from './jobs.write-repository';

const testApp = useTestApp();
let headers: Record<string, string>;
let workerID: number;

beforeAll(async () => {
  const worker = await registerPerson(testApp);
  workerID = worker.accountID;
  headers = bearer(await loginAs(testApp, worker.person));
});

const hoursFromNow = (hours: number) => toBrusselsDateTime(new Date(Date.now() + hours * 3_600_000));

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  return { status: response.statusCode, body: response.json() };
}
const titles = (body: { data: { jobTitle: string }[] }) => body.data.map((job) => job.jobTitle);

describe('the dashboard offers open jobs only', () => {
  let businessID: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ businessID } = await insertBusiness(testApp, 'Open Test'));
    const fixtures: JobFixture[] = [
      { jobTitle: 'Open morgen', jobLocation: 'Oostende', jobStartDateTime: hoursFromNow(20) },
      { jobTitle: 'Al begonnen', jobLocation: 'Oostende', jobStartDateTime: hoursFromNow(-1) },
      { jobTitle: 'Vorige week', jobLocation: 'Oostende', jobStartDateTime: hoursFromNow(-170) },
      {
        jobTitle: 'Volzet',
        jobLocation: 'Oostende',
        jobStartDateTime: hoursFromNow(30),
        jobStatus: 'filled',
      },
    ];
    const rows = await insertJobs(testApp, businessID, fixtures);
    fixtures.forEach((fixture, index) => {
      ids[fixture.jobTitle] = rows[index]!.jobID;
    });
  });

  it('lists neither started, ended nor filled jobs to workers, and all of them to their business', async () => {
    expect(titles((await list('jobLocation=Oostende')).body)).toEqual(['Open morgen']);
    const own = await list(`jobBusinessID=${businessID}&order=jobTitle`);
    expect(titles(own.body)).toEqual(['Al begonnen', 'Open morgen', 'Volzet', 'Vorige week']);
  });

  it('still answers a started job by id, but refuses an application to it', async () => {
    expect((await list(`id=${ids['Al begonnen']}`)).body).toMatchObject({ jobTitle: 'Al begonnen' });
    const applying = await testApp.app.inject({
      method: 'POST',
      url: '/api/jobapplications',
      headers,
      payload: { jobApplicationJobID: ids['Al begonnen'], jobApplicationUserID: workerID },
    });
    expect(applying.statusCode).toBe(410);
    expect(applying.json()).toMatchObject({ error: 'job_not_available' });
  });

  it('marks started jobs expired each minute; their business still finds them by text', async () => {
    expect(await testApp.app.jobExpiry.sweep()).toBeGreaterThanOrEqual(2);
    const own = await list(`jobBusinessID=${businessID}&order=jobTitle`);
    expect(
      own.body.data.map((job: { jobTitle: string; jobStatus: string }) => [job.jobTitle, job.jobStatus]),
    ).toEqual([
      ['Al begonnen', 'expired'],
      ['Open morgen', 'active'],
      ['Volzet', 'filled'],
      ['Vorige week', 'expired'],
    ]);
    expect(titles((await list(`jobBusinessID=${businessID}&search=begonnen`)).body)).toEqual(['Al begonnen']);
    expect(titles((await list('jobLocation=Oostende&search=morgen')).body)).toEqual(['Open morgen']);
  });

  it('finds the started jobs it expires through an index, without reading every job', async () => {
    const { db, dialect } = testApp.app;
    const expiry = expireStartedJobsQuery(db, new Date()).compile();
    const plan = await db.transaction().execute(async (trx) => {
      // on a test database this small PostgreSQL would read the table anyway: asked not to, it still
      // does when no index serves the query
      if (dialect === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
      const { rows } = await trx.executeQuery(
        CompiledQuery.raw(`${explain} ${expiry.sql}`, [...expiry.parameters]),
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain('jobs_open_start_idx');
    expect(plan).not.toMatch(/Seq Scan on jobs|SCAN jobs/);
  });

  it('answers an unknown job with 404 (a deleted one answers 410: jobs.write.test.ts)', async () => {
    expect((await list('id=99999999')).status).toBe(404);
  });
});

describe('cursor paging', () => {
  let businessID: number;
  const original = new Set<number>();

  beforeAll(async () => {
    ({ businessID } = await insertBusiness(testApp, 'Cursor Test'));
    // pairs of jobs added in the same second: the id breaks the tie
    const fixtures = Array.from({ length: 30 }, (_, index) => ({
      jobTitle: `Cursorjob ${index}`,
      jobLocation: 'Kortrijk',
      jobStartDateTime: hoursFromNow(48 + index),
      jobAddedDateTime: `2030-02-01 10:${String(Math.floor(index / 2)).padStart(2, '0')}:00`,
    }));
    for (const { jobID } of await insertJobs(testApp, businessID, fixtures)) original.add(jobID);
  });

  it('continues after the last job seen, with no gap or repeat while new jobs are posted', async () => {
    const seen: number[] = [];
    const query = 'jobLocation=Kortrijk&order=jobAddedDateTime&direction=desc&limit=7';
    let after: string | null = null;
    let added = 0;
    do {
      const { status, body } = await list(after ? `${query}&after=${encodeURIComponent(after)}` : query);
      expect(status).toBe(200);
      seen.push(...body.data.map((job: { jobID: number }) => job.jobID));
      after = body.nextCursor;
      // someone posts a job between two pages: it is newer, so it belongs before the cursor
      added += 1;
      await insertJobs(testApp, businessID, [
        {
          jobTitle: `Nieuw ${added}`,
          jobLocation: 'Kortrijk',
          jobStartDateTime: hoursFromNow(24),
          jobAddedDateTime: `2030-03-0${added} 09:00:00`,
        },
      ]);
    } while (after);
    expect(seen).toHaveLength(original.size);
    expect(new Set(seen)).toEqual(original);
  });

  it('says on the last page that nothing follows', async () => {
    const { body } = await list('jobLocation=Kortrijk&search=cursorjob&limit=30&order=jobAddedDateTime');
    expect(body.count).toBe(30);
    expect(body.nextCursor).toBeNull();
  });

  it('refuses a cursor it did not write, one from another order, and after with offset', async () => {
    const { body } = await list('jobLocation=Kortrijk&limit=2&order=jobAddedDateTime');
    const cursor = encodeURIComponent(body.nextCursor);
    const wrongPage = t('validation.jobs.pageLinkInvalid');
    for (const [query, message] of [
      ['after=nonsense', wrongPage],
      [`after=${encodeURIComponent('["\\u0000",1]')}`, wrongPage],
      [`after=${encodeURIComponent('["x",-4]')}`, wrongPage],
      [`after=${cursor}&order=jobWagePerHour`, wrongPage],
      [`after=${cursor}&order=jobID`, wrongPage],
      [`after=${cursor}&order=jobAddedDateTime&offset=12`, t('validation.jobs.pageLinkAndOffset')],
    ] as const) {
      const answer = await list(`jobLocation=Kortrijk&${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields, query).toEqual({ after: message });
    }
  });
});

describe('bounded totals', () => {
  it(`counts exactly up to ${JOB_TOTAL_COUNT_LIMIT}, then says there are at least that many`, async () => {
    const { businessID } = await insertBusiness(testApp, 'Totaal Test');
    const many = Array.from({ length: JOB_TOTAL_COUNT_LIMIT + 5 }, (_, index) => ({
      jobTitle: index < 10 ? `Zeldzaam ${index}` : `Veel ${index}`,
      jobLocation: 'Hasselt',
      jobStartDateTime: hoursFromNow(10 + index),
    }));
    for (let start = 0; start < many.length; start += 250)
      await insertJobs(testApp, businessID, many.slice(start, start + 250));
    expect((await list('jobLocation=Hasselt&limit=3')).body).toMatchObject({
      count: 3,
      total: JOB_TOTAL_COUNT_LIMIT,
      totalExact: false,
    });
    expect((await list('jobLocation=Hasselt&search=zeldzaam&limit=3')).body).toMatchObject({
      count: 3,
      total: 10,
      totalExact: true,
    });
  });
});
