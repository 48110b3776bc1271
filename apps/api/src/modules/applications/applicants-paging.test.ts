import { APPLICANTS_PAGE_SIZE } from '@jobbel/shared/applications/application.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { insertWorkers } from '../../test/worker-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;
let jobID: number;
let applicantIDs: number[];

const APPLIED = APPLICANTS_PAGE_SIZE + 7;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
  [{ jobID }] = (await insertJobs(testApp, business.businessID, [{ jobTitle: 'Festival bar' }])) as [
    { jobID: number },
  ];
  applicantIDs = await insertWorkers(testApp, APPLIED);
  // two applications a minute: those that share a moment are ordered by their id
  await testApp.app.db
    .insertInto('job_applications')
    .values(
      applicantIDs.map((userID, index) => ({
        jobApplicationJobID: jobID,
        jobApplicationUserID: userID,
        jobApplicationStatus: 'pending' as const,
        jobApplicationDateTime: hoursFromNow(-APPLIED + Math.floor(index / 2) / 30),
        jobSnapshotTitle: 'Festival bar',
        jobSnapshotBusinessID: business.businessID,
      })),
    )
    .execute();
});

const applicants = (query = '', who: { headers: Record<string, string> } = business) =>
  send(testApp, 'GET', `/api/jobapplications?jobID=${jobID}${query}`, who);

describe("a job's applicants, a page at a time", () => {
  it('come newest first with their records, each once, with the total, until the last page', async () => {
    const first = await applicants();
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ count: APPLICANTS_PAGE_SIZE, total: APPLIED });
    expect(page1.data[0].applicant).toMatchObject({
      userID: applicantIDs.at(-1),
      applicantRecord: expect.objectContaining({ completedJobs: 0, ratingCount: 0 }),
    });
    expect(page1.nextCursor).toEqual(expect.any(String));

    const page2 = (await applicants(`&after=${encodeURIComponent(page1.nextCursor)}`)).json();
    expect(page2).toMatchObject({ count: APPLIED - APPLICANTS_PAGE_SIZE, total: APPLIED, nextCursor: null });
    const seen = [...page1.data, ...page2.data].map(
      (application: { applicant: { userID: number } }) => application.applicant.userID,
    );
    expect(seen).toEqual([...applicantIDs].reverse());
  });

  it('are only for the business that posted the job, and a made-up page link is refused in Dutch', async () => {
    const worker = await signedInWorker(testApp);
    expect((await applicants('', worker)).statusCode).toBe(403);
    const otherBusiness = await signedInBusiness(testApp);
    expect((await applicants('', otherBusiness)).statusCode).toBe(403);
    const forged = await applicants('&after=volgende');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('paginalink is ongeldig');
  });
});
