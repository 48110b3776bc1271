import { checkInLink, checkInScreenLink } from '@jobbel/shared/app/links';
import {
  CHECK_IN_REMINDER_MINUTES_BEFORE_START,
  NO_CHECK_IN_ALERT_MINUTES_AFTER_START,
} from '@jobbel/shared/check-in/check-in.constants';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readableMoment, toBrusselsDateTime } from '../../lib/clock';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { findApplicationById } from '../applications/applications.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { businessRecipient, workerRecipient } from '../notifications/recipients';
import { type CheckInMark, markSignalOnce, shiftsToSignal } from './check-in.repository';

type Db = Kysely<Database>;

// a start passed longer ago than this is not signalled any more (the server was down, or it predates this)
const SIGNAL_WITHIN_HOURS = 2;

async function signalOnce(
  db: Db,
  jobApplicationID: number,
  mark: CheckInMark,
  now: string,
  publicUrl: string,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await markSignalOnce(trx, jobApplicationID, mark, now))) return;
    const application = (await findApplicationById(trx, jobApplicationID))!;
    const business = await findBusinessById(trx, application.jobSnapshotBusinessID);
    const worker = await workerRecipient(trx, application.jobApplicationUserID);
    const start = () => readableMoment(application.jobApplicationAgreedStartDateTime);
    const title = application.jobSnapshotTitle;
    if (mark === 'jobApplicationCheckInReminderSentDateTime') {
      const event = notificationEvent({
        to: worker,
        kind: 'checkIn',
        texts: 'checkInReminder',
        vars: { title, start, business: business?.businessName ?? application.jobSnapshotBusinessName ?? '' },
        link: { path: checkInLink(application.jobApplicationJobID), label: 'checkIn' },
        publicUrl,
      });
      return notify(trx, event, publicUrl);
    }
    const owner = business && (await businessRecipient(trx, business));
    if (!owner) return;
    const event = notificationEvent({
      to: owner,
      kind: 'checkIn',
      texts: 'noCheckIn',
      vars: { title, start, worker: worker.name },
      link: { path: checkInScreenLink(application.jobApplicationJobID), label: 'checkIn' },
      // the venue's screen marks the no-show after its confirmation; waiting only closes the notification
      actions: [
        { action: 'noShow', path: checkInScreenLink(application.jobApplicationJobID) },
        { action: 'wait' },
      ],
      publicUrl,
    });
    await notify(trx, event, publicUrl);
  });
}

/**
 * One pass: the worker is reminded to check in 30 minutes before her start, and the business hears of
 * a worker who has not checked in 30 minutes after it; each once.
 */
export async function sweepCheckIns(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  const reminders = await shiftsToSignal(
    db,
    'jobApplicationCheckInReminderSentDateTime',
    addHours(at, -SIGNAL_WITHIN_HOURS),
    addHours(at, CHECK_IN_REMINDER_MINUTES_BEFORE_START / 60),
  );
  const absent = await shiftsToSignal(
    db,
    'jobApplicationNoCheckInAlertSentDateTime',
    addHours(at, -SIGNAL_WITHIN_HOURS),
    addHours(at, -NO_CHECK_IN_ALERT_MINUTES_AFTER_START / 60),
    true,
  );
  for (const row of reminders)
    await signalOnce(db, row.jobApplicationID, 'jobApplicationCheckInReminderSentDateTime', at, publicUrl);
  for (const row of absent)
    await signalOnce(db, row.jobApplicationID, 'jobApplicationNoCheckInAlertSentDateTime', at, publicUrl);
  return reminders.length + absent.length;
}

/** Runs the check-in sweep every minute inside the server process. */
export function createCheckInSweep(db: Db, publicUrl: string, log: FastifyBaseLogger): MinutePass {
  return createMinutePass((now) => sweepCheckIns(db, now, publicUrl), log, 'check-in sweep');
}
