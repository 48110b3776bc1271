import type { ApplicationStatus } from './application.schemas';

/**
 * A worker may apply again to a job that is still open after withdrawing, or after the shift was
 * cancelled (a place that reopened); a rejection stands.
 */
export function mayApplyAgain(status: ApplicationStatus): boolean {
  return status === 'withdrawn' || status === 'cancelled';
}
