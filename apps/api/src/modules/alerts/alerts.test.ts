import { ALERT_INSTANT_MAILS_PER_HOUR } from '@jobbel/shared/alerts/alert.constants';
import { type Insertable, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobAlertsTable } from '../../db/database';
import { useTestApp } from '../../test/build-test-app';
import { jobPayload } from '../../test/job-fixtures';
import { recordingStatements } from '../../test/recorded-statements';
import {
  type SignedIn,
  type SignedInBusiness,
  send,
  signedInBusiness,
  signedInWorker,
} from '../../test/shift-fixtures';
import { insertWorkers } from '../../test/worker-fixtures';
import { saveSubscription } from '../push/push.repository';
import { announceMatches } from './alert-announcements';
import { matchNewJobs } from './alert-matching';
import { createDigestSender } from './alert-sweep';

const testApp = useTestApp();
let business: SignedInBusiness;

beforeAll(async () => {
  business = await signedInBusiness(testApp);
});

const saveAlert = (who: SignedIn | SignedInBusiness, alert: object) =>
  send(testApp, 'POST', '/api/jobalerts', who, alert);

async function postJob(title: string, place: string, type = 'Barista') {
  const job = jobPayload({ jobTitle: title, jobLocation: place, jobType: type }, 5);
  const posted = await send(testApp, 'POST', '/api/jobs', business, job);
  expect(posted.statusCode).toBe(201);
  return posted.json().jobID as number;
}

const alertNotices = async (who: SignedIn) =>
  (await send(testApp, 'GET', '/api/notifications', who))
    .json()
    .data.filter((notice: { notificationKind: string }) => notice.notificationKind === 'jobAlert');
const mailsTo = async (who: { person: { email: string } }, subject: RegExp) =>
  (await testApp.deliveredMails()).filter(
    (mail) => mail.to === who.person.email && subject.test(mail.subject),
  );

/** Alerts written straight into the database, for tests that need more of them than saving allows. */
const insertAlerts = (alerts: (Partial<Insertable<JobAlertsTable>> & { alertUserID: number })[]) =>
  testApp.app.db
    .insertInto('job_alerts')
    .values(
      alerts.map((alert) => ({
        alertName: 'Zaal',
        alertHours: 'all',
        alertFrequency: 'daily' as const,
        alertCreatedDateTime: '2026-11-01 10:00:00',
        ...alert,
      })),
    )
    .execute();

describe('job alerts: saving them', () => {
  it('a worker saves, lists, renames and deletes own alerts; others cannot touch them', async () => {
    const worker = await signedInWorker(testApp);
    expect((await saveAlert(worker, { alertName: '', alertSearch: 'barista' })).statusCode).toBe(400);
    expect((await saveAlert(worker, { alertName: 'Koffie', alertRadiusKm: 7 })).statusCode).toBe(400);
    expect((await saveAlert(business, { alertName: 'Koffie' })).statusCode).toBe(403);

    const saved = await saveAlert(worker, {
      alertName: 'Koffie in Gent',
      alertSearch: 'barista',
      alertRadiusKm: 10,
    });
    // a creation answers 201, like every other
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      count: 1,
      data: [{ alertName: 'Koffie in Gent', alertFrequency: 'instant', alertHours: 'all' }],
    });
    const { alertID } = saved.json().data[0];
    const other = await signedInWorker(testApp);
    expect(
      (await send(testApp, 'PUT', `/api/jobalerts?id=${alertID}`, other, { alertName: 'Van mij' }))
        .statusCode,
    ).toBe(404);
    expect((await send(testApp, 'DELETE', `/api/jobalerts?id=${alertID}`, other)).statusCode).toBe(404);

    const renamed = await send(testApp, 'PUT', `/api/jobalerts?id=${alertID}`, worker, {
      alertName: 'Barista',
      alertFrequency: 'daily',
    });
    expect(renamed.json().data[0]).toMatchObject({
      alertName: 'Barista',
      alertFrequency: 'daily',
      alertSearch: 'barista',
    });
    expect((await send(testApp, 'DELETE', `/api/jobalerts?id=${alertID}`, worker)).json().count).toBe(0);
  });

  it('keeps at most ten alerts per worker', async () => {
    const worker = await signedInWorker(testApp);
    for (let index = 0; index < 10; index += 1) await saveAlert(worker, { alertName: `Alert ${index}` });
    const eleventh = await saveAlert(worker, { alertName: 'Nog een' });
    expect(eleventh.statusCode).toBe(409);
  });
});

