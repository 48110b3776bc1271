import type { FastifyInstance } from 'fastify';
import { toBrusselsDateTime } from '../lib/clock';
import { createDatabaseClock } from '../lib/clock-skew';
import { pruneCounters } from '../lib/counters';
import { createHousekeeping } from '../lib/housekeeping';
import { createAlertSweep } from '../modules/alerts/alert-sweep';
import { createCheckInSweep } from '../modules/check-in/check-in-sweep';
import { createContractSweep } from '../modules/contracts/contract-sweep';
import { deleteExpiredVersions } from '../modules/contracts/contracts.repository';
import { createOpenJobFeed } from '../modules/job-search/open-job-feed';
import { pruneJobChanges } from '../modules/job-search/open-job-feed.repository';
import { createJobExpiry } from '../modules/jobs/job-expiry';
import { outboxWork } from '../modules/mail/outbox-worker';
import { createAccountDeletionPass } from '../modules/my-data/account-deletion-pass';
import { createDataExportPass } from '../modules/my-data/data-export-pass';
import { deleteExpiredExports } from '../modules/my-data/my-data.repository';
import { pruneRecordChanges } from '../modules/records/record-cache.repository';
import { createRecordRefresh } from '../modules/records/record-refresh';
import { createShiftSweep } from '../modules/shifts/shift-sweep';
import type { ReadChangeNumbers } from '../plugins/change-numbers';
import { everyMinute, registerScheduler } from '../plugins/scheduler';

/**
 * The open-job feed and every pass that runs by the clock, each with its own name on the app: the
 * scheduler starts them once the app is ready and stops them when it closes.
 */
export function registerTimedWork(app: FastifyInstance, changeNumbers: ReadChangeNumbers): void {
  const { db, config, log } = app;
  app.decorate('databaseClock', createDatabaseClock(db, app.dialect, log));
  app.decorate('openJobs', createOpenJobFeed(db, changeNumbers));
  app.decorate('jobExpiry', createJobExpiry(db, app.openJobs, log));
  app.decorate(
    'housekeeping',
    createHousekeeping(
      [
        (now) => pruneCounters(db, now.getTime()),
        (now) => pruneJobChanges(db, now),
        // a kept record computed over a day ago no longer needs the changes before it to be judged
        (now) =>
          pruneRecordChanges(
            db,
            new Date(now.getTime() - 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
          ),
        // a contract is kept its legal term after the engagement ended (docs/decisions/contracts.md)
        async (now) => void (await deleteExpiredVersions(db, toBrusselsDateTime(now).slice(0, 10))),
        async (now) => void (await deleteExpiredExports(db, toBrusselsDateTime(now))),
      ],
      log,
    ),
  );
  app.decorate('shiftSweep', createShiftSweep(db, config.PUBLIC_URL, log));
  app.decorate('alertSweep', createAlertSweep(db, config.PUBLIC_URL, log));
  app.decorate('checkInSweep', createCheckInSweep(db, config.PUBLIC_URL, log));
  app.decorate('contractSweep', createContractSweep(db, config.PUBLIC_URL, log));
  app.decorate('dataExports', createDataExportPass(db, app.cipher, config.PUBLIC_URL, log));
  app.decorate('accountDeletion', createAccountDeletionPass(db, log));
  app.decorate('recordRefresh', createRecordRefresh(db, log));
  registerScheduler(app, [
    // before any pass or request decides anything by it; a clock that drifts later is followed within a minute
    everyMinute(app.databaseClock, { firstRoundBeforeServing: true }),
    outboxWork(app.outbox),
    everyMinute(app.jobExpiry),
    everyMinute(app.housekeeping),
    everyMinute(app.shiftSweep),
    everyMinute(app.checkInSweep),
    everyMinute(app.contractSweep),
    // tests compute records again themselves, after the changes they make
    everyMinute(app.recordRefresh, { manual: config.NODE_ENV === 'test' }),
    // tests build exports themselves, at the moment they choose
    everyMinute(app.dataExports, { manual: config.NODE_ENV === 'test' }),
    everyMinute(app.accountDeletion, { manual: config.NODE_ENV === 'test' }),
    // tests move the clock and run the alert sweep themselves: a timer pass at the real time would race them
    everyMinute(app.alertSweep, { manual: config.NODE_ENV === 'test' }),
  ]);
  // the open jobs are in memory before the first search is answered
  app.addHook('onReady', async () => void (await app.openJobs.current()));
}
