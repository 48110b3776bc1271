import type { DimonaFiler } from '@jobbel/shared/engagements/employer-legal.schemas';
import type { FlexiBasis, WorkStatus } from '@jobbel/shared/engagements/work-status.schemas';
import type { Generated } from 'kysely';

/** The tables of a legal engagement in Belgium (migration 2026-11-27T01-00_belgian-engagements). */
export interface EmployerLegalDetailsTable {
  legalBusinessID: number;
  /** ten digits without dots; null until the business gives it */
  legalEnterpriseNumber: string | null;
  legalRszNumber: string | null;
  legalJointCommittee: Generated<string>;
  legalSecretariatName: string | null;
  legalSecretariatCustomerNumber: string | null;
  legalDimonaFiler: Generated<DimonaFiler>;
  legalUpdatedDateTime: string;
}

export interface BusinessWorkplacesTable {
  workplaceID: Generated<number>;
  workplaceBusinessID: number;
  workplaceAddress: string;
  workplaceMunicipality: string;
  workplaceNisCode: string | null;
}

export interface WorkerStatusesTable {
  statusUserID: number;
  status: WorkStatus;
  studentSchool: string | null;
  studentProofCheckedOn: string | null;
  studentHoursRemaining: number | null;
  studentHoursRemainingOn: string | null;
  flexiBasis: FlexiBasis | null;
  flexiDeclaredOn: string | null;
  statusUpdatedDateTime: string;
}

/** Each time a business was shown or exported a worker's national register number. */
export interface InszDisclosuresTable {
  disclosureID: Generated<number>;
  disclosureUserID: number;
  disclosureBusinessID: number;
  disclosurePurpose: 'dimona' | 'dimona_export' | 'performances_export';
  disclosureDateTime: string;
}