describe('job alerts: announcing new jobs', () => {
  it('announce a matching job once (in the app and by mail), and nothing for a job that does not match', async () => {
    const worker = await signedInWorker(testApp);
    await saveAlert(worker, {
      alertName: 'Barista rond Gent',
      alertSearch: 'barista',
      alertLocation: 'Gent',
      alertRadiusKm: 10,
    });
    await saveAlert(worker, { alertName: 'Alles in Melle', alertLocation: 'Melle' });
    const match = await postJob('Barista zondagochtend', 'Melle');
    await postJob('Afwas avond', 'Antwerpen', 'Afwas');
    await postJob('Barista in Brugge', 'Brugge');
    await testApp.app.alertSweep.sweep();
    await testApp.app.alertSweep.sweep();

    const notices = await alertNotices(worker);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      notificationLink: `/jobs/${match}`,
      notificationTitle: expect.stringContaining('Barista zondagochtend'),
    });
    expect(await mailsTo(worker, /^Nieuwe job voor je alert/)).toHaveLength(1);
  });

  it('a daily alert tells in the app at once and mails one digest a day from 08:00 Brussels time', async () => {
    const worker = await signedInWorker(testApp);
    await saveAlert(worker, { alertName: 'Kok', alertSearch: 'kok', alertFrequency: 'daily' });
    await postJob('Kok voor de lunch', 'Gent', 'Kok');
    await postJob('Hulpkok avond', 'Gent', 'Kok');
    // tomorrow, 06:00 or 07:00 in Brussels (winter or summer time): announced, too early for the digest
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    await testApp.app.alertSweep.sweep(new Date(`${tomorrow}T05:00:00Z`));
    expect(await alertNotices(worker)).toHaveLength(2);
    expect(await mailsTo(worker, /^Nieuwe job voor je alert/)).toHaveLength(0);

    expect(await mailsTo(worker, /^Je jobalerts van vandaag/)).toHaveLength(0);
    await testApp.app.alertSweep.sweep(new Date(`${tomorrow}T07:30:00Z`));
    await testApp.app.alertSweep.sweep(new Date(`${tomorrow}T11:00:00Z`));
    const digests = await mailsTo(worker, /^Je jobalerts van vandaag/);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toContain('2 nieuwe jobs');
    expect(digests[0]!.text).toContain('Kok voor de lunch');
    expect(digests[0]!.text).toContain('Hulpkok avond');
  });

  it("mails the day's digest to a worker whose first match comes after the others had theirs, and nobody twice", async () => {
    const early = await signedInWorker(testApp);
    const late = await signedInWorker(testApp);
    await saveAlert(early, { alertName: 'Sommelier', alertSearch: 'sommelier', alertFrequency: 'daily' });
    await postJob('Sommelier wijnbar', 'Gent', 'Sommelier');
    // the day after tomorrow, after 08:00 in Brussels in winter and in summer
    const day = new Date(Date.now() + 48 * 3_600_000).toISOString().slice(0, 10);
    await testApp.app.alertSweep.sweep(new Date(`${day}T08:00:00Z`));
    expect(await mailsTo(early, /^Je jobalerts van vandaag/)).toHaveLength(1);

    // this pass read every waiting match; the next ones read those recorded since
    await saveAlert(late, { alertName: 'Patissier', alertSearch: 'patissier', alertFrequency: 'daily' });
    await postJob('Patissier tearoom', 'Gent', 'Patissier');
    await testApp.app.alertSweep.sweep(new Date(`${day}T09:00:00Z`));
    await testApp.app.alertSweep.sweep(new Date(`${day}T09:30:00Z`));
    expect(await mailsTo(late, /^Je jobalerts van vandaag/)).toHaveLength(1);
    expect(await mailsTo(early, /^Je jobalerts van vandaag/)).toHaveLength(1);
  });

  it('mail at most 3 instant alerts an hour; the rest show in the app at once and go into the digest', async () => {
    const worker = await signedInWorker(testApp);
    const tag = `flood${worker.userID}`;
    await saveAlert(worker, { alertName: 'Alles', alertSearch: tag });
    for (let index = 0; index < 6; index += 1) await postJob(`Ober ${tag} ${index}`, 'Gent', 'Ober');
    await testApp.app.alertSweep.sweep();
    expect(await alertNotices(worker)).toHaveLength(6);
    expect(await mailsTo(worker, /^Nieuwe job voor je alert/)).toHaveLength(ALERT_INSTANT_MAILS_PER_HOUR);

    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    await testApp.app.alertSweep.sweep(new Date(`${tomorrow}T11:00:00Z`));
    const [digest, ...more] = await mailsTo(worker, /^Je jobalerts van vandaag/);
    expect(more).toEqual([]);
    expect(digest!.subject).toContain('3 nieuwe jobs');
  });

  it('say nothing to a worker who switched job alerts off', async () => {
    const worker = await signedInWorker(testApp);
    await send(testApp, 'PUT', '/api/usersettings', worker, { notifications: { jobAlerts: false } });
    await saveAlert(worker, { alertName: 'Runner', alertSearch: 'runner' });
    await postJob('Runner terras', 'Gent', 'Runner');
    await testApp.app.alertSweep.sweep();
    expect(await alertNotices(worker)).toHaveLength(0);
    expect(await mailsTo(worker, /^Nieuwe job voor je alert/)).toHaveLength(0);
  });
});

