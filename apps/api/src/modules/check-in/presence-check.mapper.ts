import type { PresenceCheckDto } from '@jobbel/shared/check-in/check-in.schemas';
import type { Selectable } from 'kysely';
import type { PresenceChecksTable } from '../../db/application-tables';

type CheckRow = Selectable<PresenceChecksTable> & {
  userFirstName: string | null;
  userLastName: string | null;
};

/** A record of the presence log as both sides read it; a business's record without a person names the business. */
export function toPresenceCheck(row: CheckRow, businessName: string | null): PresenceCheckDto {
  const person = `${row.userFirstName ?? ''} ${row.userLastName ?? ''}`.trim();
  return {
    checkID: row.checkID,
    jobApplicationID: row.checkApplicationID,
    checkKind: row.checkKind,
    checkMethod: row.checkMethod,
    checkedAt: row.checkedAt,
    recordedAt: row.checkRecordedAt,
    recordedBy: row.checkRecordedBy,
    recordedByName: person || businessName || '',
    reason: row.checkReason,
    distanceMetres: row.checkDistanceMetres,
  };
}
