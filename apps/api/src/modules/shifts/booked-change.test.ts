import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { accept, applyTo, declareStatus, shiftOn } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
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

type Who = { headers: Record<string, string> };
const terms = (startIn: number) => ({
  jobTitle: 'Ontbijtservice',
  jobLocation: 'Gent',
  jobType: 'Ober',
  jobStartDateTime: hoursFromNow(startIn),
  jobEndDateTime: hoursFromNow(startIn + 8),
  jobWagePerHour: 14.5,
  jobDescription: '<p>Ontbijt serveren.</p>',
});
const edit = (jobID: number, payload: object, confirm = false) =>
  send(testApp, 'PUT', `/api/jobs?id=${jobID}${confirm ? '&confirmBooked=1' : ''}`, business, payload);
const answer = (who: Who, id: number, choice: 'accept' | 'decline') =>
  send(testApp, 'POST', `/api/jobapplications/change/${choice}?id=${id}`, who);
const mine = async (worker: SignedIn) =>
  (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker)).json().data[0];
const lastMailTo = async (email: string) =>
  (await testApp.deliveredMails()).filter((mail) => mail.to === email).at(-1);
const jobRow = (jobID: number) =>
  testApp.app.db
    .selectFrom('jobs')
    .select(['jobStatus', 'jobAcceptedCount', 'jobWagePerHour'])
    .where('jobID', '=', jobID)
    .executeTakeFirstOrThrow();

/** A job with two places, both booked, starting `startIn` hours from now. */
async function bookedTwice(startIn: number) {
  const original = terms(startIn);
  const [job] = await insertJobs(testApp, business.businessID, [{ ...original, jobPlaces: 2 }]);
  const jobID = job!.jobID;
  const workers: { worker: SignedIn; applicationID: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const worker = await signedInWorker(testApp);
    const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
      jobApplicationJobID: jobID,
      jobApplicationUserID: worker.userID,
    });
    const applicationID = applied.json().jobApplicationID as number;
    await send(testApp, 'PUT', `/api/jobapplications?id=${applicationID}`, business, {
      jobApplicationStatus: 'accepted',
    });
    workers.push({ worker, applicationID });
  }
  return { jobID, original, workers: workers as [(typeof workers)[0], (typeof workers)[0]] };
}