describe('job alerts: matching', () => {
  it('tells apart alerts that differ in one part of their search, and finds the job for every worker who saved the same one', async () => {
    const workers = await insertWorkers(testApp, 9);
    const tag = `zoek${workers[0]}`;
    const search = {
      alertSearch: tag,
      alertLocation: 'Gent',
      alertRadiusKm: null,
      alertJobType: 'Kelner',
      alertHours: '4-8',
    };
    const searches = [
      search,
      search,
      { ...search, alertSearch: `${tag} avond` },
      { ...search, alertLocation: 'Brugge' },
      // Gent lies within 60 km of Brugge, not within 10
      { ...search, alertLocation: 'Brugge', alertRadiusKm: 60 },
      { ...search, alertLocation: 'Brugge', alertRadiusKm: 10 },
      { ...search, alertJobType: 'Barista' },
      { ...search, alertHours: '8-12' },
      { ...search, alertJobType: null, alertHours: 'all' },
    ];
    await insertAlerts(searches.map((saved, index) => ({ ...saved, alertUserID: workers[index]! })));
    // six hours in Gent
    const jobID = await postJob(`Kelner ${tag}`, 'Gent', 'Kelner');
    await matchNewJobs(testApp.app.db, new Date());

    const matched = await testApp.app.db
      .selectFrom('job_alert_matches')
      .select('matchUserID')
      .where('matchJobID', '=', jobID)
      .where('matchUserID', 'in', workers)
      .execute();
    expect(matched.map((match) => match.matchUserID).sort((a, b) => a - b)).toEqual([
      workers[0],
      workers[1],
      workers[4],
      workers[8],
    ]);
  });
});

describe('job alerts: a job that many alerts find', () => {
  const jobAlertNotices = (userIDs: number[]) =>
    testApp.app.db
      .selectFrom('notifications')
      .select('notificationUserID')
      .where('notificationKind', '=', 'jobAlert')
      .where('notificationUserID', 'in', userIDs)
      .execute();

  it('tells each of 250 workers once, also when two passes announce at the same time', async () => {
    const workers = await insertWorkers(testApp, 250);
    const tag = `massa${workers[0]}`;
    await insertAlerts(
      workers.map((userID) => ({ alertUserID: userID, alertSearch: tag, alertLocation: 'Gent' })),
    );
    const jobID = await postJob(`Kelner ${tag}`, 'Gent', 'Kelner');
    const now = new Date();
    await Promise.all([matchNewJobs(testApp.app.db, now), matchNewJobs(testApp.app.db, now)]);
    expect(await jobAlertNotices(workers)).toEqual([]);

    await Promise.all([
      announceMatches(testApp.app.db, now, 'http://localhost'),
      announceMatches(testApp.app.db, now, 'http://localhost'),
    ]);
    const notices = await jobAlertNotices(workers);
    expect(notices).toHaveLength(250);
    expect(new Set(notices.map((notice) => notice.notificationUserID)).size).toBe(250);
    // whoever else an alert led to this job (an earlier test's worker) was told once too
    const aboutThisJob = await testApp.app.db
      .selectFrom('notifications')
      .select('notificationUserID')
      .where('notificationLink', '=', `/jobs/${jobID}`)
      .execute();
    expect(new Set(aboutThisJob.map((notice) => notice.notificationUserID)).size).toBe(aboutThisJob.length);

    await testApp.app.alertSweep.sweep();
    expect(await jobAlertNotices(workers)).toHaveLength(250);
  });

  it('announces in the next pass what a pass recorded but did not get to tell', async () => {
    const worker = await signedInWorker(testApp);
    await saveAlert(worker, { alertName: 'Afwas', alertSearch: `afwas${worker.userID}` });
    await postJob(`Afwas${worker.userID} zaterdag`, 'Gent', 'Afwas');
    await matchNewJobs(testApp.app.db, new Date());
    expect(await alertNotices(worker)).toHaveLength(0);

    await testApp.app.alertSweep.sweep();
    expect(await alertNotices(worker)).toHaveLength(1);
    expect(await mailsTo(worker, /^Nieuwe job voor je alert/)).toHaveLength(1);
  });
});

