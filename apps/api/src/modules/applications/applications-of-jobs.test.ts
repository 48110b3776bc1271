import { JOBS_AT_ONCE } from '@jobbel/shared/applications/application.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
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

/** A worker with a name of her own, so that the brief of her application can be told apart. */
async function namedWorker(userFirstName: string, userLastName: string) {
  const worker = await signedInWorker(testApp);
  await testApp.app.db
    .updateTable('users')
    .set({ userFirstName, userLastName })
    .where('userID', '=', worker.userID)
    .execute();
  return worker;
}

const briefsOf = (jobIDs: (number | string)[], who: { headers: Record<string, string> } = business) =>
  send(testApp, 'GET', `/api/jobapplications/of-jobs?jobIDs=${jobIDs.join(',')}`, who);

describe('the applications to a business’s jobs, in brief', () => {
  it('come for all its jobs in one request: where each stands and whose it is, nothing of the applicant beside', async () => {
    const worked = await namedWorker('Noor', 'Peeters');
    const shift = await shiftWithConfirmedHours(testApp, business, worked);
    const [open] = await insertJobs(testApp, business.businessID, [
      { jobTitle: 'Afwas vrijdag', jobStartDateTime: hoursFromNow(48), jobEndDateTime: hoursFromNow(54) },
    ]);
    const applicant = await namedWorker('Arne', 'Claes');
    await send(testApp, 'POST', '/api/jobapplications', applicant, {
      jobApplicationJobID: open!.jobID,
      jobApplicationUserID: applicant.userID,
    });

    const answer = await briefsOf([shift.jobID, open!.jobID]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { data } = answer.json();
    expect(data).toHaveLength(2);
    const byJob = new Map(
      data.map((brief: { jobApplicationJobID: number }) => [brief.jobApplicationJobID, brief]),
    );
    // each brief says what the job's full list says of the same application
    const full = (await send(testApp, 'GET', `/api/jobapplications?jobID=${shift.jobID}`, business)).json()
      .data[0];
    expect(byJob.get(shift.jobID)).toEqual({
      jobApplicationID: shift.applicationID,
      jobApplicationJobID: shift.jobID,
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: 'submitted',
      jobApplicationChangeDeclined: full.jobApplicationChangeDeclined,
      jobApplicationChangedBy: full.jobApplicationChangedBy,
      jobApplicationUpdatedDateTime: full.jobApplicationUpdatedDateTime,
      applicant: { userFirstName: 'Noor', userLastName: 'Peeters' },
    });
    expect(byJob.get(open!.jobID)).toMatchObject({
      jobApplicationStatus: 'pending',
      applicant: { userFirstName: 'Arne', userLastName: 'Claes' },
    });
  });

  it('answer only the business that posted every one of the jobs', async () => {
    const [own] = await insertJobs(testApp, business.businessID, [{ jobTitle: 'Eigen job' }]);
    const rival = await signedInBusiness(testApp);
    const [theirs] = await insertJobs(testApp, rival.businessID, [{ jobTitle: 'Andermans job' }]);
    expect((await briefsOf([own!.jobID, theirs!.jobID])).statusCode).toBe(403);
    expect((await briefsOf([own!.jobID], await signedInWorker(testApp))).statusCode).toBe(403);
    // a job deleted since the overview listed it is passed over
    const withGone = await briefsOf([own!.jobID, 2_000_000_000]);
    expect(withGone.statusCode).toBe(200);
    expect(withGone.json().data).toEqual([]);
  });

  it('refuse a bad list with a 400 in the reader’s language, before reading anything', async () => {
    const french = await signedInWorker(testApp, 'business', 'fr-BE');
    const tooMany = await briefsOf(
      Array.from({ length: JOBS_AT_ONCE + 1 }, (_, index) => index + 1),
      french,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('Demande les candidatures de moins d’offres à la fois.');
    for (const bad of [['abc'], [''], ['1', '-2'], ['1e3']]) {
      const answer = await briefsOf(bad);
      expect(answer.statusCode, bad.join(',')).toBe(400);
      expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});
