import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { accept, applyTo, declareStatus, engagedOn, shiftOn } from '../../test/engagement-fixtures';
import { insertJobs } from '../../test/job-fixtures';
import { type SignedInBusiness, send, signedInBusiness, signedInWorker } from '../../test/shift-fixtures';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const checkOf = async (applicationID: number, by = business) =>
  (await send(testApp, 'GET', `/api/jobapplications/engagement?id=${applicationID}`, by)).json();
const verdictOf = async (applicationID: number, regime: string, by = business) =>
  (await checkOf(applicationID, by)).regimes.find((verdict: { regime: string }) => verdict.regime === regime);
const student = (remaining: number | null, on = '2030-01-06') => ({
  status: 'student' as const,
  studentSchool: 'Universiteit Gent',
  studentProofCheckedOn: '2030-01-06',
  studentHoursRemaining: remaining,
  studentHoursRemainingOn: remaining === null ? null : on,
});

describe('accepting a student', () => {
  it('warns, with the numbers, when the shift runs past the hours she declared remaining, and stores the warning', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, student(10));
    // 8 hours within the 10 she declared: no warning, and the engagement is a student one
    const first = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-03-04'));
    expect((await verdictOf(first, 'student')).warnings).toEqual([]);
    expect((await checkOf(first)).suggested).toBe('student');
    const accepted = await accept(testApp, business, first);
    expect(accepted.json()).toMatchObject({
      jobApplicationRegime: 'student',
      jobApplicationDimonaState: 'to_declare',
    });

    // 8 used since the declaration, 4 more: 2 beyond what was left
    const second = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2030-03-11', { from: '18:00', to: '22:00' }),
    );
    const warning = (await verdictOf(second, 'student')).warnings[0];
    expect(warning.code).toBe('student_hours_beyond_declared');
    expect(warning.message).toContain('Deze shift telt 4 uur');
    expect(warning.message).toContain('nog 10 uur op en werkte sindsdien 8 uur');
    expect(warning.message).toContain('2 uur valt dus boven de 650 uur');
    const warned = await accept(testApp, business, second, 'student');
    expect(warned.statusCode).toBe(200);
    expect(warned.json().jobApplicationEngagementWarnings).toEqual([warning]);
  });

  it('rounds each shift up per started hour: 7 h 10 min counts as 8', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, student(8));
    await engagedOn(testApp, business, worker, '2030-04-01', 'student', { from: '10:00', to: '17:10' });
    const next = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2030-04-02', { to: '11:00' }),
    );
    expect((await verdictOf(next, 'student')).warnings[0].message).toContain('werkte sindsdien 8 uur');
  });

  it('refuses a student under 15 on the day of the shift, and a worker who did not declare she studies', async () => {
    const young = await signedInWorker(testApp);
    await declareStatus(testApp, young, student(null));
    await testApp.app.db
      .updateTable('users')
      .set({ userDateOfBirth: '2015-03-05' })
      .where('userID', '=', young.userID)
      .execute();
    const application = await applyTo(testApp, young, await shiftOn(testApp, business, '2030-03-04'));
    expect((await verdictOf(application, 'student')).refusal.code).toBe('student_too_young');
    const refused = await accept(testApp, business, application, 'student');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'student_too_young',
      allowedRegimes: ['extra', 'ordinary'],
    });
    expect(refused.json().message).toContain('vanaf 15 jaar');
    // the day after her birthday she may
    const later = await applyTo(testApp, young, await shiftOn(testApp, business, '2030-03-05'));
    expect((await verdictOf(later, 'student')).refusal).toBeNull();

    const other = await signedInWorker(testApp);
    const notStudent = await applyTo(testApp, other, await shiftOn(testApp, business, '2030-03-04'));
    expect((await accept(testApp, business, notStudent, 'student')).json().error).toBe('not_a_student');
    // nothing was written by the refusal: she can still be accepted otherwise
    expect((await accept(testApp, business, notStudent, 'ordinary')).json()).toMatchObject({
      jobApplicationStatus: 'accepted',
      jobApplicationRegime: 'ordinary',
    });
  });
});

