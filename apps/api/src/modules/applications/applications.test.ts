import { beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n';
import { useTestApp } from '../../test/build-test-app';
import { insertBusiness, insertJobs } from '../../test/job-fixtures';
import { bearer, loginAs, registerPerson } from '../../test/registration-helpers';

const testApp = useTestApp();
let openJobID: number;
let otherJobID: number;
let employer: { headers: Record<string, string>; businessID: number };
let rival: { headers: Record<string, string> };

async function signedIn(accountType: 'user' | 'business' = 'user') {
  const registered = await registerPerson(testApp, { accountType });
  return { ...registered, headers: bearer(await loginAs(testApp, registered.person)) };
}

/** A business profile owned by a registered, signed-in business account. */
async function signedInBusiness() {
  const owner = await signedIn('business');
  const { businessID } = await insertBusiness(testApp, `Zaak ${owner.accountID}`);
  await testApp.app.db
    .updateTable('businesses')
    .set({ businessAccountID: owner.accountID })
    .where('businessID', '=', businessID)
    .execute();
  return { ...owner, businessID };
}

beforeAll(async () => {
  const owner = await signedInBusiness();
  employer = owner;
  rival = await signedInBusiness();
  [{ jobID: openJobID }, { jobID: otherJobID }] = await insertJobs(testApp, owner.businessID, [
    {
      jobTitle: 'Barista zaterdag',
      jobStartDateTime: '2030-06-01 08:00:00',
      jobEndDateTime: '2030-06-01 14:00:00',
    },
    {
      jobTitle: 'Kok zondag',
      jobStartDateTime: '2030-06-02 10:00:00',
      jobEndDateTime: '2030-06-02 18:00:00',
    },
  ]).then((rows) => rows.map((row) => ({ jobID: row.jobID })));
});

const applyAs = (
  worker: { headers: Record<string, string>; userID: number },
  jobID: number,
  userID = worker.userID,
) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/jobapplications',
    headers: worker.headers,
    payload: { jobApplicationJobID: jobID, jobApplicationUserID: userID },
  });

