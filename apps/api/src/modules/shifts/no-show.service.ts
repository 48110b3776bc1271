import type { ContestNoShowPayload } from '@jobbel/shared/shifts/shift.schemas';
import {
  isNoShowClaimable,
  isNoShowContestOpen,
  mayWithdrawNoShow,
  noShowClaimableFrom,
} from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { readableMoment } from '../../lib/clock';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { notify } from '../notifications/notify';
import { bookedStart, ensureSide, jobOf, type LoadedShift, loadShift, moveShift } from './shift-access';
import { shiftParties } from './shift-parties';
import { businessShiftEvent, workerShiftEvent } from './shifts.mails';

type WorkerNews = 'noShowClaimed' | 'noShowWithdrawn' | 'noShowConfirmed';

async function tellWorker(db: Kysely<Database>, shift: LoadedShift, news: WorkerNews, publicUrl: string) {
  const parties = await shiftParties(db, shift);
  await notify(db, workerShiftEvent(news, parties.worker, parties.about, publicUrl), publicUrl);
}

/**
 * The business claims an accepted worker did not come, from 30 minutes after the start. The worker is
 * told and may contest it for 72 hours (docs/decisions/application-states.md).
 */
export async function claimNoShow(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  // a shift whose job was deleted was cancelled with it
  jobOf(shift);
  if (shift.application.jobApplicationStatus !== 'accepted')
    throw conflict(t('api.shifts.notAccepted'), 'not_accepted');
  // the start she was booked on: a changed start she never accepted is not hers to be late for
  const start = bookedStart(shift);
  if (!start || start > shift.now) throw conflict(t('api.shifts.notStartedYet'), 'shift_not_started');
  if (!isNoShowClaimable(start, shift.now))
    throw conflict(
      t('api.shifts.noShowTooEarly', { from: readableMoment(noShowClaimableFrom(start)) }),
      'no_show_too_early',
    );
  return moveShift(
    db,
    shift,
    { status: 'accepted', hoursStatus: null },
    {
      jobApplicationStatus: 'noShow',
      jobApplicationNoShowState: 'claimed',
      jobApplicationNoShowClaimedDateTime: shift.now,
      jobApplicationNoShowContestReason: null,
    },
    (trx) => tellWorker(trx, shift, 'noShowClaimed', publicUrl),
  );
}

/** The worker contests a claim within 72 hours, with a reason; until the business decides, it does not count. */
export async function contestNoShow(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  payload: ContestNoShowPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'worker');
  const { application, now } = shift;
  if (application.jobApplicationNoShowState !== 'claimed')
    throw conflict(t('api.shifts.noNoShowClaim'), 'no_no_show_claim');
  if (!isNoShowContestOpen(application.jobApplicationNoShowClaimedDateTime ?? now, now))
    throw conflict(t('api.shifts.noShowContestClosed'), 'no_show_contest_closed');
  const reason = payload.jobApplicationNoShowContestReason;
  return moveShift(
    db,
    shift,
    { status: 'noShow', noShowState: 'claimed' },
    { jobApplicationNoShowState: 'contested', jobApplicationNoShowContestReason: reason },
    async (trx) => {
      const parties = await shiftParties(trx, shift);
      if (!parties.business) return;
      const about = { ...parties.about, worker: parties.worker.name, reason };
      await notify(trx, businessShiftEvent('noShowContested', parties.business, about, publicUrl), publicUrl);
    },
  );
}

/**
 * The business takes its claim back (its own within 24 hours, a contested one at any time): the shift is
 * accepted again, so the worker can confirm the hours, and the withdrawn claim counts on the business's record.
 */
export async function withdrawNoShow(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  const { application, now } = shift;
  const state = application.jobApplicationNoShowState;
  if (application.jobApplicationStatus !== 'noShow' || !state || state === 'confirmed')
    throw conflict(t('api.shifts.noNoShowClaim'), 'no_no_show_claim');
  if (!mayWithdrawNoShow(state, application.jobApplicationNoShowClaimedDateTime ?? now, now))
    throw conflict(t('api.shifts.noShowUndoClosed'), 'no_show_undo_closed');
  return moveShift(
    db,
    shift,
    { status: 'noShow', noShowState: state },
    {
      jobApplicationStatus: 'accepted',
      jobApplicationNoShowState: null,
      jobApplicationNoShowWithdrawnDateTime: now,
    },
    (trx) => tellWorker(trx, shift, 'noShowWithdrawn', publicUrl),
  );
}

/** The business keeps a contested claim after reading the worker's reason: from now on it counts. */
export async function confirmNoShow(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  if (shift.application.jobApplicationNoShowState !== 'contested')
    throw conflict(t('api.shifts.noShowNotContested'), 'no_show_not_contested');
  return moveShift(
    db,
    shift,
    { status: 'noShow', noShowState: 'contested' },
    { jobApplicationNoShowState: 'confirmed' },
    (trx) => tellWorker(trx, shift, 'noShowConfirmed', publicUrl),
  );
}