describe('accepting a flexi-jobber', () => {
  it('is refused when she did not declare she may take flexi-jobs', async () => {
    const worker = await signedInWorker(testApp);
    const application = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-05-06'));
    const refused = await accept(testApp, business, application, 'flexi');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('flexi_not_eligible');
    expect(refused.json().message).toContain('4/5');
  });

  it('is refused after another contract with the same business in the same quarter, naming its date', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, { status: 'flexi', flexiBasis: 'four_fifths' });
    await engagedOn(testApp, business, worker, '2030-07-01', 'extra');
    const application = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-08-05'));
    const refusal = (await verdictOf(application, 'flexi')).refusal;
    expect(refusal.code).toBe('flexi_other_contract');
    expect(refusal.message).toContain('1 juli 2030 als extra');
    // another business, or the next quarter, is allowed
    const nextQuarter = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-10-07'));
    expect((await verdictOf(nextQuarter, 'flexi')).refusal).toBeNull();
    const elsewhere = await signedInBusiness(testApp);
    const there = await applyTo(testApp, worker, await shiftOn(testApp, elsewhere, '2030-08-05'));
    const accepted = await accept(testApp, elsewhere, there, 'flexi');
    expect(accepted.json().jobApplicationRegime).toBe('flexi');
  });

  it('is refused when the job’s wage lies outside the flexi bounds of its date', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, { status: 'flexi', flexiBasis: 'retired' });
    const application = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2030-05-07', { wage: 20 }),
    );
    const refusal = (await verdictOf(application, 'flexi')).refusal;
    expect(refusal).toMatchObject({ code: 'flexi_wage' });
    expect(refusal.message).toContain('hoogstens €18,79');
  });
});

describe('accepting an extra', () => {
  it('allows two consecutive days with the same business and refuses the third', async () => {
    const worker = await signedInWorker(testApp);
    await engagedOn(testApp, business, worker, '2030-06-03', 'extra');
    await engagedOn(testApp, business, worker, '2030-06-04', 'extra');
    const third = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-06-05'));
    const refused = await accept(testApp, business, third, 'extra');
    expect(refused.json()).toMatchObject({ error: 'extra_consecutive_days' });
    expect(refused.json().message).toContain('hoogstens 2 opeenvolgende dagen');
    const afterADayOff = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-06-06'));
    expect((await verdictOf(afterADayOff, 'extra')).refusal).toBeNull();
  });

  it('refuses a 51st day for the worker in the year, but not a second shift on a day already counted', async () => {
    const worker = await signedInWorker(testApp);
    const elsewhere = await signedInBusiness(testApp);
    // 50 days as an extra this year, every other day so no two are consecutive, at the other business
    const jobIDs = [];
    for (let day = 0; day < 50; day += 1) {
      const date = new Date(Date.UTC(2031, 0, 1 + day * 2)).toISOString().slice(0, 10);
      jobIDs.push(await shiftOn(testApp, elsewhere, date, { regimes: ['extra'] }));
    }
    for (const jobID of jobIDs)
      await accept(testApp, elsewhere, await applyTo(testApp, worker, jobID), 'extra');
    const fiftyFirst = await applyTo(testApp, worker, await shiftOn(testApp, business, '2031-06-02'));
    expect((await verdictOf(fiftyFirst, 'extra')).refusal).toMatchObject({ code: 'extra_worker_days' });
    expect((await verdictOf(fiftyFirst, 'extra')).refusal.message).toContain('hoogstens 50 dagen');
    const sameDay = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2031-01-01', { from: '19:00', to: '23:00' }),
    );
    expect((await verdictOf(sameDay, 'extra')).refusal).toBeNull();
  });
});

describe('accepting an extra at a busy business', () => {
  it('refuses its 201st day of extras in the year, not counting a cancelled shift or the day itself', async () => {
    const employer = await signedInBusiness(testApp);
    const first = await engagedOn(testApp, employer, await signedInWorker(testApp), '2033-01-01', 'extra');
    // 199 more days with an extra booked, as accepting them would leave them, written at once
    const days = Array.from({ length: 199 }, (_, index) =>
      new Date(Date.UTC(2033, 0, 2 + index)).toISOString().slice(0, 10),
    );
    const jobs = await insertJobs(
      testApp,
      employer.businessID,
      days.map((day) => ({
        jobTitle: `Extra ${day}`,
        jobStartDateTime: `${day} 10:00:00`,
        jobEndDateTime: `${day} 18:00:00`,
        jobHours: null,
        jobWagePerHour: 15,
        jobRegimes: JSON.stringify(['extra']),
      })),
    );
    const db = testApp.app.db;
    const { jobApplicationID: _, ...booked } = await db
      .selectFrom('job_applications')
      .selectAll()
      .where('jobApplicationID', '=', first)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('job_applications')
      .values(
        jobs.map((job, index) => ({
          ...booked,
          jobApplicationJobID: job.jobID,
          jobApplicationAgreedStartDateTime: `${days[index]} 10:00:00`,
          jobApplicationAgreedEndDateTime: `${days[index]} 18:00:00`,
        })),
      )
      .execute();

    const newcomer = await signedInWorker(testApp);
    const laterDay = await applyTo(testApp, newcomer, await shiftOn(testApp, employer, '2033-09-01'));
    const refusal = (await verdictOf(laterDay, 'extra', employer)).refusal;
    expect(refusal).toMatchObject({ code: 'extra_employer_days' });
    expect(refusal.message).toContain('200');
    // a day it already counts is no new day
    const countedDay = await applyTo(testApp, newcomer, await shiftOn(testApp, employer, '2033-01-05'));
    expect((await verdictOf(countedDay, 'extra', employer)).refusal).toBeNull();
    // a cancelled shift is no day of work
    await db
      .updateTable('job_applications')
      .set({ jobApplicationStatus: 'cancelled' })
      .where('jobApplicationJobID', '=', jobs[0]!.jobID)
      .execute();
    expect((await verdictOf(laterDay, 'extra', employer)).refusal).toBeNull();
  });
});