describe('job alerts: the workers of one step', () => {
  const pushesTo = (endpoint: string) =>
    testApp.app.db
      .selectFrom('outbox')
      .innerJoin('push_subscriptions', (join) =>
        join.on(sql`cast(push_subscriptions."pushSubscriptionID" as text)`, '=', sql.ref('outbox.recipient')),
      )
      .select('outbox.subject')
      .where('push_subscriptions.pushEndpoint', '=', endpoint)
      .execute();

  it('tells each worker of a step as her own settings and alert say', async () => {
    const tag = `stap${business.businessID}`;
    const worker = async (alert: object, notifications?: object) => {
      const who = await signedInWorker(testApp);
      if (notifications) await send(testApp, 'PUT', '/api/usersettings', who, { notifications });
      await saveAlert(who, { alertName: 'Zaal', alertSearch: tag, ...alert });
      return who;
    };
    const instant = await worker({});
    const daily = await worker({ alertFrequency: 'daily' });
    const noApp = await worker({}, { app: false });
    const noMail = await worker({}, { email: false });
    const noAlerts = await worker({}, { jobAlerts: false });
    const withPhone = await worker({ alertFrequency: 'daily' });
    const phone = { endpoint: `https://push.example/${tag}`, keys: { p256dh: 'BPhone', auth: 'secret' } };
    await saveSubscription(testApp.app.db, withPhone.userID, phone, '2026-11-01 10:00:00');

    await postJob(`Zaalmedewerker ${tag}`, 'Gent', 'Kelner');
    await testApp.app.alertSweep.sweep();

    const told = async (who: SignedIn) => ({
      notices: (await alertNotices(who)).length,
      mails: (await mailsTo(who, /^Nieuwe job voor je alert/)).length,
    });
    expect(await told(instant)).toEqual({ notices: 1, mails: 1 });
    expect(await told(daily)).toEqual({ notices: 1, mails: 0 });
    expect(await told(noApp)).toEqual({ notices: 0, mails: 1 });
    expect(await told(noMail)).toEqual({ notices: 1, mails: 0 });
    expect(await told(noAlerts)).toEqual({ notices: 0, mails: 0 });
    expect(await told(withPhone)).toEqual({ notices: 1, mails: 0 });
    expect(await pushesTo(phone.endpoint)).toEqual([{ subject: expect.stringContaining('Zaalmedewerker') }]);
    // the mail's unsubscribe link carries the worker's own token
    const [mail] = await mailsTo(instant, /^Nieuwe job voor je alert/);
    const token = await testApp.app.db
      .selectFrom('mail_tokens')
      .select('token')
      .where('userID', '=', instant.userID)
      .executeTakeFirstOrThrow();
    expect(mail!.text).toContain(`user=${instant.userID}&category=jobAlerts&token=${token.token}`);
  });

  it('tells a step of 18 workers in as many statements as a step of 2', async () => {
    await testApp.app.alertSweep.sweep();
    const statementsToTell = async (workerCount: number) => {
      const workers = await insertWorkers(testApp, workerCount);
      const tag = `tel${workers[0]}`;
      await insertAlerts(
        workers.map((userID) => ({ alertUserID: userID, alertSearch: tag, alertFrequency: 'instant' })),
      );
      await postJob(`Barman ${tag}`, 'Gent', 'Kelner');
      const now = new Date();
      await matchNewJobs(testApp.app.db, now);
      const counted = recordingStatements(testApp.app.db);
      // besides an earlier test's worker whose alert finds every job in Gent
      expect(await announceMatches(counted.db, now, 'http://localhost')).toBeGreaterThanOrEqual(workerCount);
      return counted.sent.length;
    };
    expect(await statementsToTell(18)).toBe(await statementsToTell(2));
  });
});

