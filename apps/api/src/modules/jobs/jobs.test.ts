import { jobListResponseSchema } from '@jobbel/shared/jobs/job.schemas';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();
let headers: Record<string, string>;
let businessID: number;
let otherBusinessID: number;
let otherAccountID: number;

beforeAll(async () => {
  const worker = await registerPerson(testApp);
  headers = bearer(await loginAs(testApp, worker.person));
  ({ businessID } = await insertBusiness(testApp, 'Brasserie Test'));
  ({ businessID: otherBusinessID, accountID: otherAccountID } = await insertBusiness(testApp, 'Bar Test'));
  await insertJobs(testApp, businessID, [
    {
      jobTitle: 'Barista in Café Crème',
      jobType: 'Barista',
      jobHours: 4,
      jobWagePerHour: 14,
      jobStartDateTime: '2030-03-01 08:00:00',
      jobAddedDateTime: '2030-01-01 09:00:00',
    },
    {
      jobTitle: 'Kok lunch',
      jobType: 'Kok',
      jobHours: 8,
      jobWagePerHour: 18,
      jobStartDateTime: '2030-03-02 10:00:00',
      jobAddedDateTime: '2030-01-02 09:00:00',
      jobDescription: '<p>Werken in een <strong>drukke</strong> keuken met terras.</p>',
    },
    {
      jobTitle: 'Ober avond',
      jobType: 'Ober/Serveerster',
      jobHours: 12,
      jobWagePerHour: 16,
      jobStartDateTime: '2030-03-03 17:00:00',
      jobAddedDateTime: '2030-01-03 09:00:00',
    },
    {
      jobTitle: 'Afwasser weekend',
      jobType: 'Afwasser',
      jobHours: 6,
      jobWagePerHour: 13.5,
      jobStartDateTime: '2030-03-04 18:00:00',
      jobAddedDateTime: '2030-01-04 09:00:00',
    },
    {
      jobTitle: 'Manager zomer',
      jobType: 'Manager',
      jobHours: 40,
      jobWagePerHour: 22,
      jobStartDateTime: '2030-04-01 09:00:00',
      jobAddedDateTime: '2030-01-05 09:00:00',
    },
    {
      jobTitle: 'Kok in Antwerpen',
      jobType: 'Kok',
      jobLocation: 'Antwerpen',
      jobStartDateTime: '2030-03-02 10:00:00',
    },
  ]);
  await insertJobs(testApp, otherBusinessID, [
    {
      jobTitle: 'Bartender 100% cocktails',
      jobType: 'Barista',
      jobHours: 8,
      jobStartDateTime: '2030-03-05 20:00:00',
      jobAddedDateTime: '2030-01-06 09:00:00',
    },
  ]);
});

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/jobs?${query}`, headers });
  return { status: response.statusCode, body: response.json() };
}
const titles = (body: { data: { jobTitle: string }[] }) => body.data.map((job) => job.jobTitle);

describe('GET /api/jobs', () => {
  it('answers {data, count, total} for Gent by start date ascending by default, with every job field', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(body.count).toBe(6);
    expect(titles(body)).toEqual([
      'Barista in Café Crème',
      'Kok lunch',
      'Ober avond',
      'Afwasser weekend',
      'Bartender 100% cocktails',
      'Manager zomer',
    ]);
    expect(body.data[0]).toMatchObject({
      jobBusinessID: businessID,
      jobCompanyID: businessID,
      jobTotalHours: 4,
      jobHours: 4,
      jobRequirements: [],
      jobBenefits: [],
      jobGallery: [],
      jobStatus: 'active',
      jobPosted: '2030-01-01 09:00:00',
    });
    expect(body.data[0]).not.toHaveProperty('jobSearchText');
    // the page is sent as ready JSON text, past Fastify's serializer: hold it to the schema here
    expect(jobListResponseSchema.safeParse(body).error).toBeUndefined();
  });

  it('filters on another location, case- and accent-insensitively', async () => {
    expect(titles((await list('jobLocation=antwerpen')).body)).toEqual(['Kok in Antwerpen']);
  });

  it('sorts by any safe column in either direction and refuses others', async () => {
    expect(titles((await list('order=jobAddedDateTime&direction=desc&limit=2')).body)).toEqual([
      'Bartender 100% cocktails',
      'Manager zomer',
    ]);
    expect(titles((await list('order=jobWagePerHour&direction=ASC&limit=1')).body)).toEqual([
      'Afwasser weekend',
    ]);
    for (const bad of [
      'order=jobSearchText',
      'order=userPasswordHash',
      'order=jobTitle;drop%20table%20jobs',
      'direction=sideways',
    ]) {
      const { status, body } = await list(bad);
      expect(status).toBe(400);
      expect(body.error).toBe('validation_error');
      expect(Object.keys(body.fields)).toEqual([bad.startsWith('order') ? 'order' : 'direction']);
    }
  });

  it('pages with limit and offset, caps the limit at 100 and refuses negative values', async () => {
    const first = await list('order=jobStartDateTime&limit=2&offset=0');
    const second = await list('order=jobStartDateTime&limit=2&offset=2');
    expect(first.body).toMatchObject({ count: 2, total: 6 });
    expect(titles(second.body)).toEqual(['Ober avond', 'Afwasser weekend']);
    expect((await list('limit=5000')).status).toBe(200);
    for (const [query, named] of [
      ['limit=-1', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-5', 'offset'],
      ['limit=abc', 'limit'],
    ]) {
      const { status, body } = await list(query!);
      expect(status).toBe(400);
      expect(Object.keys(body.fields)).toContain(named);
    }
  });

  it('searches title and description, case- and accent-insensitively, never matching markup', async () => {
    expect(titles((await list('search=cafe')).body)).toEqual(['Barista in Café Crème']);
    expect(titles((await list('search=CRÈME')).body)).toEqual(['Barista in Café Crème']);
    expect(titles((await list('search=terras%20drukke')).body)).toEqual(['Kok lunch']);
    expect(titles((await list('search=strong')).body)).toEqual([]);
    expect(titles((await list('search=100%25')).body)).toEqual(['Bartender 100% cocktails']);
    expect(titles((await list('search=ok')).body)).toEqual(['Kok lunch']);
    expect((await list('search=%22%27%3B--')).status).toBe(200);
  });

  it('filters on job type, total hours (inclusive) and business', async () => {
    expect(titles((await list('jobType=Barista')).body)).toEqual([
      'Barista in Café Crème',
      'Bartender 100% cocktails',
    ]);
    expect(titles((await list('jobTotalHoursMin=8&jobTotalHoursMax=12')).body)).toEqual([
      'Kok lunch',
      'Ober avond',
      'Bartender 100% cocktails',
    ]);
    expect(titles((await list('jobTotalHoursMin=12')).body)).toEqual(['Ober avond', 'Manager zomer']);
    expect(titles((await list(`jobBusinessID=${otherBusinessID}`)).body)).toEqual([
      'Bartender 100% cocktails',
    ]);
    const minAboveMax = await list('jobTotalHoursMin=12&jobTotalHoursMax=4');
    expect(minAboveMax.status).toBe(400);
    expect(minAboveMax.body.fields).toEqual({ jobTotalHoursMin: t('validation.jobs.hoursMinAboveMax') });
  });

  it('filters on start dates with inclusive day bounds and refuses malformed dates', async () => {
    expect(
      titles((await list('date_from=2030-03-02%2000:00:00&date_to=2030-03-03%2023:59:59')).body),
    ).toEqual(['Kok lunch', 'Ober avond']);
    expect(titles((await list('date_from=2030-03-04&date_to=2030-03-04')).body)).toEqual([
      'Afwasser weekend',
    ]);
    expect(
      titles((await list('jobStartDateTime_gte=2030-03-05&jobStartDateTime_lte=2030-12-31')).body),
    ).toEqual(['Bartender 100% cocktails', 'Manager zomer']);
    for (const [query, named] of [
      ['date_from=yesterday', 'date_from'],
      ['date_to=2030-02-30', 'date_to'],
      ['jobStartDateTime_gte=2030-13-01', 'jobStartDateTime_gte'],
      ['date_from=2030-03-05&date_to=2030-03-01', 'date_from'],
    ]) {
      const { status, body } = await list(query!);
      expect(status).toBe(400);
      expect(Object.keys(body.fields)).toContain(named);
    }
  });

  it('answers one job by id, 404 for an unknown one', async () => {
    const { body } = await list('search=ober');
    const one = await list(`id=${body.data[0].jobID}`);
    expect(one.body).toMatchObject({ jobID: body.data[0].jobID, jobTitle: 'Ober avond' });
    expect((await list('id=999999')).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(response.statusCode).toBe(401);
  });

  it('answers text search from the trigram index, not a table scan', async () => {
    const db = testApp.app.db;
    if (testApp.app.dialect === 'postgres') {
      const plan = await db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        return sql<{
          'QUERY PLAN': string;
        }>`explain select "jobID" from jobs where "jobSearchText" like '%cafe%'`.execute(trx);
      });
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('jobs_search_trgm_idx');
    } else {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select "jobID" from jobs where "jobID" in (select rowid from jobs_fts where jobs_fts match '"cafe"')`.execute(
        db,
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('VIRTUAL TABLE INDEX');
      expect(details).not.toMatch(/SCAN jobs\b(?! USING)/);
    }
  });
});

