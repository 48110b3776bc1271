import { formatHours } from '@jobbel/shared/shifts/format-hours';
import type { CorrectedHoursPayload, WorkedHoursPayload } from '@jobbel/shared/shifts/shift.schemas';
import { mayApproveAutomatically, workedHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { conflict } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { notify } from '../notifications/notify';
import {
  alreadyChanged,
  answerShift,
  ensureSide,
  ensureWithinShift,
  jobOf,
  loadShift,
  moveShift,
  plannedHoursOfShift,
} from './shift-access';
import { completionEvents } from './shift-completion';
import { shiftParties } from './shift-parties';
import { businessShiftEvent } from './shifts.mails';
import { moveApplication } from './shifts.repository';

/**
 * After an accepted shift has ended, its worker confirms the hours once; the business is told and then
 * decides. Her version is kept apart, so it stays visible beside a correction.
 */
export async function confirmHours(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  hours: WorkedHoursPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'worker');
  const job = jobOf(shift);
  if (shift.application.jobApplicationStatus !== 'accepted')
    throw conflict(t('api.shifts.notAccepted'), 'not_accepted');
  if (!job.jobEndDateTime || job.jobEndDateTime > shift.now)
    throw conflict(t('api.shifts.notEndedYet'), 'shift_not_ended');
  ensureWithinShift(shift, hours);
  return moveShift(
    db,
    shift,
    { status: 'accepted', hoursStatus: null },
    {
      ...hours,
      jobApplicationSubmittedStartDateTime: hours.jobApplicationWorkedStartDateTime,
      jobApplicationSubmittedEndDateTime: hours.jobApplicationWorkedEndDateTime,
      jobApplicationSubmittedBreakMinutes: hours.jobApplicationBreakMinutes,
      jobApplicationHoursStatus: 'submitted',
      jobApplicationHoursSubmittedDateTime: shift.now,
    },
    async (trx) => {
      const parties = await shiftParties(trx, shift);
      if (!parties.business) return;
      const claimed = workedHours(
        hours.jobApplicationWorkedStartDateTime,
        hours.jobApplicationWorkedEndDateTime,
        hours.jobApplicationBreakMinutes,
      );
      const about = { ...parties.about, worker: parties.worker.name, hours: formatHours(claimed) };
      // far from the plan: the business decides itself, the sweep will not
      const texts = mayApproveAutomatically(claimed, plannedHoursOfShift(shift))
        ? 'hoursSubmitted'
        : 'hoursSubmittedFarFromPlan';
      await notify(trx, businessShiftEvent(texts, parties.business, about, publicUrl), publicUrl);
    },
  );
}

/**
 * The business approves the confirmed hours as they are, or sets the right ones with a comment the worker
 * sees. Either completes the shift: both sides are mailed that they may rate each other.
 */
export async function decideHours(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  correction?: CorrectedHoursPayload,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  const { application, now } = shift;
  if (application.jobApplicationHoursStatus !== 'submitted')
    throw conflict(t('api.shifts.noHoursToDecide'), 'no_hours_to_decide');
  if (correction) ensureWithinShift(shift, correction);
  const final = correction ?? {
    jobApplicationWorkedStartDateTime: application.jobApplicationWorkedStartDateTime!,
    jobApplicationWorkedEndDateTime: application.jobApplicationWorkedEndDateTime!,
    jobApplicationBreakMinutes: application.jobApplicationBreakMinutes ?? 0,
  };
  await db.transaction().execute(async (trx) => {
    const decided = await moveApplication(
      trx,
      jobApplicationID,
      { status: 'accepted', hoursStatus: 'submitted' },
      {
        ...final,
        ...(correction && {
          jobApplicationCorrectedStartDateTime: correction.jobApplicationWorkedStartDateTime,
          jobApplicationCorrectedEndDateTime: correction.jobApplicationWorkedEndDateTime,
          jobApplicationCorrectedBreakMinutes: correction.jobApplicationBreakMinutes,
        }),
        jobApplicationStatus: 'completed',
        jobApplicationHoursStatus: correction ? 'corrected' : 'approved',
        jobApplicationHoursDecidedBy: 'business',
        jobApplicationCompletedDateTime: now,
        jobApplicationUpdatedDateTime: now,
        jobApplicationChangedBy: 'business',
      },
    );
    if (!decided) throw alreadyChanged();
    const hours = workedHours(
      final.jobApplicationWorkedStartDateTime,
      final.jobApplicationWorkedEndDateTime,
      final.jobApplicationBreakMinutes,
    );
    const decision = { hours, comment: correction?.jobApplicationHoursComment };
    for (const event of await completionEvents(trx, shift, decision, publicUrl))
      await notify(trx, event, publicUrl);
  });
  return answerShift(db, shift);
}