describe('two accepts at the same moment', () => {
  it('cannot together pass the worker’s 50 days: the second sees the first', async () => {
    const worker = await signedInWorker(testApp);
    const elsewhere = await signedInBusiness(testApp);
    for (let day = 0; day < 49; day += 1) {
      const date = new Date(Date.UTC(2032, 0, 1 + day * 2)).toISOString().slice(0, 10);
      const jobID = await shiftOn(testApp, elsewhere, date, { regimes: ['extra'] });
      await accept(testApp, elsewhere, await applyTo(testApp, worker, jobID), 'extra');
    }
    const other = await signedInBusiness(testApp);
    const here = await applyTo(testApp, worker, await shiftOn(testApp, business, '2032-08-02'));
    const there = await applyTo(testApp, worker, await shiftOn(testApp, other, '2032-08-04'));
    const answers = await Promise.all([
      accept(testApp, business, here, 'extra'),
      accept(testApp, other, there, 'extra'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().error).toBe('extra_worker_days');
  });
});

describe('the engagement check', () => {
  it('is for the business of the job only, and an accept without a regime takes the suggested one', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, { status: 'extra' });
    const application = await applyTo(testApp, worker, await shiftOn(testApp, business, '2030-09-02'));
    expect(
      (await send(testApp, 'GET', `/api/jobapplications/engagement?id=${application}`, worker)).statusCode,
    ).toBe(403);
    expect(await checkOf(application)).toMatchObject({
      suggested: 'extra',
      inszMissing: expect.any(Boolean),
    });
    expect((await accept(testApp, business, application)).json().jobApplicationRegime).toBe('extra');
  });

  it('offers only what the job is open to, and ordinary employment always', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, student(null));
    const application = await applyTo(
      testApp,
      worker,
      await shiftOn(testApp, business, '2030-09-03', { regimes: ['extra'] }),
    );
    const check = await checkOf(application);
    expect(check.suggested).toBe('ordinary');
    expect(
      check.regimes.find((verdict: { regime: string }) => verdict.regime === 'student').refusal.code,
    ).toBe('regime_not_offered');
    expect(
      check.regimes.find((verdict: { regime: string }) => verdict.regime === 'ordinary').refusal,
    ).toBeNull();
  });
});

describe('a team member accepting an invitation', () => {
  it('is engaged under her own status where the law allows it, and the warning is stored', async () => {
    const worker = await signedInWorker(testApp);
    await declareStatus(testApp, worker, student(2));
    await testApp.app.db
      .insertInto('team_members')
      .values({
        teamMemberBusinessID: business.businessID,
        teamMemberUserID: worker.userID,
        teamMemberAddedDateTime: '2026-01-01 10:00:00',
      })
      .execute();
    const jobID = await shiftOn(testApp, business, '2030-09-09');
    expect(
      (await send(testApp, 'POST', '/api/team/invitations', business, { jobID, userIDs: [worker.userID] }))
        .statusCode,
    ).toBe(200);
    const mine = (await send(testApp, 'GET', `/api/jobapplications?userID=${worker.userID}`, worker)).json()
      .data;
    const invitation = mine.find((application: { jobID: number }) => application.jobID === jobID);
    const answered = await send(
      testApp,
      'POST',
      `/api/jobapplications/invitation?id=${invitation.jobApplicationID}`,
      worker,
      {
        accept: true,
      },
    );
    expect(answered.statusCode).toBe(200);
    const stored = await testApp.app.db
      .selectFrom('job_applications')
      .select(['jobApplicationRegime', 'jobApplicationDimonaState', 'jobApplicationEngagementWarnings'])
      .where('jobApplicationID', '=', invitation.jobApplicationID)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      jobApplicationRegime: 'student',
      jobApplicationDimonaState: 'to_declare',
    });
    expect(stored.jobApplicationEngagementWarnings).toContain('student_hours_beyond_declared');
  });
});