describe("job alerts: the day's digests", () => {
  /** A day after the other tests' days, at 11:00 UTC: past 08:00 in Brussels, in winter and summer. */
  const dayAhead = (days: number) =>
    new Date(`${new Date(Date.now() + days * 24 * 3_600_000).toISOString().slice(0, 10)}T11:00:00Z`);
  const digestsTo = async (userID: number) => {
    const { userEmail } = await testApp.app.db
      .selectFrom('users')
      .select('userEmail')
      .where('userID', '=', userID)
      .executeTakeFirstOrThrow();
    return mailsTo({ person: { email: userEmail } }, /^Je jobalerts van vandaag/);
  };
  /** Workers with a daily alert each that finds one new job, announced; the jobs' titles. */
  const workersWithMatches = async (count: number) => {
    const workers = await insertWorkers(testApp, count);
    const tag = `dag${workers[0]}`;
    await insertAlerts(workers.map((userID) => ({ alertUserID: userID, alertSearch: tag })));
    await postJob(`Afwasser ${tag}`, 'Gent', 'Afwas');
    await matchNewJobs(testApp.app.db, new Date());
    await announceMatches(testApp.app.db, new Date(), 'http://localhost');
    return { workers, tag };
  };

  it('mails each worker of a step her own digest once, also when two passes send at the same time', async () => {
    const { workers, tag } = await workersWithMatches(23);
    const [withTwo, claimedElsewhere] = workers;
    await insertAlerts([{ alertUserID: withTwo!, alertSearch: `kassa${withTwo}` }]);
    await postJob(`Kassier kassa${withTwo}`, 'Gent', 'Kassa');
    await matchNewJobs(testApp.app.db, new Date());
    await announceMatches(testApp.app.db, new Date(), 'http://localhost');
    const day = dayAhead(3);
    // another instance claimed this worker's digest of the day first
    await testApp.app.db
      .insertInto('job_alert_digests')
      .values({ digestUserID: claimedElsewhere!, digestDate: day.toISOString().slice(0, 10) })
      .execute();

    await Promise.all([
      createDigestSender(testApp.app.db, 'http://localhost')(day),
      createDigestSender(testApp.app.db, 'http://localhost')(day),
    ]);

    const [twoJobs, ...more] = await digestsTo(withTwo!);
    expect(more).toEqual([]);
    expect(twoJobs!.subject).toContain('2 nieuwe jobs');
    expect(twoJobs!.text).toContain(`Afwasser ${tag}`);
    expect(twoJobs!.text).toContain(`Kassier kassa${withTwo}`);
    expect(await digestsTo(claimedElsewhere!)).toEqual([]);
    for (const userID of workers.slice(2)) {
      const [digest, ...again] = await digestsTo(userID);
      expect(again).toEqual([]);
      expect(digest!.subject).toContain('1 nieuwe job');
      expect(digest!.text).toContain(`Afwasser ${tag}`);
      expect(digest!.text).not.toContain('Kassier');
    }
  });

  it('sends a step of 18 digests in as many statements as a step of 2', async () => {
    // the digests other tests left waiting go first
    await createDigestSender(testApp.app.db, 'http://localhost')(dayAhead(4));
    const statementsToSend = async (workerCount: number, day: Date) => {
      const { workers } = await workersWithMatches(workerCount);
      const counted = recordingStatements(testApp.app.db);
      // besides an earlier test's worker whose alert finds every job in Gent
      expect(await createDigestSender(counted.db, 'http://localhost')(day)).toBeGreaterThanOrEqual(
        workers.length,
      );
      return counted.sent.length;
    };
    expect(await statementsToSend(18, dayAhead(5))).toBe(await statementsToSend(2, dayAhead(6)));
  });
});
