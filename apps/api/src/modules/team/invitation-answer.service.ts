import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, HttpError } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { recordAgreedTerms } from '../applications/applications.repository';
import { decideEngagement, recordDecision } from '../engagements/engagement-decision';
import { takeJobPlace } from '../jobs/jobs.write-repository';
import { notify } from '../notifications/notify';
import { alreadyChanged, answerShift, ensureSide, jobOf, loadShift } from '../shifts/shift-access';
import { shiftParties } from '../shifts/shift-parties';
import { moveApplication } from '../shifts/shifts.repository';
import { invitationAnswerEvent } from './team.mails';

/**
 * The invited worker accepts in one step (the application becomes accepted, takes a place and records
 * the terms she is booked on, in one transaction) or declines (withdrawn). Only while the job is open.
 * The business is told either way.
 */
export async function answerInvitation(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  accept: boolean,
) {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'worker');
  if (shift.application.jobApplicationStatus !== 'invited')
    throw conflict(t('api.team.noInvitation'), 'not_invited');
  const job = jobOf(shift);
  if (accept && !isOpenJob(job, shift.now))
    throw new HttpError(410, 'job_not_available', t('api.team.jobNotOpen'));
  await db.transaction().execute(async (trx) => {
    // she accepts under the regime her own status suggests, or ordinary employment
    const engagement = accept
      ? await decideEngagement(
          trx,
          { jobApplicationID, userID: shift.application.jobApplicationUserID, job },
          '',
          undefined,
        )
      : undefined;
    const answered = await moveApplication(
      trx,
      jobApplicationID,
      { status: 'invited' },
      {
        jobApplicationStatus: accept ? 'accepted' : 'withdrawn',
        jobApplicationUpdatedDateTime: shift.now,
        jobApplicationChangedBy: 'worker',
      },
    );
    if (!answered) throw alreadyChanged();
    if (accept && !(await takeJobPlace(trx, job.jobID)))
      throw conflict(t('api.applications.jobIsFilled'), 'job_filled');
    if (accept) await recordAgreedTerms(trx, jobApplicationID);
    // the business hears the answer to its invitation either way
    const parties = await shiftParties(trx, shift);
    if (engagement)
      await recordDecision(trx, jobApplicationID, engagement, {
        userID: shift.application.jobApplicationUserID,
        title: parties.about.title,
        company: parties.about.company,
        publicUrl,
      });
    if (parties.business)
      await notify(
        trx,
        invitationAnswerEvent(
          parties.business,
          accept,
          { ...parties.about, worker: parties.worker.name },
          publicUrl,
        ),
        publicUrl,
      );
  });
  return answerShift(db, shift);
}
