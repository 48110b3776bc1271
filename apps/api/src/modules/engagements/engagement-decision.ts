import { PROFILE_SETTINGS_LINK } from '@jobbel/shared/app/links';
import type { EngagementCheck } from '@jobbel/shared/engagements/engagement-check.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { lockOwner } from '../../lib/owner-lock';
import { type EventVar, notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { workerRecipient } from '../notifications/recipients';
import { checkEngagement, type EngagementSubject } from './engagement-check';
import { recordEngagement } from './engagements.repository';

/** The regime an accept takes, and what to store with it; a regime the law refuses is a 409. */
export interface EngagementDecision {
  regime: Regime;
  check: EngagementCheck;
}

/**
 * In the accept's transaction: the yearly limits count this worker's and this business's other
 * engagements, so two accepts at the same moment take turns (lib/owner-lock.ts) and the second sees
 * the first.
 */
export async function decideEngagement(
  trx: Transaction<Database>,
  subject: EngagementSubject,
  workerName: string,
  chosen: Regime | undefined,
): Promise<EngagementDecision> {
  await lockOwner(trx, `engagements:business:${subject.job.jobBusinessID}`);
  await lockOwner(trx, `engagements:worker:${subject.userID}`);
  const check = await checkEngagement(trx, subject);
  const regime = chosen ?? check.suggested ?? 'ordinary';
  const verdict = check.regimes.find((candidate) => candidate.regime === regime)!;
  if (verdict.refusal)
    throw new HttpError(
      409,
      verdict.refusal.code,
      t('api.engagements.regimeRefused', { name: workerName, reason: verdict.refusal.message }),
      {
        allowedRegimes: check.regimes
          .filter((candidate) => candidate.refusal === null)
          .map((candidate) => candidate.regime),
      },
    );
  return { regime, check };
}

/**
 * Stores the decision with the accepted engagement, in the accept's transaction; a worker without a
 * national register number is asked for it, since her Dimona needs it.
 */
export async function recordDecision(
  trx: Kysely<Database>,
  jobApplicationID: number,
  decision: EngagementDecision,
  ask: { userID: number; title: string; company: EventVar; publicUrl: string },
) {
  const verdict = decision.check.regimes.find((candidate) => candidate.regime === decision.regime)!;
  await recordEngagement(trx, jobApplicationID, decision.regime, verdict.warnings);
  if (!decision.check.inszMissing) return;
  const worker = await workerRecipient(trx, ask.userID);
  await notify(
    trx,
    notificationEvent({
      to: worker,
      kind: 'dimona',
      texts: 'inszNeeded',
      vars: { title: ask.title, company: ask.company },
      link: { path: PROFILE_SETTINGS_LINK, label: 'profileSettings' },
      publicUrl: ask.publicUrl,
    }),
    ask.publicUrl,
  );
}
