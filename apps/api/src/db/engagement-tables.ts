import type {
  ContractKind,
  ContractLanguage,
  ContractParty,
} from '@jobbel/shared/contracts/contracts.constants';
import type { LanguageRegion } from '@jobbel/shared/contracts/language-region';
import type { DimonaFiler } from '@jobbel/shared/engagements/employer-legal.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
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
  /** set by hand when the NIS code does not say it, or says it wrongly (migration 2026-11-30) */
  workplaceLanguageRegion: LanguageRegion | null;
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
  disclosurePurpose: 'dimona' | 'dimona_export' | 'performances_export' | 'contract';
  disclosureDateTime: string;
  /** the shift it was shown for (migration 2026-11-30T02-00_my-data); null for earlier showings */
  disclosureApplicationID: number | null;
}

/** One version of a written contract, frozen once written (migration 2026-11-30T01-00_contracts). */
export interface ContractVersionsTable {
  contractVersionID: Generated<number>;
  /** the document the versions belong to: one engagement's contract, or a business's and worker's framework */
  contractDocumentKey: string;
  contractVersionNumber: number;
  contractKind: ContractKind;
  contractRegime: Regime;
  contractLanguage: ContractLanguage;
  contractBusinessID: number;
  /** null once the worker deleted her account: the business keeps the contract */
  contractUserID: number | null;
  contractJobApplicationID: number | null;
  contractWorkerName: string;
  contractTitle: string;
  /** the shift's title, as the business finds it in its list */
  contractJobTitle: string;
  contractText: string;
  contractSha256: string;
  contractShiftStart: string;
  /** ISO day after which the housekeeping pass deletes it */
  contractKeepUntil: string;
  contractCreatedDateTime: string;
}

export interface ContractSignaturesTable {
  signatureID: Generated<number>;
  signatureVersionID: number;
  signatureParty: ContractParty;
  signatureAccountID: number;
  signatureUserID: number | null;
  signatureName: string;
  signatureSha256: string;
  signatureDateTime: string;
  signatureIp: string;
  signatureUserAgent: string;
}
