import { formatHours } from '@jobbel/shared/shifts/format-hours';
import type { ContestHoursPayload, SettleHoursPayload } from '@jobbel/shared/shifts/shift.schemas';
import { isHoursContestOpen, workedHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { notify } from '../notifications/notify';
import { ensureSide, type LoadedShift, loadShift, moveShift } from './shift-access';
import { shiftParties } from './shift-parties';
import { businessShiftEvent, workerShiftEvent } from './shifts.mails';

const noCorrection = () => conflict(t('api.shifts.noCorrection'), 'no_correction');

async function correctionOf(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'worker');
  if (shift.application.jobApplicationHoursStatus !== 'corrected') throw noCorrection();
  return shift;
}

/** The worker agrees with the business's correction: the hours are final. */
export async function acceptCorrection(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const shift = await correctionOf(db, auth, jobApplicationID);
  return moveShift(
    db,
    shift,
    { status: 'completed', hoursStatus: 'corrected' },
    { jobApplicationHoursStatus: 'agreed' },
    async () => {},
  );
}

/**
 * The worker contests the correction once, within 72 hours, with a comment: it goes back to the business,
 * whose next decision is final. Until then the corrected hours stand.
 */
export async function contestCorrection(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  payload: ContestHoursPayload,
) {
  const shift = await correctionOf(db, auth, jobApplicationID);
  const correctedAt = shift.application.jobApplicationCompletedDateTime ?? shift.now;
  if (!isHoursContestOpen(correctedAt, shift.now))
    throw conflict(t('api.shifts.hoursContestClosed'), 'hours_contest_closed');
  const comment = payload.jobApplicationHoursContestComment;
  return moveShift(
    db,
    shift,
    { status: 'completed', hoursStatus: 'corrected' },
    { jobApplicationHoursStatus: 'contested', jobApplicationHoursContestComment: comment },
    async (trx) => {
      const parties = await shiftParties(trx, shift);
      if (!parties.business) return;
      const about = { ...parties.about, worker: parties.worker.name, comment };
      await notify(trx, businessShiftEvent('hoursContested', parties.business, about, publicUrl), publicUrl);
    },
  );
}

function submittedHours({ application }: LoadedShift) {
  return {
    jobApplicationWorkedStartDateTime: application.jobApplicationSubmittedStartDateTime!,
    jobApplicationWorkedEndDateTime: application.jobApplicationSubmittedEndDateTime!,
    jobApplicationBreakMinutes: application.jobApplicationSubmittedBreakMinutes ?? 0,
  };
}

/**
 * The business's second and final decision on contested hours: its correction stands, or the worker's
 * own hours count. Both versions stay on the application; the worker is told.
 */
export async function settleHours(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  payload: SettleHoursPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  const { application } = shift;
  if (application.jobApplicationHoursStatus !== 'contested')
    throw conflict(t('api.shifts.noContestedHours'), 'no_contested_hours');
  const final =
    payload.jobApplicationHoursFinal === 'worker'
      ? submittedHours(shift)
      : {
          jobApplicationWorkedStartDateTime: application.jobApplicationWorkedStartDateTime!,
          jobApplicationWorkedEndDateTime: application.jobApplicationWorkedEndDateTime!,
          jobApplicationBreakMinutes: application.jobApplicationBreakMinutes ?? 0,
        };
  return moveShift(
    db,
    shift,
    { status: 'completed', hoursStatus: 'contested' },
    { ...final, jobApplicationHoursStatus: 'settled', jobApplicationHoursDecidedBy: 'business' },
    async (trx) => {
      const parties = await shiftParties(trx, shift);
      const hours = formatHours(
        workedHours(
          final.jobApplicationWorkedStartDateTime,
          final.jobApplicationWorkedEndDateTime,
          final.jobApplicationBreakMinutes,
        ),
      );
      await notify(
        trx,
        workerShiftEvent('hoursSettled', parties.worker, { ...parties.about, hours }, publicUrl),
        publicUrl,
      );
    },
  );
}
