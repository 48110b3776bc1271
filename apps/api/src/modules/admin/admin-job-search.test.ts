import { ADMIN_SEARCH_COUNT_LIMIT } from '@jobbel/shared/admin/admin.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerAdmin } from '../../test/registration-helpers';

const testApp = useTestApp();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = bearer(await loginAs(testApp, (await registerAdmin(testApp)).person));
});

interface Found {
  total: number;
  totalIsAtLeast: boolean;
  nextCursor: string | null;
  data: { jobID: number; jobTitle: string; businessName: string | null }[];
}

async function search(terms: string, more = ''): Promise<Found> {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: `/api/admin/jobs?search=${encodeURIComponent(terms)}${more}`,
    headers: admin,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const idsOf = (found: Found) => found.data.map((job) => job.jobID);

describe("an administrator's job search", () => {
  it("finds a job by any part of its title, type, place or business's name, in any case, and no other", async () => {
    const { businessID } = await insertBusiness(testApp, 'Brasserie Kwartel');
    const [job] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Afwasser Zomerterras', jobType: 'Spoelhulp', jobLocation: 'Wervik' },
    ]);
    const { businessID: other } = await insertBusiness(testApp, 'Café Anders');
    await insertJobs(testApp, other, [{ jobTitle: 'Kelner', jobType: 'Zaal', jobLocation: 'Lier' }]);
    for (const terms of ['zomerTERRAS', 'spoelhul', 'ERVI', 'kwartel', 'rie Kw', 'Afwasser Zomer']) {
      expect(idsOf(await search(terms)), terms).toEqual([job!.jobID]);
    }
    for (const terms of ['Afwasser Wervik', 'xylofoon', '"""', '100%', 'a_b']) {
      expect((await search(terms)).data, terms).toEqual([]);
    }
  });

  it('follows a job changed or deleted and a business renamed, at once', async () => {
    const db = testApp.app.db;
    const { businessID } = await insertBusiness(testApp, 'Het Oude Veer');
    const [first, second] = await insertJobs(testApp, businessID, [
      { jobTitle: 'Barhulp Kaai' },
      { jobTitle: 'Tapper Kaai' },
    ]);
    await db
      .updateTable('jobs')
      .set({ jobTitle: 'Barhulp Steiger' })
      .where('jobID', '=', first!.jobID)
      .execute();
    expect(idsOf(await search('steiger'))).toEqual([first!.jobID]);
    expect(idsOf(await search('kaai'))).toEqual([second!.jobID]);

    await db
      .updateTable('businesses')
      .set({ businessName: 'De Nieuwe Pont' })
      .where('businessID', '=', businessID)
      .execute();
    expect(idsOf(await search('nieuwe pont'))).toEqual([second!.jobID, first!.jobID]);
    expect((await search('oude veer')).data).toEqual([]);

    await db.deleteFrom('jobs').where('jobID', '=', second!.jobID).execute();
    expect(idsOf(await search('nieuwe pont'))).toEqual([first!.jobID]);
  });

  it("pages a business's jobs newest first, each once, also when its name finds more jobs than a page sorts", async () => {
    // past 5,000 of its jobs SQLite walks every job newest first instead of sorting them: both ways once
    for (const [name, count] of [
      ['Taverne Klokkenluider', 5_001],
      ['Taverne Klokkenspel', 30],
    ] as const) {
      const { businessID } = await insertBusiness(testApp, name);
      const inserted: number[] = [];
      for (let from = 0; from < count; from += 1_000) {
        const chunk = Math.min(1_000, count - from);
        const jobs = await insertJobs(
          testApp,
          businessID,
          Array.from({ length: chunk }, () => ({ jobTitle: 'Kok' })),
        );
        inserted.push(...jobs.map((job) => job.jobID));
      }
      // a job of another business whose own title holds the name is found beside them, in its place
      const { businessID: other } = await insertBusiness(testApp, 'Café Anders');
      const [mentioning] = await insertJobs(testApp, other, [{ jobTitle: `Kelner voor ${name}` }]);
      const newest = [mentioning!.jobID, ...inserted.reverse()];
      const first = await search(name, '&limit=20');
      expect(idsOf(first), name).toEqual(newest.slice(0, 20));
      const second = await search(name, `&limit=20&after=${first.nextCursor}`);
      expect(idsOf(second), name).toEqual(newest.slice(20, 40));
      expect(first, name).toMatchObject(
        count + 1 > ADMIN_SEARCH_COUNT_LIMIT
          ? { total: ADMIN_SEARCH_COUNT_LIMIT, totalIsAtLeast: true }
          : { total: count + 1, totalIsAtLeast: false },
      );
    }
  });

  it('pages what a search finds newest first, of the status asked, each job once, counted', async () => {
    const { businessID } = await insertBusiness(testApp, 'Strandpaviljoen Meeuw');
    const inserted = await insertJobs(
      testApp,
      businessID,
      Array.from({ length: 25 }, (_, index) => ({
        jobTitle: `Strandjutter ${index}`,
        jobStatus: index % 5 === 0 ? 'expired' : 'active',
      })),
    );
    const active = inserted.filter((_, index) => index % 5 !== 0).map((job) => job.jobID);
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page += 1) {
      const found = await search('strandjutter', `&status=active&limit=6${cursor}`);
      expect(found).toMatchObject({ total: active.length, totalIsAtLeast: false });
      seen.push(...idsOf(found));
      if (found.nextCursor === null) break;
      cursor = `&after=${found.nextCursor}`;
    }
    expect(seen).toEqual([...active].sort((a, b) => b - a));
  });
});
