import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { accept, applyTo } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import {
  hoursFromNow,
  type SignedIn,
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

type Who = { headers: Record<string, string> };
const setPrivacy = (who: SignedIn, privacy: Record<string, boolean>) =>
  send(testApp, 'PUT', '/api/usersettings', who, { privacy });
const profileOf = (who: Who, userID: number) => send(testApp, 'GET', `/api/users?id=${userID}`, who);

/** A worker who applied to a job of the business and was accepted (so she is also on its team). */
async function appliedWorker() {
  const worker = await signedInWorker(testApp);
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Privacy ${worker.userID}`,
      jobStartDateTime: hoursFromNow(48),
      jobEndDateTime: hoursFromNow(52),
    },
  ]);
  const applicationID = await applyTo(testApp, worker, job!.jobID);
  expect((await accept(testApp, business, applicationID)).statusCode).toBe(200);
  expect((await send(testApp, 'POST', '/api/team', business, { userID: worker.userID })).statusCode).toBe(
    200,
  );
  return { worker, jobID: job!.jobID, applicationID };
}

describe('privacy settings do what they say, on every way another account reads a profile', () => {
  it('showEmail and showPhone off: the profile page shows neither to anyone else, her own view keeps both', async () => {
    const { worker } = await appliedWorker();
    const stranger = await signedInWorker(testApp);
    await setPrivacy(worker, { showEmail: true, showPhone: true });
    const shown = (await profileOf(stranger, worker.userID)).json();
    expect(shown).toMatchObject({ userEmail: worker.person.email, userPhoneNumber: '+32 470 11 22 33' });
    await setPrivacy(worker, { showEmail: false, showPhone: false });
    for (const viewer of [stranger, business]) {
      const seen = (await profileOf(viewer, worker.userID)).json();
      expect(seen).toMatchObject({ userEmail: null, userPhoneNumber: null, userGsmNumber: null });
    }
    expect((await profileOf(worker, worker.userID)).json()).toMatchObject({ userEmail: worker.person.email });
  });

  it('profilePublic off: strangers find no profile; the business she applied to still sees her, its team and the conversation no contact', async () => {
    const { worker, jobID, applicationID } = await appliedWorker();
    await setPrivacy(worker, { profilePublic: false });
    const stranger = await signedInWorker(testApp);
    expect((await profileOf(stranger, worker.userID)).statusCode).toBe(404);
    expect((await profileOf(business, worker.userID)).statusCode).toBe(200);
    expect((await profileOf(worker, worker.userID)).statusCode).toBe(200);
    // the applicants dialog: her own applicant's contact (docs/decisions/who-may-do-what.md)
    const applicants = (await send(testApp, 'GET', `/api/jobapplications?jobID=${jobID}`, business)).json();
    expect(applicants.data[0].applicant).toMatchObject({ userID: worker.userID });
    // the team and the conversation carry no contact details at all
    const team = JSON.stringify((await send(testApp, 'GET', '/api/team', business)).json());
    expect(team).toContain(`"userID":${worker.userID}`);
    expect(team).not.toContain(worker.person.email);
    await send(testApp, 'POST', `/api/messages?applicationID=${applicationID}`, business, {
      messageText: 'Hallo',
    });
    const thread = JSON.stringify(
      (await send(testApp, 'GET', `/api/messages?applicationID=${applicationID}`, worker)).json(),
    );
    expect(thread).not.toContain(worker.person.email);
    expect(thread).not.toContain('+32 470');
  });

  it('an account that asked to be deleted is hidden from everyone else until it cancels', async () => {
    const { worker } = await appliedWorker();
    const stranger = await signedInWorker(testApp);
    await send(testApp, 'POST', '/api/mydata/deletion', worker, { password: worker.person.password });
    expect((await profileOf(stranger, worker.userID)).statusCode).toBe(404);
    await send(testApp, 'DELETE', '/api/mydata/deletion', worker);
    expect((await profileOf(stranger, worker.userID)).statusCode).toBe(200);
  });
});