describe('applying (spec 001 §5)', () => {
  it('creates a pending application the worker sees in their list', async () => {
    const worker = await signedIn();
    const response = await applyAs(worker, openJobID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      jobApplicationStatus: 'pending',
      jobTitle: 'Barista zaterdag',
      companyName: expect.any(String),
    });
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${worker.userID}`,
      headers: worker.headers,
    });
    expect(list.json()).toMatchObject({
      count: 1,
      data: [{ jobID: openJobID, job: { jobTitle: 'Barista zaterdag' } }],
    });
  });

  it('answers a second application with already applied, even when sent at the same moment', async () => {
    const worker = await signedIn();
    const answers = await Promise.all(Array.from({ length: 6 }, () => applyAs(worker, otherJobID)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 201)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toContain('already applied');
    }
    const rows = await testApp.app.db
      .selectFrom('job_applications')
      .select('jobApplicationID')
      .where('jobApplicationUserID', '=', worker.userID)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses business accounts', async () => {
    const business = await signedIn('business');
    const response = await applyAs(business, openJobID);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Business accounts cannot apply for jobs');
  });

  it('refuses applying in somebody else’s name', async () => {
    const worker = await signedIn();
    const other = await signedIn();
    expect((await applyAs(worker, openJobID, other.userID)).statusCode).toBe(403);
  });

  it('answers job not available for filled, expired and missing jobs', async () => {
    const worker = await signedIn();
    const [filled, ended] = await insertJobs(testApp, (await insertBusiness(testApp)).businessID, [
      { jobTitle: 'Al ingevuld', jobStatus: 'filled' },
      { jobTitle: 'Voorbij', jobStartDateTime: '2020-01-01 10:00:00', jobEndDateTime: '2020-01-01 18:00:00' },
    ]);
    for (const jobID of [filled!.jobID, ended!.jobID, 999_999]) {
      const response = await applyAs(worker, jobID);
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toContain('job not available');
    }
  });
});

describe('reading applications', () => {
  it("refuses another user's list and a business's list of its own", async () => {
    const worker = await signedIn();
    const other = await signedIn();
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${worker.userID}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(403);
    const business = await signedIn('business');
    const asBusiness = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${business.userID}`,
      headers: business.headers,
    });
    expect(asBusiness.json().message).toBe(t('api.applications.businessAccountsCannotViewJob'));
  });

  it('shows applications to a job only to the business that posted it, with the applicant', async () => {
    const worker = await signedIn();
    await applyAs(worker, openJobID);
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?jobID=${openJobID}`,
      headers: employer.headers,
    });
    expect(own.statusCode).toBe(200);
    const mine = own
      .json()
      .data.find(
        (application: { jobApplicationUserID: number }) => application.jobApplicationUserID === worker.userID,
      );
    expect(mine.applicant).toMatchObject({
      userEmail: worker.person.email,
      userPhoneNumber: expect.any(String),
    });
    for (const headers of [rival.headers, worker.headers]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/jobapplications?jobID=${openJobID}`,
        headers,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('keeps an application readable with its snapshot after the job is deleted', async () => {
    const worker = await signedIn();
    const [gone] = await insertJobs(testApp, (await insertBusiness(testApp, 'Verdwenen Bistro')).businessID, [
      {
        jobTitle: 'Tijdelijke job',
        jobWagePerHour: 17.5,
        jobStartDateTime: '2030-07-01 12:00:00',
        jobEndDateTime: '2030-07-01 20:00:00',
      },
    ]);
    await applyAs(worker, gone!.jobID);
    await testApp.app.db.deleteFrom('jobs').where('jobID', '=', gone!.jobID).execute();
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/jobapplications?userID=${worker.userID}`,
      headers: worker.headers,
    });
    expect(list.json().data[0]).toMatchObject({
      job: null,
      jobTitle: 'Tijdelijke job',
      companyName: 'Verdwenen Bistro',
      jobWagePerHour: 17.5,
      jobStartDateTime: '2030-07-01 12:00:00',
    });
  });
});

describe('changing an application', () => {
  async function pendingApplication() {
    const worker = await signedIn();
    const [job] = await insertJobs(
      testApp,
      (
        await testApp.app.db
          .selectFrom('jobs')
          .select('jobBusinessID')
          .where('jobID', '=', openJobID)
          .executeTakeFirstOrThrow()
      ).jobBusinessID,
      [
        {
          jobTitle: `Shift ${worker.userID}`,
          jobStartDateTime: '2030-08-01 10:00:00',
          jobEndDateTime: '2030-08-01 16:00:00',
        },
      ],
    );
    const applied = await applyAs(worker, job!.jobID);
    return { worker, applicationID: applied.json().jobApplicationID as number };
  }
  const setStatus = (headers: Record<string, string>, id: number, jobApplicationStatus: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/jobapplications?id=${id}`,
      headers,
      payload: { jobApplicationStatus },
    });

  it('lets the worker withdraw a pending application, once', async () => {
    const { worker, applicationID } = await pendingApplication();
    const other = await signedIn();
    expect((await setStatus(other.headers, applicationID, 'withdrawn')).statusCode).toBe(403);
    const withdrawn = await setStatus(worker.headers, applicationID, 'withdrawn');
    expect(withdrawn.json().jobApplicationStatus).toBe('withdrawn');
    expect((await setStatus(worker.headers, applicationID, 'withdrawn')).statusCode).toBe(409);
  });

  it('lets only the owning business accept, and mails the worker', async () => {
    const { worker, applicationID } = await pendingApplication();
    expect((await setStatus(worker.headers, applicationID, 'accepted')).statusCode).toBe(403);
    expect((await setStatus(rival.headers, applicationID, 'accepted')).statusCode).toBe(403);
    const accepted = await setStatus(employer.headers, applicationID, 'accepted');
    expect(accepted.json().jobApplicationStatus).toBe('accepted');
    const mail = (await testApp.deliveredMails()).filter((each) => each.to === worker.person.email).at(-1)!;
    expect(mail.subject).toContain('aangenomen');
    expect(mail.text).toContain('/my-applications');
  });

  it('lets exactly one of a parallel accept and withdraw win; the other answers 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { worker, applicationID } = await pendingApplication();
      const answers = await Promise.all([
        setStatus(employer.headers, applicationID, 'accepted'),
        setStatus(worker.headers, applicationID, 'withdrawn'),
        setStatus(employer.headers, applicationID, 'rejected'),
      ]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().jobApplicationStatus;
      const stored = await testApp.app.db
        .selectFrom('job_applications')
        .select('jobApplicationStatus')
        .where('jobApplicationID', '=', applicationID)
        .executeTakeFirstOrThrow();
      expect(stored.jobApplicationStatus).toBe(winner);
      const decisionMails = (await testApp.deliveredMails()).filter(
        (mail) => mail.to === worker.person.email && mail.text.includes(`"Shift ${worker.userID}"`),
      );
      expect(decisionMails).toHaveLength(winner === 'withdrawn' ? 0 : 1);
    }
  });

  it('refuses statuses outside the list', async () => {
    const { applicationID } = await pendingApplication();
    expect((await setStatus(employer.headers, applicationID, 'hired')).statusCode).toBe(400);
  });
});

