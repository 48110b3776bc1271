import { beforeAll, describe, expect, it } from 'vitest';
import { toBrusselsDateTime } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import {
  completedShift,
  type SignedIn,
  type SignedInBusiness,
  send,
  shiftWithConfirmedHours,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const rate = (who: { headers: Record<string, string> }, id: number, payload: object) =>
  send(testApp, 'POST', `/api/jobapplications/rating?id=${id}`, who, payload);
const ownApplication = async (worker: SignedIn, id: number) =>
  (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker))
    .json()
    .data.find((application: { jobApplicationID: number }) => application.jobApplicationID === id);
const applicantsView = async (jobID: number, id: number) =>
  (await send(testApp, 'GET', `/api/jobapplications?jobID=${jobID}`, business))
    .json()
    .data.find((application: { jobApplicationID: number }) => application.jobApplicationID === id);

const completed = (worker: SignedIn) => completedShift(testApp, business, worker);

describe('ratings both ways', () => {
  it('wait for completion', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    const early = await rate(worker, shift.applicationID, { ratingStars: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'not_completed' });
  });

  it('stay hidden from the other side until both have rated, then both are shown', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await completed(worker);
    const byWorker = await rate(worker, shift.applicationID, {
      ratingStars: 4,
      ratingComment: 'Fijne ploeg, drukke zaak.',
    });
    expect(byWorker.statusCode).toBe(200);
    expect(byWorker.json()).toMatchObject({
      jobApplicationMyRating: { ratingStars: 4, ratingComment: 'Fijne ploeg, drukke zaak.' },
      jobApplicationTheirRating: null,
      jobApplicationCanRate: false,
    });
    // the business cannot see the worker's score before rating back
    expect(await applicantsView(shift.jobID, shift.applicationID)).toMatchObject({
      jobApplicationMyRating: null,
      jobApplicationTheirRating: null,
      jobApplicationCanRate: true,
    });
    const noReviewYet = await send(testApp, 'GET', `/api/reviews?businessID=${business.businessID}`, worker);
    expect(noReviewYet.json()).toEqual({ data: [], count: 0, total: 0, nextCursor: null });

    expect(
      (await rate(business, shift.applicationID, { ratingStars: 5, ratingComment: 'Stipt en vriendelijk.' }))
        .statusCode,
    ).toBe(200);
    expect(await ownApplication(worker, shift.applicationID)).toMatchObject({
      jobApplicationTheirRating: { ratingStars: 5, ratingComment: 'Stipt en vriendelijk.' },
    });
    const reviews = await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, business);
    expect(reviews.json()).toMatchObject({
      count: 1,
      data: [
        {
          ratingStars: 5,
          ratingComment: 'Stipt en vriendelijk.',
          reviewerName: `Zaak ${business.accountID}`,
          ratingMonth: toBrusselsDateTime(new Date()).slice(0, 7),
        },
      ],
    });
    const ofBusiness = await send(testApp, 'GET', `/api/reviews?businessID=${business.businessID}`, worker);
    expect(ofBusiness.json().data[0]).toMatchObject({
      ratingStars: 4,
      reviewerName: 'Lies',
    });
    const profile = await send(testApp, 'GET', `/api/users?id=${worker.userID}`, business);
    expect(profile.json().userStats).toMatchObject({ averageRating: 5, ratingCount: 1, completedJobs: 1 });
    const businessPage = await send(
      testApp,
      'GET',
      `/api/businesses?businessID=${business.businessID}`,
      worker,
    );
    expect(businessPage.json().businessStats).toMatchObject({
      completedShifts: expect.any(Number),
      averageRating: 4,
      ratingCount: 1,
    });
    expect((await applicantsView(shift.jobID, shift.applicationID)).applicant.applicantRecord).toMatchObject({
      completedJobs: 1,
      averageRating: 5,
      reliability: null,
    });
  });

  it('are given once per side, by the two parties only, with 1 to 5 stars', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await completed(worker);
    const stranger = await signedInWorker(testApp);
    expect((await rate(stranger, shift.applicationID, { ratingStars: 1 })).statusCode).toBe(403);
    for (const bad of [
      { ratingStars: 0 },
      { ratingStars: 6 },
      { ratingStars: 4.5 },
      { ratingStars: 3, ratingComment: 'x'.repeat(501) },
    ]) {
      expect((await rate(worker, shift.applicationID, bad)).statusCode).toBe(400);
    }
    const twice = await Promise.all([
      rate(worker, shift.applicationID, { ratingStars: 3 }),
      rate(worker, shift.applicationID, { ratingStars: 2 }),
    ]);
    expect(twice.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('close after 14 days, when a single rating is revealed', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await completed(worker);
    expect(
      (await rate(business, shift.applicationID, { ratingStars: 2, ratingComment: 'Te laat.' })).statusCode,
    ).toBe(200);
    expect((await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, business)).json().count).toBe(
      0,
    );

    await testApp.app.db
      .updateTable('job_applications')
      .set({
        jobApplicationCompletedDateTime: toBrusselsDateTime(new Date(Date.now() - 15 * 24 * 3_600_000)),
      })
      .where('jobApplicationID', '=', shift.applicationID)
      .execute();
    const late = await rate(worker, shift.applicationID, { ratingStars: 5 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'rating_closed' });
    expect(
      (await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, business)).json(),
    ).toMatchObject({
      count: 1,
      data: [{ ratingStars: 2, ratingComment: 'Te laat.' }],
    });
  });

  it('of a worker who hid their profile are hidden too', async () => {
    const worker = await signedInWorker(testApp);
    await send(testApp, 'PUT', '/api/usersettings', worker, { privacy: { profilePublic: false } });
    const stranger = await signedInBusiness(testApp);
    const hidden = await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect((await send(testApp, 'GET', `/api/reviews?userID=${worker.userID}`, worker)).statusCode).toBe(200);
    expect((await send(testApp, 'GET', '/api/reviews', worker)).statusCode).toBe(400);
  });

  it('of a business that does not exist are not found, in Dutch', async () => {
    const worker = await signedInWorker(testApp);
    const missing = await send(testApp, 'GET', '/api/reviews?businessID=987654', worker);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(t('api.businesses.businessProfileNotFound'));
  });

  it('given by a worker who hid her profile do not name her on the business page', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await completed(worker);
    await rate(worker, shift.applicationID, { ratingStars: 5, ratingComment: 'Top zaak.' });
    await rate(business, shift.applicationID, { ratingStars: 5 });
    const named = async () =>
      (await send(testApp, 'GET', `/api/reviews?businessID=${business.businessID}`, worker))
        .json()
        .data.find((review: { ratingComment: string }) => review.ratingComment === 'Top zaak.').reviewerName;
    expect(await named()).toBe('Lies');
    await send(testApp, 'PUT', '/api/usersettings', worker, { privacy: { profilePublic: false } });
    expect(await named()).toBe('Een jobbelaar');
  });
});
