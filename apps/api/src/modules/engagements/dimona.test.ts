import { dimonaDeclarationSchema } from '@jobbel/shared/engagements/exports.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { declareStatus, engagedOn } from '../../test/engagement-fixtures';
import {
  acceptedShift,
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

type Who = { headers: Record<string, string> };
const tasksOf = async (who: Who) => (await send(testApp, 'GET', '/api/dimona', who)).json().data;
const taskOf = async (id: number) =>
  (await tasksOf(business)).find((task: { jobApplicationID: number }) => task.jobApplicationID === id);
const declare = (who: Who, id: number, periodID = '512345678901') =>
  send(testApp, 'POST', `/api/jobapplications/dimona/declared?id=${id}`, who, { periodID });
const mailsTo = async (email: string) => (await testApp.deliveredMails()).filter((mail) => mail.to === email);
const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('the Dimona of an engagement', () => {
  it('is to declare by the start; a student’s by her first shift of the quarter', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, {
      status: 'student',
      studentSchool: 'KU Leuven',
      studentHoursRemaining: null,
    });
    const first = await engagedOn(testApp, business, worker, '2030-02-04', 'student');
    const second = await engagedOn(testApp, business, worker, '2030-03-18', 'student');
    expect(await taskOf(second)).toMatchObject({
      dimonaState: 'to_declare',
      regime: 'student',
      start: '2030-03-18 10:00:00',
      deadline: '2030-02-04 10:00:00',
      inszMissing: false,
    });
    expect((await taskOf(first)).deadline).toBe('2030-02-04 10:00:00');
  });

  it('is declared with the period id the RSZ returned, once, by the business that engaged her', async () => {
    const worker = await signedInWorker(testApp);
    const id = await engagedOn(testApp, business, worker, '2030-02-05', 'ordinary');
    const other = await signedInBusiness(testApp);
    expect((await declare(other, id)).statusCode).toBe(404);
    expect((await declare(worker, id)).statusCode).toBe(403);
    expect((await declare(business, id, '12ab')).statusCode).toBe(400);

    const declared = await declare(business, id);
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({ dimonaState: 'declared', periodID: '512345678901' });
    expect((await declare(business, id, '512345678902')).statusCode).toBe(409);

    // the worker sees that it is declared, never the period id
    const mine = (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker)).json()
      .data;
    const application = mine.find((row: { jobApplicationID: number }) => row.jobApplicationID === id);
    expect(application.jobApplicationDimonaState).toBe('declared');
    expect(JSON.stringify(mine)).not.toContain('512345678901');
  });

  it('is to declare again, with its period id, once the worker accepts a move of the declared shift', async () => {
    const worker = await signedInWorker(testApp);
    const id = await engagedOn(testApp, business, worker, '2030-02-11', 'ordinary');
    await declare(business, id);
    const { jobID } = await taskOf(id);
    const job = (await send(testApp, 'GET', `/api/jobs?id=${jobID}`, business)).json();
    const wageOnly = await send(testApp, 'PUT', `/api/jobs?id=${jobID}&confirmBooked=1`, business, {
      ...job,
      jobWagePerHour: 16,
    });
    expect(wageOnly.statusCode).toBe(200);
    await send(testApp, 'POST', `/api/jobapplications/change/accept?id=${id}`, worker);
    expect((await taskOf(id)).dimonaState).toBe('declared');

    await send(testApp, 'PUT', `/api/jobs?id=${jobID}&confirmBooked=1`, business, {
      ...job,
      jobWagePerHour: 16,
      jobStartDateTime: '2030-02-11 12:00:00',
    });
    await send(testApp, 'POST', `/api/jobapplications/change/accept?id=${id}`, worker);
    expect(await taskOf(id)).toMatchObject({
      dimonaState: 'to_declare',
      periodID: '512345678901',
      start: '2030-02-11 12:00:00',
    });
    expect((await declare(business, id)).json().dimonaState).toBe('declared');
  });

  it('must be cancelled once a declared shift is cancelled, and is then marked cancelled', async () => {
    const worker = await signedInWorker(testApp);
    const id = await engagedOn(testApp, business, worker, '2030-02-06', 'extra');
    await declare(business, id);
    expect(
      (await send(testApp, 'POST', `/api/jobapplications/dimona/cancelled?id=${id}`, business)).statusCode,
    ).toBe(409);
    await send(testApp, 'POST', `/api/jobapplications/cancel?id=${id}`, business, {
      jobApplicationCancelReason: 'De zaak blijft dicht.',
    });
    expect((await taskOf(id)).dimonaState).toBe('cancel_needed');
    const cancelled = await send(testApp, 'POST', `/api/jobapplications/dimona/cancelled?id=${id}`, business);
    expect(cancelled.json().dimonaState).toBe('cancelled');
  });

  it('is signalled to the business a day before a start while still to declare, and again at the start', async () => {
    const worker = await signedInWorker(testApp);
    const owner = await signedInBusiness(testApp);
    const shift = await acceptedShift(testApp, owner, worker, {
      start: hoursFromNow(30),
      end: hoursFromNow(36),
    });
    const dimonaMails = async () =>
      (await mailsTo(owner.person.email)).filter((mail) => mail.subject.includes('Dimona'));
    await testApp.app.shiftSweep.sweep();
    expect(await dimonaMails()).toHaveLength(0);
    await Promise.all([
      testApp.app.shiftSweep.sweep(hoursLater(7)),
      testApp.app.shiftSweep.sweep(hoursLater(8)),
    ]);
    expect((await dimonaMails()).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('nog niet aangegeven'),
    ]);
    await testApp.app.shiftSweep.sweep(hoursLater(30));
    expect(await dimonaMails()).toHaveLength(2);
    const notices = (await send(testApp, 'GET', '/api/notifications', owner)).json().data;
    expect(notices[0]).toMatchObject({
      notificationKind: 'dimona',
      notificationLink: '/employer-dashboard?view=dimona',
    });
    // once declared, nothing more is sent
    const declaredShift = await acceptedShift(testApp, owner, worker, {
      start: hoursFromNow(31),
      end: hoursFromNow(36),
    });
    await declare(owner, declaredShift.applicationID);
    await testApp.app.shiftSweep.sweep(hoursLater(30));
    expect(await dimonaMails()).toHaveLength(2);
    expect(shift.applicationID).toBeGreaterThan(0);
  });
});

