import { REVIEWS_PAGE_SIZE } from '@jobbel/shared/shifts/shift.constants';
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

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

/** A worker with `count` shifts worked weeks ago, each rated by the business (its window long closed). */
async function reviewedWorker(count: number) {
  const worker = await signedInWorker(testApp);
  const jobs = await insertJobs(
    testApp,
    business.businessID,
    Array.from({ length: count }, (_, index) => ({
      jobTitle: `Shift ${index}`,
      jobStartDateTime: hoursFromNow(-24 * 40 - index),
      jobEndDateTime: hoursFromNow(-24 * 40 - index + 4),
    })),
  );
  for (const [index, job] of jobs.entries()) {
    const { jobApplicationID } = await testApp.app.db
      .insertInto('job_applications')
      .values({
        jobApplicationJobID: job.jobID,
        jobApplicationUserID: worker.userID,
        jobApplicationStatus: 'completed',
        jobApplicationDateTime: hoursFromNow(-24 * 50),
        jobApplicationCompletedDateTime: hoursFromNow(-24 * 30),
        jobApplicationWorkedStartDateTime: hoursFromNow(-24 * 40 - index),
        jobApplicationWorkedEndDateTime: hoursFromNow(-24 * 40 - index + 4),
        jobApplicationBreakMinutes: 0,
        jobSnapshotTitle: `Shift ${index}`,
        jobSnapshotBusinessID: business.businessID,
      })
      .returning('jobApplicationID')
      .executeTakeFirstOrThrow();
    await testApp.app.db
      .insertInto('ratings')
      .values({
        ratingApplicationID: jobApplicationID,
        ratingBy: 'business',
        ratingStars: 1 + (index % 5),
        ratingComment: null,
        // two ratings share each moment: the id decides between them
        ratingDateTime: hoursFromNow(-24 * 30 + Math.floor(index / 2)),
      })
      .execute();
  }
  return worker;
}

describe('reviews, a page at a time', () => {
  it('come twenty a page, newest first, the next page after the cursor, none twice or left out', async () => {
    const worker = await reviewedWorker(REVIEWS_PAGE_SIZE + 5);
    const first = await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, business);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.data).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(page1.total).toBe(REVIEWS_PAGE_SIZE + 5);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (
      await send(
        testApp,
        'GET',
        `/api/reviews?userID=${worker.userID}&after=${encodeURIComponent(page1.nextCursor)}`,
        business,
      )
    ).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.nextCursor).toBeNull();
    const titles = [...page1.data, ...page2.data].map((review: { jobTitle: string }) => review.jobTitle);
    expect(new Set(titles).size).toBe(REVIEWS_PAGE_SIZE + 5);
    // newest first: the last shifts inserted were rated latest
    expect(titles[0]).toMatch(/^Shift 2[34]$/);
    expect(titles.at(-1)).toMatch(/^Shift [01]$/);
  });

  it('refuses a page link that is not one, in the reader’s language', async () => {
    const worker = await signedInWorker(testApp);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: `/api/reviews?userID=${worker.userID}&after=${encodeURIComponent("1' or 1=1")}`,
      headers: { ...business.headers, 'accept-language': 'nl-BE' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Deze paginalink is ongeldig');
  });
});