describe('deleting a job that has workers (jobs stay true to what happened)', () => {
  it('cancels its open applications and mails the accepted worker, leaving decided ones as they were', async () => {
    const [job] = await insertJobs(testApp, employer.businessID, [
      {
        jobTitle: 'Bediening gala',
        jobStartDateTime: '2030-07-01 18:00:00',
        jobEndDateTime: '2030-07-01 23:00:00',
      },
    ]);
    const jobID = job!.jobID;
    await testApp.app.db.updateTable('jobs').set({ jobPlaces: 3 }).where('jobID', '=', jobID).execute();
    const [accepted, waiting, turnedDown] = [await signedIn(), await signedIn(), await signedIn()];
    const idOf = async (worker: typeof accepted) =>
      (await applyAs(worker, jobID)).json().jobApplicationID as number;
    const decide = (id: number, jobApplicationStatus: string) =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/jobapplications?id=${id}`,
        headers: employer.headers,
        payload: { jobApplicationStatus },
      });
    await decide(await idOf(accepted), 'accepted');
    await idOf(waiting);
    await decide(await idOf(turnedDown), 'rejected');

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/jobs?id=${jobID}`,
      headers: employer.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const statusOf = async (worker: typeof accepted) =>
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/jobapplications?userID=${worker.userID}`,
          headers: worker.headers,
        })
      ).json().data[0];
    expect(await statusOf(accepted)).toMatchObject({
      jobApplicationStatus: 'cancelled',
      job: null,
      jobTitle: 'Bediening gala',
    });
    expect((await statusOf(waiting)).jobApplicationStatus).toBe('cancelled');
    expect((await statusOf(turnedDown)).jobApplicationStatus).toBe('rejected');

    const mails = await testApp.deliveredMails();
    const cancelled = mails.filter((mail) => mail.subject.includes('gaat niet door'));
    expect(cancelled.map((mail) => mail.to)).toEqual([accepted.person.email]);
    expect(cancelled[0]!.text).toContain('Bediening gala');
  });
});

describe('places (a job fills up)', () => {
  const decide = (id: number, jobApplicationStatus: string) =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/jobapplications?id=${id}`,
      headers: employer.headers,
      payload: { jobApplicationStatus },
    });
  const jobOf = async (jobID: number, headers: Record<string, string>) =>
    (await testApp.app.inject({ method: 'GET', url: `/api/jobs?id=${jobID}`, headers })).json();
  const searchFinds = async (jobID: number, headers: Record<string, string>) =>
    (await testApp.app.inject({ method: 'GET', url: '/api/jobs?search=Afwas&limit=100', headers }))
      .json()
      .data.some((job: { jobID: number }) => job.jobID === jobID);

  it('fills a one-place job with its first accepted worker and takes it off the workers’ search', async () => {
    const [job] = await insertJobs(testApp, employer.businessID, [
      {
        jobTitle: 'Afwas vrijdag',
        jobStartDateTime: '2030-08-01 18:00:00',
        jobEndDateTime: '2030-08-01 23:00:00',
      },
    ]);
    const [first, second] = [await signedIn(), await signedIn()];
    const firstID = (await applyAs(first, job!.jobID)).json().jobApplicationID;
    const secondID = (await applyAs(second, job!.jobID)).json().jobApplicationID;
    expect(await searchFinds(job!.jobID, second.headers)).toBe(true);

    expect((await decide(firstID, 'accepted')).statusCode).toBe(200);
    expect(await jobOf(job!.jobID, employer.headers)).toMatchObject({ jobStatus: 'filled', jobPlaces: 1 });
    expect(await searchFinds(job!.jobID, second.headers)).toBe(false);
    const refused = await decide(secondID, 'accepted');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'job_filled',
      message: t('api.applications.jobIsFilled'),
    });
    // the refused accept changed nothing
    expect((await decide(secondID, 'rejected')).statusCode).toBe(200);
  });

  it('gives the last of two places to exactly one of three racing accepts', async () => {
    const [job] = await insertJobs(testApp, employer.businessID, [
      {
        jobTitle: 'Afwas zaterdag',
        jobStartDateTime: '2030-08-02 18:00:00',
        jobEndDateTime: '2030-08-02 23:00:00',
      },
    ]);
    await testApp.app.db.updateTable('jobs').set({ jobPlaces: 2 }).where('jobID', '=', job!.jobID).execute();
    const workers = [await signedIn(), await signedIn(), await signedIn()];
    const ids: number[] = [];
    for (const worker of workers) ids.push((await applyAs(worker, job!.jobID)).json().jobApplicationID);
    const answers = await Promise.all(ids.map((id) => decide(id, 'accepted')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409]);
    expect(await jobOf(job!.jobID, employer.headers)).toMatchObject({ jobStatus: 'filled', jobPlaces: 2 });
  });
});