describe('GET /api/jobs/upcoming (the login carousel)', () => {
  it("shows a signed-out visitor the feed's three soonest open jobs with their business, and no more of them", async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/jobs/upcoming' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const previews = response.json().data;
    const feed = (await list('order=jobStartDateTime&limit=3')).body.data;
    expect(previews.map((job: { jobID: number }) => job.jobID)).toEqual(
      feed.map((job: { jobID: number }) => job.jobID),
    );
    expect(previews).toHaveLength(3);
    expect(previews[0]).toEqual({
      jobID: feed[0].jobID,
      jobTitle: feed[0].jobTitle,
      businessName: 'Brasserie Test',
      jobLocation: feed[0].jobLocation,
      jobType: feed[0].jobType,
      jobHours: feed[0].jobHours,
      jobStartDateTime: feed[0].jobStartDateTime,
      jobBanner: feed[0].jobBanner,
    });
  });
});

describe('GET /api/businesses and /api/businesshours', () => {
  it('answers a business by businessID or businessAccountID, 404 when missing', async () => {
    const byId = await testApp.app.inject({
      method: 'GET',
      url: `/api/businesses?businessID=${otherBusinessID}`,
      headers,
    });
    expect(byId.json()).toMatchObject({
      businessID: otherBusinessID,
      businessName: 'Bar Test',
      businessAccountID: otherAccountID,
    });
    const byAccount = await testApp.app.inject({
      method: 'GET',
      url: `/api/businesses?businessAccountID=${otherAccountID}`,
      headers,
    });
    expect(byAccount.json()).toMatchObject({
      businessID: otherBusinessID,
      businessStats: { jobsPosted: 1, applicationsReceived: 0 },
    });
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/businesses?businessID=999999',
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('api.businesses.businessProfileNotFound'));
    const page = await testApp.app.inject({ method: 'GET', url: '/api/businesses?limit=1', headers });
    expect(page.json()).toMatchObject({ count: 1, total: 2 });
  });

  it('lists opening hours of a business', async () => {
    await testApp.app.db
      .insertInto('business_hours')
      .values([
        { businessID, dayOfWeek: 2, openTime: '18:00:00', closeTime: '22:00:00' },
        { businessID, dayOfWeek: 1, openTime: '09:00:00', closeTime: '17:00:00' },
      ])
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/businesshours?businessID=${businessID}`,
      headers,
    });
    expect(response.json().data.map((hour: { dayOfWeek: number }) => hour.dayOfWeek)).toEqual([1, 2]);
  });
});
