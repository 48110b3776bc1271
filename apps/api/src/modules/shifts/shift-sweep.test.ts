import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import {
  acceptedShift,
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

const mailsTo = async (email: string) => (await testApp.deliveredMails()).filter((mail) => mail.to === email);
const applicationOf = (id: number) =>
  testApp.app.db
    .selectFrom('job_applications')
    .select(['jobApplicationStatus', 'jobApplicationHoursStatus', 'jobApplicationHoursDecidedBy'])
    .where('jobApplicationID', '=', id)
    .executeTakeFirstOrThrow();
const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('the shift sweep', () => {
  it('reminds the worker once the day before', async () => {
    const worker = await signedInWorker(testApp);
    await acceptedShift(testApp, business, worker, { start: hoursFromNow(30), end: hoursFromNow(36) });
    await testApp.app.shiftSweep.sweep();
    expect(
      (await mailsTo(worker.person.email)).filter((mail) => mail.subject.startsWith('Morgen:')),
    ).toHaveLength(0);

    await Promise.all([
      testApp.app.shiftSweep.sweep(hoursLater(7)),
      testApp.app.shiftSweep.sweep(hoursLater(8)),
    ]);
    await testApp.app.shiftSweep.sweep(hoursLater(9));
    const reminders = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.startsWith('Morgen:'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('Annuleer dan zo snel mogelijk');
  });

  it('reminds her by the start she was booked on, not by a move she has not said yes to', async () => {
    const worker = await signedInWorker(testApp);
    const { jobID } = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(30),
      end: hoursFromNow(36),
    });
    // the job moved two days later as a proposal: her booking keeps the agreed start until she accepts
    await testApp.app.db
      .updateTable('jobs')
      .set({ jobStartDateTime: hoursFromNow(78), jobEndDateTime: hoursFromNow(84) })
      .where('jobID', '=', jobID)
      .execute();
    await testApp.app.shiftSweep.sweep(hoursLater(9));
    const reminders = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.startsWith('Morgen:'),
    );
    expect(reminders).toHaveLength(1);
  });

  it('asks the worker once to confirm the hours after the shift', async () => {
    const worker = await signedInWorker(testApp);
    await acceptedShift(testApp, business, worker, { start: hoursFromNow(-8), end: hoursFromNow(-1) });
    await testApp.app.shiftSweep.sweep();
    await testApp.app.shiftSweep.sweep();
    const asked = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.startsWith('Bevestig je uren'),
    );
    expect(asked).toHaveLength(1);
  });

  it('does not ask about a shift that ended more than a week ago', async () => {
    const worker = await signedInWorker(testApp);
    await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-24 * 9),
      end: hoursFromNow(-24 * 9 + 6),
    });
    await testApp.app.shiftSweep.sweep();
    const asked = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.startsWith('Bevestig je uren'),
    );
    expect(asked).toHaveLength(0);
  });

  it('approves hours the business left alone for 72 hours, not sooner, and mails once', async () => {
    const worker = await signedInWorker(testApp);
    const shift = await shiftWithConfirmedHours(testApp, business, worker);
    await testApp.app.shiftSweep.sweep(hoursLater(71));
    expect(await applicationOf(shift.applicationID)).toEqual({
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: 'submitted',
      jobApplicationHoursDecidedBy: null,
    });

    await testApp.app.shiftSweep.sweep(hoursLater(73));
    await testApp.app.shiftSweep.sweep(hoursLater(74));
    expect(await applicationOf(shift.applicationID)).toEqual({
      jobApplicationStatus: 'completed',
      jobApplicationHoursStatus: 'approved',
      jobApplicationHoursDecidedBy: 'auto',
    });
    const approved = (await mailsTo(worker.person.email)).filter((mail) =>
      mail.subject.includes('goedgekeurd'),
    );
    expect(approved).toHaveLength(1);
  });

  it('warns the business once, a day before its unhandled hours are approved', async () => {
    const worker = await signedInWorker(testApp);
    // a business of its own: the sweeps of the tests above warned the shared one about their shifts
    const owner = await signedInBusiness(testApp);
    await shiftWithConfirmedHours(testApp, owner, worker);
    const warnings = async () =>
      (await mailsTo(owner.person.email)).filter((mail) => mail.subject.includes('automatisch goedgekeurd'));
    await testApp.app.shiftSweep.sweep(hoursLater(47));
    expect(await warnings()).toHaveLength(0);
    await Promise.all([
      testApp.app.shiftSweep.sweep(hoursLater(49)),
      testApp.app.shiftSweep.sweep(hoursLater(50)),
    ]);
    const sent = await warnings();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain('Lies');
    expect(sent[0]!.text).toContain('7,5 uur');
  });

  it('never approves by itself hours far from the plan, tells the business so, and refuses hours outside the shift’s day', async () => {
    const worker = await signedInWorker(testApp);
    // planned for 8 hours (the job's total hours)
    const shift = await acceptedShift(testApp, business, worker, {
      start: hoursFromNow(-12),
      end: hoursFromNow(-6),
    });
    const { jobSnapshotTitle } = await testApp.app.db
      .selectFrom('job_applications')
      .select('jobSnapshotTitle')
      .where('jobApplicationID', '=', shift.applicationID)
      .executeTakeFirstOrThrow();
    const claim = (start: string, end: string) =>
      send(testApp, 'PUT', `/api/jobapplications/hours?id=${shift.applicationID}`, worker, {
        jobApplicationWorkedStartDateTime: start,
        jobApplicationWorkedEndDateTime: end,
        jobApplicationBreakMinutes: 0,
      });
    // 24 hours on a day a year later, or starting 3 hours early: not this shift
    for (const [start, end] of [
      [hoursFromNow(24 * 365), hoursFromNow(24 * 365 + 24)],
      [hoursFromNow(-15), hoursFromNow(-6)],
      [hoursFromNow(-12), hoursFromNow(1)],
    ] as const) {
      const refused = await claim(start, end);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'hours_outside_shift',
        message: expect.stringContaining('binnen de dag van de shift'),
      });
    }
    // 11 hours for an 8-hour shift: within its day, more than a quarter over the plan
    expect((await claim(hoursFromNow(-14), hoursFromNow(-3))).statusCode).toBe(200);
    const notice = (await mailsTo(business.person.email)).find(
      (mail) => mail.subject.includes(jobSnapshotTitle) && mail.subject.includes('bevestigde de uren'),
    );
    expect(notice?.subject).toContain('kijk ze na');
    expect(notice?.text).toContain('niet automatisch goedgekeurd');

    await testApp.app.shiftSweep.sweep(hoursLater(50));
    await testApp.app.shiftSweep.sweep(hoursLater(80));
    expect(await applicationOf(shift.applicationID)).toMatchObject({
      jobApplicationStatus: 'accepted',
      jobApplicationHoursStatus: 'submitted',
    });
    // no warning that they would be approved: other shifts of this business may have had one
    const warnings = (await mailsTo(business.person.email)).filter(
      (mail) => mail.subject.startsWith('Morgen') && mail.text.includes(`"${jobSnapshotTitle}"`),
    );
    expect(warnings).toEqual([]);

    // the business's correction must lie within the shift's day as well
    const correction = await send(
      testApp,
      'POST',
      `/api/jobapplications/hours/correct?id=${shift.applicationID}`,
      business,
      {
        jobApplicationWorkedStartDateTime: hoursFromNow(-40),
        jobApplicationWorkedEndDateTime: hoursFromNow(-34),
        jobApplicationBreakMinutes: 0,
        jobApplicationHoursComment: 'Verkeerde dag.',
      },
    );
    expect(correction.statusCode).toBe(400);
  });
});