describe('the national register number', () => {
  it('is asked of a worker without one when she is engaged, and the business sees it is missing', async () => {
    const worker = await signedInWorker(testApp);
    await testApp.app.db
      .updateTable('users')
      .set({ userNationalRegisterNumberEncrypted: null })
      .where('userID', '=', worker.userID)
      .execute();
    const id = await engagedOn(testApp, business, worker, '2030-02-07', 'ordinary');
    expect((await taskOf(id)).inszMissing).toBe(true);
    const subjects = (await mailsTo(worker.person.email)).map((mail) => mail.subject);
    expect(subjects).toContainEqual(expect.stringContaining('heeft je rijksregisternummer nodig'));
    const shown = await send(testApp, 'GET', `/api/jobapplications/dimona/insz?id=${id}`, business);
    expect(shown.statusCode).toBe(409);
    expect(shown.json().error).toBe('insz_missing');
  });

  it('is shown only to the business that engaged her, and each showing is listed in her privacy settings', async () => {
    const worker = await signedInWorker(testApp);
    const id = await engagedOn(testApp, business, worker, '2030-02-08', 'ordinary');
    const stranger = await signedInBusiness(testApp);
    expect(
      (await send(testApp, 'GET', `/api/jobapplications/dimona/insz?id=${id}`, stranger)).statusCode,
    ).toBe(404);
    expect((await send(testApp, 'GET', `/api/exports/dimona?id=${id}`, stranger)).statusCode).toBe(404);
    expect((await send(testApp, 'GET', '/api/inszdisclosures', worker)).json().data).toEqual([]);

    const shown = await send(testApp, 'GET', `/api/jobapplications/dimona/insz?id=${id}`, business);
    expect(shown.json()).toEqual({ jobApplicationID: id, insz: '98.04.12-123.51' });
    expect(shown.headers['cache-control']).toBe('no-store');
    const exported = await send(testApp, 'GET', `/api/exports/dimona?id=${id}`, business);
    expect(dimonaDeclarationSchema.parse(exported.json()).worker.insz).toBe('98041212351');

    const seen = (await send(testApp, 'GET', '/api/inszdisclosures', worker)).json().data;
    expect(seen).toEqual([
      {
        id: expect.any(Number),
        businessName: expect.stringContaining('Zaak'),
        purpose: 'dimona_export',
        dateTime: expect.any(String),
        jobTitle: 'Shift 2030-02-08',
        shiftStart: '2030-02-08 10:00:00',
      },
      {
        id: expect.any(Number),
        businessName: expect.stringContaining('Zaak'),
        purpose: 'dimona',
        dateTime: expect.any(String),
        jobTitle: 'Shift 2030-02-08',
        shiftStart: '2030-02-08 10:00:00',
      },
    ]);
    // the applicant list of the job never carries it
    const applicants = await send(
      testApp,
      'GET',
      `/api/jobapplications?jobID=${(await taskOf(id)).jobID}`,
      business,
    );
    expect(applicants.body).not.toContain('98.04.12');
  });
});
