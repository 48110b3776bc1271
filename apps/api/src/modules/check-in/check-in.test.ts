import {
  CHECK_IN_GUESSES_PER_WORKER,
  CHECK_IN_TRIES_PER_JOB,
} from '@jobbel/shared/check-in/check-in.constants';
import {
  PRESENCE_COLUMNS,
  presenceListSchema,
  presenceLogSchema,
} from '@jobbel/shared/check-in/check-in.schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import exportSchemas from '../../../../../docs/exports/format-1.schema.json' with { type: 'json' };
import { useTestApp } from '../../test/build-test-app';
import { insertJobs } from '../../test/job-fixtures';
import {
  acceptedShift,
  hoursFromNow,
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { saveSubscription } from '../push/push.repository';
import { checkInSecret, codeOf, periodAt } from './check-in-code';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

type Who = { headers: Record<string, string> };
const codeScreen = (who: Who, jobID: number) => send(testApp, 'GET', `/api/checkin/code?jobID=${jobID}`, who);
const currentCode = async (jobID: number) => (await codeScreen(business, jobID)).json().code as string;
const check = (who: Who, jobID: number, code: string, checkKind: 'in' | 'out' = 'in', extra: object = {}) =>
  send(testApp, 'POST', '/api/checkin', who, { jobID, code, checkKind, checkMethod: 'code', ...extra });
const logOf = (who: Who, applicationID: number) =>
  send(testApp, 'GET', `/api/checkin/log?id=${applicationID}`, who);
const byHand = (who: Who, applicationID: number, payload: object) =>
  send(testApp, 'POST', `/api/checkin/manual?id=${applicationID}`, who, payload);

/** A worker booked on a shift lying `startsIn` hours from now for `lasts` hours. */
async function booked(startsIn: number, lasts = 4) {
  const worker = await signedInWorker(testApp);
  const shift = await acceptedShift(testApp, business, worker, {
    start: hoursFromNow(startsIn),
    end: hoursFromNow(startsIn + lasts),
  });
  return { worker, ...shift, start: hoursFromNow(startsIn) };
}

/** Several workers booked on one job that starts in half an hour. */
async function bookedTogether(count: number) {
  const [job] = await insertJobs(testApp, business.businessID, [
    {
      jobTitle: `Feest ${Math.random().toString(36).slice(2, 8)}`,
      jobStartDateTime: hoursFromNow(24 * 30),
      jobEndDateTime: hoursFromNow(24 * 30 + 6),
      jobPlaces: count,
    },
  ]);
  const jobID = job!.jobID;
  const workers = [];
  for (let i = 0; i < count; i++) {
    const worker = await signedInWorker(testApp);
    const applied = await send(testApp, 'POST', '/api/jobapplications', worker, {
      jobApplicationJobID: jobID,
      jobApplicationUserID: worker.userID,
    });
    const accepted = await send(
      testApp,
      'PUT',
      `/api/jobapplications?id=${applied.json().jobApplicationID}`,
      business,
      {
        jobApplicationStatus: 'accepted',
      },
    );
    expect(accepted.statusCode).toBe(200);
    workers.push(worker);
  }
  const [start, end] = [hoursFromNow(0.5), hoursFromNow(6.5)];
  await testApp.app.db
    .updateTable('jobs')
    .set({ jobStartDateTime: start, jobEndDateTime: end })
    .where('jobID', '=', jobID)
    .execute();
  await testApp.app.db
    .updateTable('job_applications')
    .set({ jobApplicationAgreedStartDateTime: start, jobApplicationAgreedEndDateTime: end })
    .where('jobApplicationJobID', '=', jobID)
    .execute();
  return { jobID, workers };
}

describe('checking in at the venue', () => {
  it('opens 60 minutes before the start and stays open to the end', async () => {
    const early = await booked(61 / 60);
    const refused = await check(early.worker, early.jobID, await currentCode(early.jobID));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('check_in_closed');
    expect(refused.json().message).toMatch(/^Inchecken kan van \d{4}-\d{2}-\d{2} \d{2}:\d{2} tot/);

    const justInTime = await booked(58 / 60);
    const accepted = await check(justInTime.worker, justInTime.jobID, await currentCode(justInTime.jobID));
    expect(accepted.statusCode).toBe(200);
    const log = presenceLogSchema.parse(accepted.json());
    expect(log.checks).toMatchObject([{ checkKind: 'in', checkMethod: 'code', recordedBy: 'worker' }]);
    expect(log.checkedIn).not.toBeNull();

    // a shift ending in a minute still takes a check-in; one that ended a minute ago does not
    const ending = await booked(-4, 4 + 1 / 60);
    expect((await check(ending.worker, ending.jobID, await currentCode(ending.jobID))).statusCode).toBe(200);
    const ended = await booked(-4, 4 - 1 / 60);
    expect((await check(ended.worker, ended.jobID, await currentCode(ended.jobID))).json().error).toBe(
      'check_in_closed',
    );
  });

  it('takes the code of this job and this minute only, and only from a worker booked on it', async () => {
    const shift = await booked(0.5);
    const other = await booked(0.5);
    const secret = await checkInSecret(testApp.app.db);
    const expired = codeOf(secret, shift.jobID, periodAt(Date.now()) - 3);
    const wrongCode = await check(shift.worker, shift.jobID, expired);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toBe('wrong_code');
    const ofAnotherJob = await check(shift.worker, shift.jobID, await currentCode(other.jobID));
    expect(ofAnotherJob.json().error).toBe('wrong_code');

    // a friend sent the screenshot: she is not booked on this job
    const friend = await signedInWorker(testApp);
    const replay = await check(friend, shift.jobID, await currentCode(shift.jobID));
    expect(replay.statusCode).toBe(404);
    expect(replay.json().message).toContain('niet geboekt');

    // the previous period's code is still taken: a scan in the last second of a code counts. It is made
    // just before it is sent, so a period ending while the friend above signed up does not age it twice.
    const previous = codeOf(secret, shift.jobID, periodAt(Date.now()) - 1);
    expect(previous).not.toBe(codeOf(secret, shift.jobID, periodAt(Date.now())));
    expect((await check(shift.worker, shift.jobID, previous)).statusCode).toBe(200);
    const twice = await check(shift.worker, shift.jobID, await currentCode(shift.jobID));
    expect(twice.json().error).toBe('already_checked_in');
  });

  it('counts guesses per worker, sent one by one or all at once, and a right code afterwards is refused too', async () => {
    const shift = await booked(0.5);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => check(shift.worker, shift.jobID, String(100000 + i))),
    );
    expect(guesses.filter((answer) => answer.statusCode === 400)).toHaveLength(10);
    expect(guesses.filter((answer) => answer.statusCode === 429)).toHaveLength(2);
    const right = await check(shift.worker, shift.jobID, await currentCode(shift.jobID));
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json().message).toContain('met de hand');
  });

  it('counts every try on one job, right ones included, but only of the workers booked on it', async () => {
    const workersNeeded = Math.ceil(CHECK_IN_TRIES_PER_JOB / CHECK_IN_GUESSES_PER_WORKER) + 1;
    const { jobID, workers } = await bookedTogether(workersNeeded);
    // strangers are refused before the code is looked at, and do not use up the venue's tries
    const stranger = await signedInWorker(testApp);
    for (let i = 0; i < CHECK_IN_GUESSES_PER_WORKER; i++)
      expect((await check(stranger, jobID, '000000')).statusCode).toBe(404);
    const answers = [];
    for (const worker of workers.slice(0, -1))
      for (let i = 0; i < CHECK_IN_GUESSES_PER_WORKER; i++)
        answers.push((await check(worker, jobID, '000000')).statusCode);
    expect(answers.filter((status) => status === 400)).toHaveLength(CHECK_IN_TRIES_PER_JOB);
    // the last worker has her own tries left, but the job has none: she is asked to wait or be checked in by hand
    const last = await check(workers.at(-1)!, jobID, await currentCode(jobID));
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toContain('met de hand');
  });

  it('checks out after checking in, up to 6 hours after the end, with the distance to the job when shared', async () => {
    const shift = await booked(-3, 2);
    const code = await currentCode(shift.jobID);
    const before = await check(shift.worker, shift.jobID, code, 'out');
    expect(before.json().error).toBe('not_checked_in');
    await byHand(business, shift.applicationID, {
      checkKind: 'in',
      checkedAt: hoursFromNow(-3).slice(0, 16),
      reason: 'GSM plat',
    });
    const out = await check(shift.worker, shift.jobID, code, 'out', {
      checkMethod: 'scan',
      position: { latitude: 51.0543, longitude: 3.7174 },
    });
    expect(out.statusCode).toBe(200);
    const last = presenceLogSchema.parse(out.json()).checks.at(-1)!;
    expect(last).toMatchObject({ checkKind: 'out', checkMethod: 'scan' });
    // the phone stood in the centre of Gent, where the job is
    expect(last.distanceMetres).toBeLessThan(3000);

    const late = await booked(-9, 2);
    await byHand(business, late.applicationID, {
      checkKind: 'in',
      checkedAt: hoursFromNow(-9).slice(0, 16),
      reason: 'Vergeten',
    });
    const tooLate = await check(late.worker, late.jobID, await currentCode(late.jobID), 'out');
    expect(tooLate.json().error).toBe('check_out_closed');
  });
});

