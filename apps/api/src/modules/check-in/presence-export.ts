import type { PresenceRow } from '@jobbel/shared/check-in/check-in.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { ownBusiness } from '../businesses/businesses.write-service';
import { checksOfBusiness } from './check-in.repository';

const minutes = (dateTime: string | null) => dateTime?.slice(0, 16) ?? '';

/**
 * Every check of the business's shifts made within the period's days, oldest shift first: the start and
 * end of each flexi-job performance as registered are its latest `in` and `out` (docs/exports.md).
 */
export async function presenceOfPeriod(
  db: Kysely<Database>,
  auth: AuthContext,
  period: { from: string; to: string },
): Promise<PresenceRow[]> {
  const business = await ownBusiness(db, auth);
  const rows = await checksOfBusiness(db, business.businessID, period.from, `${period.to} 23:59:59`);
  return rows.map((row) => ({
    date: row.checkedAt.slice(0, 10),
    name: `${row.workerLastName} ${row.workerFirstName}`.trim(),
    regime: row.jobApplicationRegime ?? 'ordinary',
    job: row.jobSnapshotTitle,
    planned_start: minutes(row.jobApplicationAgreedStartDateTime),
    planned_end: minutes(row.jobApplicationAgreedEndDateTime),
    kind: row.checkKind,
    moment: row.checkedAt,
    method: row.checkMethod,
    recorded_by: `${row.userFirstName ?? ''} ${row.userLastName ?? ''}`.trim() || business.businessName,
    reason: row.checkReason,
    distance_m: row.checkDistanceMetres,
    recorded_at: row.checkRecordedAt,
  }));
}
