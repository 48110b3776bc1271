import { formatHours } from '@jobbel/shared/shifts/format-hours';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { LoadedShift } from './shift-access';
import { shiftParties } from './shift-parties';
import { businessShiftEvent, workerShiftEvent } from './shifts.mails';

/**
 * A completed shift tells the worker the hours (with the business's comment when corrected) and invites
 * both sides to rate each other.
 */
export async function completionEvents(
  db: Kysely<Database>,
  shift: Pick<LoadedShift, 'application' | 'job' | 'business'>,
  decision: { hours: number; comment?: string },
  publicUrl: string,
) {
  const parties = await shiftParties(db, shift);
  const hours = formatHours(decision.hours);
  const toWorker = workerShiftEvent(
    decision.comment ? 'hoursCorrected' : 'hoursApproved',
    parties.worker,
    { ...parties.about, hours, comment: decision.comment },
    publicUrl,
  );
  if (!parties.business) return [toWorker];
  const about = { ...parties.about, worker: parties.worker.name };
  return [toWorker, businessShiftEvent('ratingOpen', parties.business, about, publicUrl)];
}
