import { formatHours } from '@jobbel/shared/shifts/format-hours';
import {
  HOURS_AUTO_APPROVE_HOURS,
  HOURS_AUTO_APPROVE_WARNING_HOURS,
  SHIFT_REMINDER_HOURS,
} from '@jobbel/shared/shifts/shift.constants';
import { addHours, mayApproveAutomatically, workedHours } from '@jobbel/shared/shifts/shift-rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';
import { toBrusselsDateTime } from '../../lib/clock';
import { createMinutePass, type MinutePass } from '../../lib/minute-pass';
import { findApplicationById } from '../applications/applications.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import { signalDimonaDue } from '../engagements/dimona-signals';
import { findJobById, findJobsByIds } from '../jobs/jobs.repository';
import { notify } from '../notifications/notify';
import { plannedHoursOfShift } from './shift-access';
import { completionEvents } from './shift-completion';
import { shiftParties } from './shift-parties';
import {
  hoursWaitingSince,
  markSentOnce,
  type SweepMark,
  shiftsToAskHoursOf,
  shiftsToRemind,
} from './shift-sweep.repository';
import { businessShiftEvent, workerShiftEvent } from './shifts.mails';
import { moveApplication } from './shifts.repository';

// shifts that ended longer ago than this (before the feature existed, or while the server was down for
// long) are not asked about any more: a mail about a shift weeks ago helps nobody
const HOURS_REQUEST_WITHIN_HOURS = 7 * 24;

type Db = Kysely<Database>;

/**
 * Marks a mail as sent and queues it in one transaction; the mark is a conditional update, so a second
 * sweep (or a second process) that finds the same row sends nothing.
 */
async function sendOnce(
  db: Db,
  jobApplicationID: number,
  mark: SweepMark,
  kind: 'shiftReminder' | 'hoursToConfirm' | 'hoursAutoApproveSoon',
  now: string,
  publicUrl: string,
) {
  await db.transaction().execute(async (trx) => {
    if (!(await markSentOnce(trx, jobApplicationID, mark, now))) return;
    const application = await findApplicationById(trx, jobApplicationID);
    if (!application) return;
    const job = await findJobById(trx, application.jobApplicationJobID);
    const business = await findBusinessById(trx, application.jobSnapshotBusinessID);
    const parties = await shiftParties(trx, { application, job, business });
    if (kind !== 'hoursAutoApproveSoon')
      return notify(trx, workerShiftEvent(kind, parties.worker, parties.about, publicUrl), publicUrl);
    if (!parties.business) return;
    const hours = formatHours(
      workedHours(
        application.jobApplicationWorkedStartDateTime!,
        application.jobApplicationWorkedEndDateTime!,
        application.jobApplicationBreakMinutes ?? 0,
      ),
    );
    const about = { ...parties.about, worker: parties.worker.name, hours };
    await notify(trx, businessShiftEvent(kind, parties.business, about, publicUrl), publicUrl);
  });
}

/**
 * The submitted hours the sweep may approve: those within a quarter of the plan. Others wait for the
 * business, which was told so when they came.
 */
async function approvableAutomatically(db: Db, rows: JobApplicationRow[]) {
  const jobs = await findJobsByIds(db, [...new Set(rows.map((row) => row.jobApplicationJobID))]);
  return rows.filter((application) => {
    const job = jobs.find((each) => each.jobID === application.jobApplicationJobID);
    const claimed = workedHours(
      application.jobApplicationWorkedStartDateTime!,
      application.jobApplicationWorkedEndDateTime!,
      application.jobApplicationBreakMinutes ?? 0,
    );
    return mayApproveAutomatically(claimed, plannedHoursOfShift({ application, job }));
  });
}

/** Hours the business left unhandled for 72 hours are approved as confirmed, and the shift is completed. */
async function approveForgottenHours(db: Db, now: string, publicUrl: string) {
  const due = await approvableAutomatically(
    db,
    await hoursWaitingSince(db, addHours(now, -HOURS_AUTO_APPROVE_HOURS)),
  );
  for (const application of due) {
    await db.transaction().execute(async (trx) => {
      const approved = await moveApplication(
        trx,
        application.jobApplicationID,
        { status: 'accepted', hoursStatus: 'submitted' },
        {
          jobApplicationStatus: 'completed',
          jobApplicationHoursStatus: 'approved',
          jobApplicationHoursDecidedBy: 'auto',
          jobApplicationCompletedDateTime: now,
          jobApplicationUpdatedDateTime: now,
          jobApplicationChangedBy: 'system',
        },
      );
      if (!approved) return;
      const job = await findJobById(trx, application.jobApplicationJobID);
      const business = await findBusinessById(trx, application.jobSnapshotBusinessID);
      const hours = workedHours(
        application.jobApplicationWorkedStartDateTime!,
        application.jobApplicationWorkedEndDateTime!,
        application.jobApplicationBreakMinutes ?? 0,
      );
      for (const event of await completionEvents(trx, { application, job, business }, { hours }, publicUrl))
        await notify(trx, event, publicUrl);
    });
  }
  return due.length;
}

/** The business hears a day before its unhandled hours are approved automatically, once. */
async function warnBeforeApproval(db: Db, now: string, publicUrl: string) {
  const due = await approvableAutomatically(
    db,
    await hoursWaitingSince(db, addHours(now, HOURS_AUTO_APPROVE_WARNING_HOURS - HOURS_AUTO_APPROVE_HOURS), {
      notWarned: true,
    }),
  );
  for (const row of due)
    await sendOnce(
      db,
      row.jobApplicationID,
      'jobApplicationHoursWarningSentDateTime',
      'hoursAutoApproveSoon',
      now,
      publicUrl,
    );
  return due.length;
}

/**
 * One pass: reminders for shifts starting within a day, hour requests for ended shifts, the warning a day
 * before forgotten hours are approved, and their approval; and the business's Dimona still to declare.
 */
export async function sweepShifts(db: Db, now: Date, publicUrl: string): Promise<number> {
  const at = toBrusselsDateTime(now);
  const toRemind = await shiftsToRemind(db, at, addHours(at, SHIFT_REMINDER_HOURS));
  for (const row of toRemind)
    await sendOnce(
      db,
      row.jobApplicationID,
      'jobApplicationReminderSentDateTime',
      'shiftReminder',
      at,
      publicUrl,
    );
  const toAsk = await shiftsToAskHoursOf(db, addHours(at, -HOURS_REQUEST_WITHIN_HOURS), at);
  for (const row of toAsk)
    await sendOnce(
      db,
      row.jobApplicationID,
      'jobApplicationHoursRequestSentDateTime',
      'hoursToConfirm',
      at,
      publicUrl,
    );
  const warned = await warnBeforeApproval(db, at, publicUrl);
  const dimona = await signalDimonaDue(db, at, publicUrl);
  return toRemind.length + toAsk.length + warned + dimona + (await approveForgottenHours(db, at, publicUrl));
}

/** Runs the shift sweep at start and every minute inside the server process. */
export function createShiftSweep(db: Db, publicUrl: string, log: FastifyBaseLogger): MinutePass {
  return createMinutePass((now) => sweepShifts(db, now, publicUrl), log, 'shift sweep');
}
