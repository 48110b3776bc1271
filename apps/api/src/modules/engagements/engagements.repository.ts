import { BOOKED_STATUSES } from '@jobbel/shared/engagements/dimona-state';
import type { EngagementWarning } from '@jobbel/shared/engagements/engagement-check.schemas';
import { dayOf, type EngagementTime } from '@jobbel/shared/engagements/engagement-hours';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';

/** Whose engagements: a worker's, a business's, or one worker's with one business. */
export interface EngagementScope {
  userID?: number;
  businessID?: number;
}

export interface Engagement extends EngagementTime {
  jobApplicationID: number;
  userID: number;
  businessID: number;
}

/** Accepted and completed engagements that start within [from, to) (ISO days). */
export async function engagementsBetween(
  db: Kysely<Database>,
  scope: EngagementScope,
  from: string,
  to: string,
): Promise<Engagement[]> {
  let query = db
    .selectFrom('job_applications')
    .select([
      'jobApplicationID',
      'jobApplicationUserID',
      'jobSnapshotBusinessID',
      'jobApplicationStatus',
      'jobApplicationRegime',
      'jobApplicationAgreedStartDateTime',
      'jobApplicationAgreedEndDateTime',
      'jobApplicationAgreedWagePerHour',
      'jobApplicationAgreedBreakMinutes',
      'jobApplicationWorkedStartDateTime',
      'jobApplicationWorkedEndDateTime',
      'jobApplicationBreakMinutes',
    ])
    .where('jobApplicationStatus', 'in', BOOKED_STATUSES)
    .where('jobApplicationAgreedStartDateTime', '>=', from)
    .where('jobApplicationAgreedStartDateTime', '<', to);
  if (scope.userID !== undefined) query = query.where('jobApplicationUserID', '=', scope.userID);
  if (scope.businessID !== undefined) query = query.where('jobSnapshotBusinessID', '=', scope.businessID);
  const rows = await query.orderBy('jobApplicationAgreedStartDateTime').execute();
  return rows.map((row) => ({
    jobApplicationID: row.jobApplicationID,
    userID: row.jobApplicationUserID,
    businessID: row.jobSnapshotBusinessID,
    ...engagementTimeOf(row),
  }));
}

/**
 * The days within [from, to) (ISO days) on which a business has extras booked, other than this
 * application's: read from the index of its extras alone.
 */
export async function extraDaysOfBusiness(
  db: Kysely<Database>,
  businessID: number,
  from: string,
  to: string,
  exceptApplicationID: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('job_applications')
    .select('jobApplicationAgreedStartDateTime as start')
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationRegime', '=', 'extra')
    .where('jobApplicationAgreedStartDateTime', '>=', from)
    .where('jobApplicationAgreedStartDateTime', '<', to)
    .where('jobApplicationStatus', 'in', BOOKED_STATUSES)
    .where('jobApplicationID', '!=', exceptApplicationID)
    .execute();
  return [...new Set(rows.map((row) => dayOf(row.start!)))];
}

/** The columns an engagement's time is read from. */
type TimeColumns = Pick<
  JobApplicationRow,
  | 'jobApplicationStatus'
  | 'jobApplicationRegime'
  | 'jobApplicationAgreedStartDateTime'
  | 'jobApplicationAgreedEndDateTime'
  | 'jobApplicationAgreedWagePerHour'
  | 'jobApplicationWorkedStartDateTime'
  | 'jobApplicationWorkedEndDateTime'
  | 'jobApplicationAgreedBreakMinutes'
  | 'jobApplicationBreakMinutes'
>;

/**
 * An accepted or completed engagement's time: booked start, end and break, and the
 * hours both agreed once completed. One accepted before Jobbel knew regimes counts as ordinary.
 */
export function engagementTimeOf(row: TimeColumns): EngagementTime {
  return {
    regime: row.jobApplicationRegime ?? 'ordinary',
    completed: row.jobApplicationStatus === 'completed',
    start: row.jobApplicationAgreedStartDateTime!,
    end: row.jobApplicationAgreedEndDateTime!,
    breakMinutes: row.jobApplicationAgreedBreakMinutes ?? 0,
    worked:
      row.jobApplicationStatus === 'completed' && row.jobApplicationWorkedStartDateTime
        ? {
            start: row.jobApplicationWorkedStartDateTime,
            end: row.jobApplicationWorkedEndDateTime!,
            breakMinutes: row.jobApplicationBreakMinutes ?? 0,
          }
        : null,
    wagePerHour: row.jobApplicationAgreedWagePerHour,
  };
}

/** An accepted engagement takes its regime, the warnings the business confirmed, and a Dimona to declare. */
export async function recordEngagement(
  trx: Kysely<Database>,
  jobApplicationID: number,
  regime: Regime,
  warnings: EngagementWarning[],
) {
  await trx
    .updateTable('job_applications')
    .set({
      jobApplicationRegime: regime,
      jobApplicationEngagementWarnings: warnings.length > 0 ? JSON.stringify(warnings) : null,
      jobApplicationDimonaState: 'to_declare',
      jobApplicationDimonaPeriodID: null,
      jobApplicationDimonaDeclaredBy: null,
      jobApplicationDimonaDeclaredDateTime: null,
      jobApplicationDimonaReminderSentDateTime: null,
      jobApplicationDimonaStartAlertSentDateTime: null,
    })
    .where('jobApplicationID', '=', jobApplicationID)
    .execute();
}