describe('the business at the venue', () => {
  it('shows a code that changes every 30 seconds, to its own jobs only, with who is in', async () => {
    const shift = await booked(0.5);
    const screen = await codeScreen(business, shift.jobID);
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-store');
    const body = screen.json();
    expect(body.code).toMatch(/^\d{6}$/);
    expect(body.qrText).toContain(`/check-in?job=${shift.jobID}&code=${body.code}`);
    expect(body.nextCodeAtMs - body.serverNowMs).toBeLessThanOrEqual(30_000);
    expect(body.workers).toMatchObject([{ jobApplicationID: shift.applicationID, checkedIn: null }]);

    const stranger = await signedInBusiness(testApp);
    expect((await codeScreen(stranger, shift.jobID)).statusCode).toBe(403);
    expect((await codeScreen(shift.worker, shift.jobID)).statusCode).toBe(403);
  });

  it('checks in by hand with a reason, recorded as such; another business may not', async () => {
    const shift = await booked(-1, 4);
    const stranger = await signedInBusiness(testApp);
    const refused = await byHand(stranger, shift.applicationID, { checkKind: 'in', reason: 'GSM plat' });
    expect(refused.statusCode).toBe(403);
    const noReason = await byHand(business, shift.applicationID, { checkKind: 'in', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Zeg waarom je met de hand incheckt of uitcheckt.');
    const future = await byHand(business, shift.applicationID, {
      checkKind: 'in',
      checkedAt: hoursFromNow(1).slice(0, 16),
      reason: 'GSM plat',
    });
    expect(future.json().error).toBe('checked_at_in_future');

    const manual = await byHand(business, shift.applicationID, { checkKind: 'in', reason: 'GSM plat' });
    expect(manual.statusCode).toBe(200);
    expect(manual.json().checks).toMatchObject([
      { checkKind: 'in', checkMethod: 'manual', recordedBy: 'business', reason: 'GSM plat' },
    ]);
    // the worker reads the same log on her shift, and is told of it with the reason
    expect((await logOf(shift.worker, shift.applicationID)).json().checks).toHaveLength(1);
    const notices = JSON.stringify((await send(testApp, 'GET', '/api/notifications', shift.worker)).json());
    expect(notices).toContain('registreerde je aankomst met de hand');
    expect(notices).toContain('Reden: GSM plat');
    expect((await logOf(stranger, shift.applicationID)).statusCode).toBe(403);
  });

  it('corrects a check with a new record, and the hours start from the latest of each', async () => {
    const shift = await booked(-6, 4);
    const start = hoursFromNow(-6);
    const came = `${start.slice(0, 11)}${start.slice(11, 13)}:07`;
    await byHand(business, shift.applicationID, { checkKind: 'in', checkedAt: came, reason: 'GSM plat' });
    await byHand(business, shift.applicationID, {
      checkKind: 'out',
      checkedAt: hoursFromNow(-2).slice(0, 16),
      reason: 'GSM plat',
    });
    const corrected = await byHand(business, shift.applicationID, {
      checkKind: 'in',
      checkedAt: `${start.slice(0, 11)}${start.slice(11, 13)}:22`,
      reason: 'Verkeerd uur getypt',
    });
    const log = presenceLogSchema.parse(corrected.json());
    expect(log.checks).toHaveLength(3);
    expect(log.checks[0]!.checkedAt.slice(11, 16)).toBe(`${start.slice(11, 13)}:07`);
    expect(log.checkedIn!.slice(11, 16)).toBe(`${start.slice(11, 13)}:22`);
    // the hours form is offered the checked times to the nearest quarter hour: 22 past becomes a quarter past
    expect(log.hoursPrefill!.start.slice(11, 16)).toBe(`${start.slice(11, 13)}:15`);

    // the log is never changed, whatever asks
    await expect(
      testApp.app.db
        .updateTable('presence_checks')
        .set({ checkedAt: '2020-01-01 00:00:00' })
        .where('checkApplicationID', '=', shift.applicationID)
        .execute(),
    ).rejects.toThrow(/never changed/);
  });
});

describe('the reminders around the start', () => {
  const sweepAt = (hours: number) => testApp.app.checkInSweep.sweep(new Date(Date.now() + hours * 3_600_000));
  const noticesOf = async (who: SignedIn) =>
    (await send(testApp, 'GET', '/api/notifications', who)).json().data as {
      notificationKind: string;
      notificationTitle: string;
      notificationLink: string;
    }[];

  it('reminds the worker 30 minutes before, and tells the business 30 minutes after a start without a check-in, each once', async () => {
    const shift = await booked(2, 4);
    await sweepAt(1);
    expect((await noticesOf(shift.worker)).some((n) => n.notificationKind === 'checkIn')).toBe(false);
    await sweepAt(1.6);
    await sweepAt(1.7);
    const reminders = (await noticesOf(shift.worker)).filter((n) => n.notificationKind === 'checkIn');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.notificationLink).toBe(`/check-in?job=${shift.jobID}`);

    // the business's phone gets the alert by push, with its two choices as buttons
    const phone = {
      endpoint: `https://push.example/${shift.jobID}`,
      keys: { p256dh: 'BPhone', auth: 'secret' },
    };
    await saveSubscription(testApp.app.db, business.userID, phone, hoursFromNow(0));
    await Promise.all([sweepAt(2.6), sweepAt(2.6)]);
    const pushes = await testApp.app.db
      .selectFrom('outbox')
      .innerJoin('push_subscriptions', (join) =>
        join.on(sql`cast(push_subscriptions."pushSubscriptionID" as text)`, '=', sql.ref('outbox.recipient')),
      )
      .select('outbox.textBody')
      .where('push_subscriptions.pushEndpoint', '=', phone.endpoint)
      .execute();
    expect(pushes.map((push) => JSON.parse(push.textBody).actions)).toEqual([
      [
        { action: 'noShow', title: 'Niet opgedaagd', link: `/jobs/${shift.jobID}/check-in` },
        { action: 'wait', title: 'Nog even wachten' },
      ],
    ]);
    await testApp.app.db
      .deleteFrom('push_subscriptions')
      .where('pushEndpoint', '=', phone.endpoint)
      .execute();
    const alerts = (await noticesOf(business)).filter(
      (n) => n.notificationKind === 'checkIn' && n.notificationLink === `/jobs/${shift.jobID}/check-in`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.notificationTitle).toContain('nog niet ingecheckt');
  });

  it('does not tell the business of a worker who checked in', async () => {
    const shift = await booked(0.2, 4);
    await check(shift.worker, shift.jobID, await currentCode(shift.jobID));
    await sweepAt(0.8);
    const alerts = (await noticesOf(business)).filter(
      (n) => n.notificationLink === `/jobs/${shift.jobID}/check-in`,
    );
    expect(alerts).toHaveLength(0);
  });
});

describe('the presence export', () => {
  it('gives the business every check of a period as Belgian CSV, and as JSON', async () => {
    const shift = await booked(-5, 4);
    await byHand(business, shift.applicationID, {
      checkKind: 'in',
      checkedAt: hoursFromNow(-5).slice(0, 16),
      reason: 'GSM plat',
    });
    await check(shift.worker, shift.jobID, await currentCode(shift.jobID), 'out');
    const day = hoursFromNow(-5).slice(0, 10);
    const today = hoursFromNow(0).slice(0, 10);
    const csv = await send(testApp, 'GET', `/api/exports/presence?from=${day}&to=${today}`, business);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe(`\ufeff${PRESENCE_COLUMNS.join(';')}`);
    const rows = (
      parse(csv.body, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[]
    ).filter((row) => row.planned_start === shift.start.slice(0, 16));
    expect(rows.map((row) => [row.kind, row.method, row.reason])).toEqual([
      ['in', 'manual', 'GSM plat'],
      ['out', 'code', ''],
    ]);
    expect(rows[0]!.name).toBe('Vermeulen Lies');

    const json = await send(
      testApp,
      'GET',
      `/api/exports/presence?from=${day}&to=${today}&format=json`,
      business,
    );
    expect(presenceListSchema.parse(json.json()).data.length).toBeGreaterThanOrEqual(2);
    // as documented in docs/exports/, for a reader outside Jobbel
    const documented = new Ajv2020({ allErrors: true }).addSchema(exportSchemas);
    expect(documented.getSchema(`${exportSchemas.$id}#/$defs/presence`)!(json.json())).toBe(true);
    // a worker has no business to export
    expect(
      (await send(testApp, 'GET', `/api/exports/presence?from=${day}&to=${today}`, shift.worker)).statusCode,
    ).toBe(403);
  });
});
