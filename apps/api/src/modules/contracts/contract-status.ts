import { signedByBoth } from '@jobbel/shared/contracts/contract-document';
import type { StudentContractState } from '@jobbel/shared/contracts/contracts.schemas';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';
import { findApplicationById } from '../applications/applications.repository';
import { documentKeyOf } from './contract-data';
import { latestVersion, signaturesOf } from './contracts.repository';

type Db = Kysely<Database>;

/** Whether the newest student contract of an engagement carries both signatures. */
export async function studentContractSigned(db: Db, jobApplicationID: number): Promise<boolean> {
  const application = await findApplicationById(db, jobApplicationID);
  if (!application) return false;
  const latest = await latestVersion(db, documentKeyOf('student', application));
  if (!latest) return false;
  const signatures = await signaturesOf(db, [latest.contractVersionID]);
  return signedByBoth(signatures.map((one) => ({ party: one.signatureParty })));
}

/**
 * Where a booked engagement stands for working under a student contract: not a student one (`none`),
 * signed by both, unsigned, or unsigned with the business taking the risk.
 */
export async function studentContractState(
  db: Db,
  application: Pick<
    JobApplicationRow,
    'jobApplicationID' | 'jobApplicationRegime' | 'jobApplicationContractRiskAcceptedDateTime'
  >,
): Promise<StudentContractState> {
  if (application.jobApplicationRegime !== 'student') return 'none';
  if (await studentContractSigned(db, application.jobApplicationID)) return 'signed';
  return application.jobApplicationContractRiskAcceptedDateTime ? 'riskTaken' : 'unsigned';
}
