import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { toBrusselsDateTime } from '../src/lib/clock';
import { useTestApp } from '../src/test/build-test-app';
import { insertBusiness, insertJobs } from '../src/test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../src/test/registration-helpers';
import { benchJob, dateTime } from './bench-data';
import { createQueryGenerator, nextPagePath } from './distinct-queries';

// What `npm run bench` measures is only as honest as its inputs: searches that no
// cache has seen, over jobs that read like years of a marketplace.

const DAY_MS = 86_400_000;
const startOf = (job: { jobStartDateTime: string }) => brusselsInstantMs(job.jobStartDateTime);

describe("the bench's moments", () => {
  it("are written as the app reads them, Brussels wall-clock time, whatever the machine's zone", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // now, and a summer and a winter moment: the app and the bench name the same minute
      for (const moment of [new Date(), new Date('2026-07-15T21:30:00Z'), new Date('2026-01-15T23:30:00Z')])
        expect(dateTime(moment)).toBe(`${toBrusselsDateTime(moment).slice(0, 16)}:00`);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("the bench's searches", () => {
  const paths = Array.from({ length: 5000 }, createQueryGenerator(14, new Set()));
  const queries = paths.map((path) => new URL(path, 'http://bench').searchParams);
  const shareWith = (test: (query: URLSearchParams) => boolean) =>
    queries.filter(test).length / queries.length;

  it('never repeats one among thousands, and mixes every filter of the dashboard', () => {
    expect(new Set(paths).size).toBe(paths.length);
    const search = (query: URLSearchParams) => query.get('search') ?? '';
    expect(shareWith((query) => search(query) !== '' && !search(query).includes(' '))).toBeGreaterThan(0.2);
    expect(shareWith((query) => search(query).includes(' '))).toBeGreaterThan(0.1);
    for (const filter of ['jobType', 'jobTotalHoursMin', 'date_from', 'jobLocation', 'radiusKm'])
      expect(
        shareWith((query) => query.has(filter)),
        filter,
      ).toBeGreaterThan(0.1);
    const words = new Set(queries.flatMap((query) => search(query).split(' ').filter(Boolean)));
    expect(words.size).toBeGreaterThan(200);
    expect(new Set(queries.map((query) => query.get('jobLocation'))).size).toBeGreaterThan(100);
  });

  it('asks for the next page after the last job seen, and for none after the last page', () => {
    const next = new URL(nextPagePath(paths[0]!, '["2030-01-01 10:00:00",7]')!, 'http://bench');
    expect(next.searchParams.get('after')).toBe('["2030-01-01 10:00:00",7]');
    expect(next.searchParams.get('order')).toBe('jobAddedDateTime');
    expect(nextPagePath(paths[0]!, null)).toBeUndefined();
  });
});

describe("the bench's jobs", () => {
  const now = Date.now();
  const jobs = Array.from({ length: 20_000 }, (_, index) => benchJob(index, now));

  it('read like three years of a marketplace: many words, past and coming shifts, towns all over Belgium', () => {
    expect(new Set(jobs.map((job) => job.jobTitle)).size).toBeGreaterThan(1000);
    expect(new Set(jobs.map((job) => job.jobDescription)).size).toBe(jobs.length);
    expect(new Set(jobs.flatMap((job) => job.jobSearchText.split(/\W+/))).size).toBeGreaterThan(250);

    const starts = jobs.map(startOf);
    expect(Math.min(...starts)).toBeLessThan(now - 2.5 * 365 * DAY_MS);
    expect(Math.max(...starts)).toBeGreaterThan(now + 30 * DAY_MS);
    const open = jobs.filter((job) => job.jobStatus === 'active' && startOf(job) > now).length;
    expect(open / jobs.length).toBeGreaterThan(0.05);
    expect(open / jobs.length).toBeLessThan(0.15);
    // a job that has started is never still offered
    expect(jobs.some((job) => job.jobStatus === 'active' && startOf(job) <= now)).toBe(false);

    expect(new Set(jobs.map((job) => job.jobLocation)).size).toBeGreaterThan(300);
  });
});

describe("the bench's searches against the server", () => {
  const testApp = useTestApp();
  let headers: Record<string, string>;

  beforeAll(async () => {
    // the bench searches as a signed-in worker, as the dashboard does
    headers = bearer(await loginAs(testApp, (await registerPerson(testApp)).person));
    const { businessID } = await insertBusiness(testApp, 'Bench');
    const now = Date.now();
    for (let first = 0; first < 4000; first += 500) {
      const jobs = Array.from({ length: 500 }, (_, offset) => {
        const { jobBusinessID: _business, ...job } = benchJob(first + offset, now);
        return job;
      });
      await insertJobs(testApp, businessID, jobs);
    }
  });

  it('are all valid, find jobs, and page on without repeating one', async () => {
    const nextPath = createQueryGenerator(7, new Set());
    let found = 0;
    let pagesFollowed = 0;
    for (let count = 0; count < 300; count += 1) {
      const path = nextPath();
      const first = await testApp.app.inject({ method: 'GET', url: path, headers });
      expect(first.statusCode, path).toBe(200);
      const page = first.json<{ data: { jobID: number }[]; nextCursor: string | null }>();
      if (page.data.length > 0) found += 1;
      const after = nextPagePath(path, page.nextCursor);
      if (!after) continue;
      const second = await testApp.app.inject({ method: 'GET', url: after, headers });
      expect(second.statusCode, after).toBe(200);
      const shown = new Set(page.data.map((job) => job.jobID));
      expect(second.json<{ data: { jobID: number }[] }>().data.some((job) => shown.has(job.jobID))).toBe(
        false,
      );
      pagesFollowed += 1;
    }
    // searches that mostly find nothing would measure the empty answer, not a search
    expect(found / 300).toBeGreaterThan(0.3);
    expect(pagesFollowed).toBeGreaterThan(10);
  });
});
