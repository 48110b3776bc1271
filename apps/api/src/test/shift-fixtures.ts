import { toBrusselsDateTime } from '../lib/clock';
import type { TestApp } from './build-test-app';
import { insertBusiness, insertJobs } from './job-fixtures';
import { bearer, loginAs, registerPerson } from './registration-helpers';

export type SignedIn = Awaited<ReturnType<typeof signedInWorker>>;
export type SignedInBusiness = Awaited<ReturnType<typeof signedInBusiness>>;

export async function signedInWorker(
  testApp: TestApp,
  accountType: 'user' | 'business' = 'user',
  acceptLanguage?: string,
) {
  const registered = await registerPerson(testApp, { accountType, acceptLanguage });
  return { ...registered, headers: bearer(await loginAs(testApp, registered.person)) };
}

/** A business profile owned by a registered, signed-in business account. */
export async function signedInBusiness(testApp: TestApp) {
  const owner = await signedInWorker(testApp, 'business');
  const { businessID } = await insertBusiness(testApp, `Zaak ${owner.accountID}`);
  await testApp.app.db
    .updateTable('businesses')
    .set({ businessAccountID: owner.accountID })
    .where('businessID', '=', businessID)
    .execute();
  return { ...owner, businessID };
}

/** Brussels wall-clock time this many hours from now (negative: ago). */
export const hoursFromNow = (hours: number) => toBrusselsDateTime(new Date(Date.now() + hours * 3_600_000));

export function send(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: { headers: Record<string, string> },
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

/**
 * A worker accepted for a shift of the business; the shift then lies where `at` says, as if time had
 * passed (applying needs a job that has not started, so it is posted in the future first), and she is
 * booked on it there.
 */
export async function acceptedShift(
  testApp: TestApp,
  business: SignedInBusiness,
  worker: SignedIn,
  at: { start: string; end: string },
) {
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Shift ${Math.random().toString(36).slice(2, 8)}`,
      jobStartDateTime: hoursFromNow(24 * 30),
      jobEndDateTime: hoursFromNow(24 * 30 + 8),
    },
  ]);
  const jobID = job!.jobID;
  const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
    jobApplicationJobID: jobID,
    jobApplicationUserID: worker.userID,
  });
  const applicationID = applied.json().jobApplicationID as number;
  await send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
    jobApplicationStatus: 'accepted',
  });
  await testApp.app.db
    .updateTable('jobs')
    .set({ jobStartDateTime: at.start, jobEndDateTime: at.end })
    .where('jobID', '=', jobID)
    .execute();
  // time moved, the booking did not change: the worker is booked on the shift where it now lies
  await testApp.app.db
    .updateTable('job_applications')
    .set({ jobApplicationAgreedStartDateTime: at.start, jobApplicationAgreedEndDateTime: at.end })
    .where('jobApplicationID', '=', applicationID)
    .execute();
  return { jobID, applicationID };
}

/** A past shift whose worker has confirmed these hours. */
export async function shiftWithConfirmedHours(
  testApp: TestApp,
  business: SignedInBusiness,
  worker: SignedIn,
) {
  const shift = await acceptedShift(testApp, business, worker, {
    start: hoursFromNow(-10),
    end: hoursFromNow(-2),
  });
  await send(testApp, 'PUT', `/api/jobapplications/hours?id=${shift.applicationID}`, worker, {
    jobApplicationWorkedStartDateTime: hoursFromNow(-10),
    jobApplicationWorkedEndDateTime: hoursFromNow(-2),
    jobApplicationBreakMinutes: 30,
  });
  return shift;
}

/** A past shift the worker completed for the business: hours confirmed by her and approved by it. */
export async function completedShift(testApp: TestApp, business: SignedInBusiness, worker: SignedIn) {
  const shift = await shiftWithConfirmedHours(testApp, business, worker);
  await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${shift.applicationID}`, business);
  return shift;
}