describe('changing a booked shift', () => {
  it('asks the business first, and changes nothing until it confirms', async () => {
    const { jobID, original } = await bookedTwice(72);
    const refused = await edit(jobID, { ...original, jobWagePerHour: 12 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'booked_change',
      booked: 2,
      message:
        '2 mensen zijn geboekt: zij moeten de wijziging aanvaarden. Tot dan blijft hun shift zoals afgesproken.',
    });
    expect(await jobRow(jobID)).toMatchObject({ jobWagePerHour: 14.5 });
  });

  it('keeps each worker booked on the old terms until she accepts; declining frees the place and never counts against her', async () => {
    const { jobID, original, workers } = await bookedTwice(72);
    const [lies, noor] = workers;
    const earlier = hoursFromNow(71.5);
    const changed = await edit(jobID, { ...original, jobStartDateTime: earlier, jobWagePerHour: 12 }, true);
    expect(changed.statusCode).toBe(200);

    // told before → after, in the app and by mail
    const mail = await lastMailTo(lies.worker.person.email);
    expect(mail?.subject).toMatch(/wil je shift Ontbijtservice wijzigen/);
    expect(mail?.text).toContain('loon €14,50 → €12,00 per uur');
    expect(mail?.text).toMatch(/start .* → .*/);
    const notices = (await send(testApp, 'GET', '/api/notifications', lies.worker)).json().data;
    expect(notices[0]).toMatchObject({ notificationKind: 'shiftChange' });

    // still booked as agreed
    const waiting = await mine(lies.worker);
    expect(waiting).toMatchObject({
      jobApplicationStatus: 'accepted',
      jobWagePerHour: 14.5,
      jobStartDateTime: original.jobStartDateTime,
      jobApplicationAgreedTerms: { jobWagePerHour: 14.5 },
      job: { jobWagePerHour: 12, jobStartDateTime: earlier },
    });

    // Lies accepts: booked on the new terms, the business hears it
    const accepted = await answer(lies.worker, lies.applicationID, 'accept');
    expect(accepted.json()).toMatchObject({ jobWagePerHour: 12, jobStartDateTime: earlier });
    expect((await lastMailTo(business.person.email))?.subject).toMatch(/aanvaardt de wijziging/);
    expect((await answer(lies.worker, lies.applicationID, 'accept')).json()).toMatchObject({
      error: 'no_change_waiting',
    });

    // Noor declines: the shift is off, the place free, her record untouched
    expect((await answer(lies.worker, noor.applicationID, 'decline')).statusCode).toBe(403);
    const declined = await answer(noor.worker, noor.applicationID, 'decline');
    expect(declined.json()).toMatchObject({
      jobApplicationStatus: 'cancelled',
      jobApplicationChangeDeclined: true,
      jobApplicationChangedBy: 'business',
      jobApplicationLateCancellation: false,
    });
    expect(await jobRow(jobID)).toMatchObject({ jobStatus: 'active', jobAcceptedCount: 1 });
    expect((await lastMailTo(business.person.email))?.subject).toMatch(/weigert de wijziging/);
    const record = (await send(testApp, 'GET', `/api/users?id=${noor.worker.userID}`, noor.worker)).json();
    expect(record.userStats.reliabilityCounts).toEqual({ completed: 0, lateCancellations: 0, noShows: 0 });
  });

  it('counts a change under 24 hours before the start that the worker declines as a late cancellation by the business', async () => {
    const { jobID, original, workers } = await bookedTwice(20);
    await edit(jobID, { ...original, jobLocation: 'Melle' }, true);
    const declined = await answer(workers[0].worker, workers[0].applicationID, 'decline');
    expect(declined.json()).toMatchObject({
      jobApplicationChangedBy: 'business',
      jobApplicationLateCancellation: true,
    });
  });

  it('takes a longer break as a change: until the worker accepts it, her hours count the break she agreed to', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, {
      status: 'student',
      studentSchool: 'Universiteit Gent',
      studentProofCheckedOn: '2030-01-06',
      studentHoursRemaining: 10,
      studentHoursRemainingOn: '2030-01-06',
    });
    const original = {
      ...terms(0),
      jobStartDateTime: '2030-03-04 10:00:00',
      jobEndDateTime: '2030-03-04 18:00:00',
    };
    const [job] = await insertJobs(testApp, business.businessID, [original]);
    const applicationID = await applyTo(testApp, worker, job!.jobID);
    await accept(testApp, business, applicationID, 'student');
    // the next shift goes past the 10 hours she declared left: its check says what she worked since
    const next = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2030-03-11', { from: '18:00', to: '22:00' }),
    );
    const studentWarning = async () =>
      (await send(testApp, 'GET', `/api/jobapplications/engagement?id=${next}`, business))
        .json()
        .regimes.find((verdict: { regime: string }) => verdict.regime === 'student').warnings[0].message;

    expect((await edit(job!.jobID, { ...original, jobBreakMinutes: 60 })).json()).toMatchObject({
      error: 'booked_change',
      booked: 1,
    });
    expect((await edit(job!.jobID, { ...original, jobBreakMinutes: 60 }, true)).statusCode).toBe(200);
    expect((await lastMailTo(worker.person.email))?.text).toContain('pauze 0 → 60 minuten');
    const own = (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker)).json()
      .data;
    expect(
      own.find((row: { jobApplicationID: number }) => row.jobApplicationID === applicationID),
    ).toMatchObject({
      jobBreakMinutes: 0,
      jobApplicationAgreedTerms: { jobBreakMinutes: 0 },
      job: { jobBreakMinutes: 60 },
    });
    expect(await studentWarning()).toContain('werkte sindsdien 8 uur');

    expect((await answer(worker, applicationID, 'accept')).json()).toMatchObject({ jobBreakMinutes: 60 });
    expect(await studentWarning()).toContain('werkte sindsdien 7 uur');
  });

  it('only informs about a new title or description, which needs no confirmation', async () => {
    const { jobID, original, workers } = await bookedTwice(72);
    const retitled = await edit(jobID, { ...original, jobTitle: 'Ontbijt en brunch' });
    expect(retitled.statusCode).toBe(200);
    expect((await lastMailTo(workers[0].worker.person.email))?.subject).toMatch(
      /heeft Ontbijt en brunch bijgewerkt/,
    );
    expect((await answer(workers[0].worker, workers[0].applicationID, 'accept')).statusCode).toBe(409);
  });

  it('lets a worker answer once when she accepts and declines at the same time', async () => {
    const { jobID, original, workers } = await bookedTwice(72);
    await edit(jobID, { ...original, jobWagePerHour: 13 }, true);
    const { worker, applicationID } = workers[0];
    const answers = await Promise.all([
      answer(worker, applicationID, 'accept'),
      answer(worker, applicationID, 'decline'),
    ]);
    expect(answers.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('the business’s own record', () => {
  it('counts its late cancellations, declined late changes included, and its withdrawn no-show claims', async () => {
    const owner = await signedInBusiness(testApp);
    const record = async () =>
      (await send(testApp, 'GET', `/api/businesses?businessID=${owner.businessID}`, owner)).json()
        .businessStats;
    expect(await record()).toMatchObject({
      reliability: null,
      reliabilityCounts: { completed: 0, lateCancellations: 0, withdrawnNoShows: 0 },
    });
    const worker = await signedInWorker(testApp);
    // a cancellation by the business under 24 hours before the start
    const soon = await acceptedShift(testApp, owner, worker, {
      start: hoursFromNow(10),
      end: hoursFromNow(16),
    });
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${soon.applicationID}`, owner, {
      jobApplicationCancelReason: 'Onze keuken is dicht.',
    });
    // a no-show claim it took back
    const started = await acceptedShift(testApp, owner, worker, {
      start: hoursFromNow(-2),
      end: hoursFromNow(4),
    });
    await send(testApp, 'POST', `/api/jobapplications/no-show?id=${started.applicationID}`, owner);
    await send(testApp, 'POST', `/api/jobapplications/no-show/withdraw?id=${started.applicationID}`, owner);
    // a completed shift
    const done = await shiftWithConfirmedHours(testApp, owner, worker);
    await send(testApp, 'POST', `/api/jobapplications/hours/approve?id=${done.applicationID}`, owner);

    expect(await record()).toMatchObject({
      completedShifts: 1,
      reliability: 1 / 3,
      reliabilityCounts: { completed: 1, lateCancellations: 1, withdrawnNoShows: 1 },
    });
    // none of it counts against the worker
    const workerRecord = (await send(testApp, 'GET', `/api/users?id=${worker.userID}`, worker)).json()
      .userStats;
    expect(workerRecord.reliabilityCounts).toEqual({ completed: 1, lateCancellations: 0, noShows: 0 });
  });
});
