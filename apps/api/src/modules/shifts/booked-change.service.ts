import { changedTerms } from '@jobbel/shared/shifts/booked-terms';
import { isLateCancellation } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { agreedTermsOf, termsOfJob } from '../applications/agreed-terms';
import { recordAgreedTerms } from '../applications/applications.repository';
import { dimonaToUpdate } from '../engagements/dimona.repository';
import { notify } from '../notifications/notify';
import { alreadyChanged, answerShift, ensureSide, jobOf, type LoadedShift, loadShift } from './shift-access';
import { shiftParties } from './shift-parties';
import { businessShiftEvent } from './shifts.mails';
import { moveApplication, releaseJobPlace } from './shifts.repository';

/** The worker's booked shift whose job now says something else than she agreed to. */
async function waitingChange(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'worker');
  const job = jobOf(shift);
  const agreed = agreedTermsOf(shift.application);
  if (
    shift.application.jobApplicationStatus !== 'accepted' ||
    !agreed ||
    changedTerms(agreed, termsOfJob(job)).length === 0
  )
    throw conflict(t('api.shifts.noChangeWaiting'), 'no_change_waiting');
  return { shift, job, agreed };
}

async function tellBusiness(
  db: Kysely<Database>,
  shift: LoadedShift,
  news: 'shiftChangeAccepted' | 'shiftChangeDeclined',
  publicUrl: string,
) {
  const parties = await shiftParties(db, shift);
  if (!parties.business) return;
  const about = { ...parties.about, worker: parties.worker.name };
  await notify(db, businessShiftEvent(news, parties.business, about, publicUrl), publicUrl);
}

/** The worker accepts the change: she is booked on the job's terms as they are now. */
export async function acceptChange(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const { shift } = await waitingChange(db, auth, jobApplicationID);
  await db.transaction().execute(async (trx) => {
    // the proposal is answered once: of an accept and a decline at the same time one wins
    const answered = await moveApplication(
      trx,
      jobApplicationID,
      { status: 'accepted', changeProposedAt: shift.application.jobApplicationChangeProposedDateTime },
      {
        jobApplicationChangeProposedDateTime: null,
        jobApplicationUpdatedDateTime: shift.now,
        jobApplicationChangedBy: 'worker',
      },
    );
    if (!answered) throw alreadyChanged();
    const job = jobOf(shift);
    const application = shift.application;
    const moved =
      application.jobApplicationAgreedStartDateTime !== job.jobStartDateTime ||
      application.jobApplicationAgreedEndDateTime !== job.jobEndDateTime;
    await recordAgreedTerms(trx, jobApplicationID);
    if (moved) await dimonaToUpdate(trx, jobApplicationID);
    await tellBusiness(trx, shift, 'shiftChangeAccepted', publicUrl);
  });
  return answerShift(db, shift);
}

/**
 * The worker declines the change: the shift is cancelled and its place free again. It never counts
 * against her; it is the business's cancellation, a late one when it changed the shift less than 24
 * hours before the agreed start.
 */
export async function declineChange(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const { shift, job, agreed } = await waitingChange(db, auth, jobApplicationID);
  const proposedAt = shift.application.jobApplicationChangeProposedDateTime ?? shift.now;
  const late = agreed.jobStartDateTime !== null && isLateCancellation(agreed.jobStartDateTime, proposedAt);
  await db.transaction().execute(async (trx) => {
    const cancelled = await moveApplication(
      trx,
      jobApplicationID,
      { status: 'accepted', changeProposedAt: shift.application.jobApplicationChangeProposedDateTime },
      {
        jobApplicationStatus: 'cancelled',
        jobApplicationChangeProposedDateTime: null,
        jobApplicationChangeDeclined: 1,
        jobApplicationLateCancellation: late ? 1 : 0,
        jobApplicationCancelReason: t('api.shifts.changeDeclinedReason'),
        jobApplicationUpdatedDateTime: shift.now,
        jobApplicationChangedBy: 'business',
      },
    );
    if (!cancelled) throw alreadyChanged();
    await releaseJobPlace(trx, job.jobID, shift.now);
    await tellBusiness(trx, shift, 'shiftChangeDeclined', publicUrl);
  });
  return answerShift(db, shift);
}
