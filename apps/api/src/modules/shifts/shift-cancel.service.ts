import type { CancelShiftPayload } from '@jobbel/shared/shifts/shift.schemas';
import { isLateCancellation } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { badRequest, conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { notify } from '../notifications/notify';
import { alreadyChanged, answerShift, bookedStart, jobOf, type LoadedShift, loadShift } from './shift-access';
import { shiftParties } from './shift-parties';
import { businessShiftEvent, workerShiftEvent } from './shifts.mails';
import { moveApplication, releaseJobPlace } from './shifts.repository';

/**
 * The worker withdraws a pending application, or cancels an accepted shift before it starts (late under
 * 24 hours), with an optional reason the business reads; the business cancels an accepted worker before
 * the start, with a reason mailed to them.
 * Either way the place is free again and the other side is mailed, in the same transaction.
 */
export async function cancelShift(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  payload: CancelShiftPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  const { application, side, now } = shift;
  if (side === 'worker' && application.jobApplicationStatus === 'pending') {
    const withdrawn = await moveApplication(
      db,
      jobApplicationID,
      { status: 'pending' },
      {
        jobApplicationStatus: 'withdrawn',
        jobApplicationUpdatedDateTime: now,
        jobApplicationChangedBy: 'worker',
      },
    );
    if (!withdrawn) throw alreadyChanged();
    return answerShift(db, shift);
  }
  if (application.jobApplicationStatus !== 'accepted')
    throw conflict(t('api.shifts.notAccepted'), 'not_accepted');
  const job = jobOf(shift);
  const start = bookedStart(shift);
  if (start && start <= now) throw conflict(t('api.shifts.alreadyStarted'), 'shift_started');
  const reason = payload.jobApplicationCancelReason || null;
  if (side === 'business' && !reason) throw badRequest('validation_error', t('api.shifts.reasonRequired'));

  await db.transaction().execute(async (trx) => {
    const cancelled = await moveApplication(
      trx,
      jobApplicationID,
      { status: 'accepted' },
      {
        jobApplicationStatus: 'cancelled',
        jobApplicationUpdatedDateTime: now,
        jobApplicationChangedBy: side,
        // late on either side: the worker's counts on her record, the business's on its own
        jobApplicationLateCancellation: start && isLateCancellation(start, now) ? 1 : 0,
        jobApplicationCancelReason: reason,
      },
    );
    if (!cancelled) throw alreadyChanged();
    await releaseJobPlace(trx, job.jobID, now);
    const event = await cancellationEvent(trx, shift, reason, publicUrl);
    if (event) await notify(trx, event, publicUrl);
  });
  return answerShift(db, shift);
}

/** The other side hears of it: the worker with the business's reason, or the business. */
async function cancellationEvent(
  db: Kysely<Database>,
  shift: LoadedShift,
  reason: string | null,
  publicUrl: string,
) {
  const parties = await shiftParties(db, shift);
  if (shift.side === 'business')
    return workerShiftEvent(
      'shiftCancelledByBusiness',
      parties.worker,
      { ...parties.about, reason: reason ?? '' },
      publicUrl,
    );
  return (
    parties.business &&
    businessShiftEvent(
      reason ? 'shiftCancelledByWorkerWithReason' : 'shiftCancelledByWorker',
      parties.business,
      { ...parties.about, worker: parties.worker.name, reason: reason ?? '' },
      publicUrl,
    )
  );
}
