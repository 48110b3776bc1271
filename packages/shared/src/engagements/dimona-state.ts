import type { ApplicationStatus } from '../applications/application.schemas';
import type { DimonaState } from './dimona.schemas';

/** An engagement that is (or was) booked: accepted, then completed once worked. */
export const BOOKED_STATUSES = ['accepted', 'completed'] as const satisfies readonly ApplicationStatus[];

/** A shift someone was booked on, worked or not: what has a presence log, hours to settle and records to keep. */
export const WAS_BOOKED_STATUSES = [
  ...BOOKED_STATUSES,
  'noShow',
] as const satisfies readonly ApplicationStatus[];
export const wasBooked = (status: string) => (WAS_BOOKED_STATUSES as readonly string[]).includes(status);

/**
 * The Dimona state as it stands: a declared Dimona of an engagement that ended other than by working
 * it (cancelled, withdrawn, a no-show) must be cancelled at the RSZ; one never declared needs nothing.
 */
export function dimonaStateOf(stored: DimonaState | null, status: ApplicationStatus): DimonaState | null {
  if (stored === null) return null;
  const booked = (BOOKED_STATUSES as readonly ApplicationStatus[]).includes(status);
  if (stored === 'declared' && !booked) return 'cancel_needed';
  if (stored === 'to_declare' && !booked) return null;
  return stored;
}
