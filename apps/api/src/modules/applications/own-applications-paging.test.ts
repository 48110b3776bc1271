import { APPLICATIONS_PAGE_SIZE } from '@jobbel/shared/applications/application.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;
let worker: SignedIn;
let jobIDs: number[];

const APPLIED = 120;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
  worker = await signedInWorker(testApp);
  // one shift a day from 1 March 2030: 120 days, so a month holds 30 or 31 of them
  const jobs = await insertJobs(
    testApp,
    business.businessID,
    Array.from({ length: APPLIED }, (_, index) => {
      const day = new Date(Date.UTC(2030, 2, 1 + index)).toISOString().slice(0, 10);
      return {
        jobTitle: `Zaalhulp ${index}`,
        jobStartDateTime: `${day} 18:00:00`,
        jobEndDateTime: `${day} 23:00:00`,
      };
    }),
  );
  jobIDs = jobs.map((job) => job.jobID);
  // applied in quick succession: many in the same second, so the page order rests on the id too
  for (const jobID of jobIDs) {
    const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
      jobApplicationJobID: jobID,
      jobApplicationUserID: worker.userID,
    });
    expect(applied.statusCode).toBe(201);
  }
});

const ownList = (query: string, who: SignedIn | SignedInBusiness = worker) =>
  send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}${query}`, who);

describe("a worker's own applications", () => {
  it(`come newest first, ${APPLICATIONS_PAGE_SIZE} a page, each once, with the total, until the last page says there is no next`, async () => {
    const seen: number[] = [];
    let after = '';
    for (let page = 0; page <= APPLIED / APPLICATIONS_PAGE_SIZE; page += 1) {
      const answer = await ownList(after ? `&after=${encodeURIComponent(after)}` : '');
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.total).toBe(APPLIED);
      expect(body.count).toBe(body.data.length);
      seen.push(...body.data.map((application: { jobID: number }) => application.jobID));
      if (body.nextCursor === null) break;
      expect(body.data).toHaveLength(APPLICATIONS_PAGE_SIZE);
      after = body.nextCursor;
    }
    expect(seen).toEqual([...jobIDs].reverse());
  });

  it('answer her application to one job, and the shifts starting within asked days, first first', async () => {
    const one = (await ownList(`&jobID=${jobIDs[7]}`)).json();
    expect(one).toMatchObject({
      count: 1,
      nextCursor: null,
      data: [{ jobID: jobIDs[7], jobTitle: 'Zaalhulp 7' }],
    });
    const april = (await ownList('&startsFrom=2030-04-01&startsBefore=2030-05-01')).json();
    expect(april.count).toBe(30);
    expect(april.data[0]).toMatchObject({ jobStartDateTime: '2030-04-01 18:00:00' });
    expect(april.data.at(-1)).toMatchObject({ jobStartDateTime: '2030-04-30 18:00:00' });
  });

  it("carry each job's terms as they are now, not the job's page", async () => {
    const [newest] = (await ownList('')).json().data;
    expect(newest.job).toEqual({
      jobID: jobIDs.at(-1),
      jobTitle: `Zaalhulp ${APPLIED - 1}`,
      jobStatus: 'active',
      jobLocation: 'Gent',
      jobAddress: null,
      jobHours: 8,
      jobWagePerHour: 15,
      jobStartDateTime: '2030-06-28 18:00:00',
      jobEndDateTime: '2030-06-28 23:00:00',
      jobBreakMinutes: 0,
    });
  });

  it('refuse a made-up page link, half a window and a reversed one in the reader’s language, and stay hers', async () => {
    const forged = await ownList('&after=volgende');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('paginalink is ongeldig');
    const half = await ownList('&startsFrom=2030-04-01');
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('begin- en een einddag');
    expect((await ownList('&startsFrom=2030-05-01&startsBefore=2030-04-01')).statusCode).toBe(400);
    const stranger = await signedInWorker(testApp);
    expect((await ownList('', stranger)).statusCode).toBe(403);
    expect((await ownList(`&jobID=${jobIDs[0]}`, stranger)).statusCode).toBe(403);
  });
});
