import type { ContractParty } from '@jobbel/shared/contracts/contracts.constants';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { ContractSignaturesTable, ContractVersionsTable } from '../../db/engagement-tables';

type Db = Kysely<Database>;
export type ContractVersionRow = Selectable<ContractVersionsTable>;
export type ContractSignatureRow = Selectable<ContractSignaturesTable>;

/** The newest version of a document, if it was ever written. */
export function latestVersion(db: Db, documentKey: string) {
  return db
    .selectFrom('contract_versions')
    .selectAll()
    .where('contractDocumentKey', '=', documentKey)
    .orderBy('contractVersionNumber', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findVersion(db: Db, contractVersionID: number) {
  return db
    .selectFrom('contract_versions')
    .selectAll()
    .where('contractVersionID', '=', contractVersionID)
    .executeTakeFirst();
}

/** Writes the next version; false when another request wrote that number first. */
export async function insertVersion(db: Db, version: Insertable<ContractVersionsTable>): Promise<boolean> {
  const result = await db
    .insertInto('contract_versions')
    .values(version)
    .onConflict((conflict) => conflict.columns(['contractDocumentKey', 'contractVersionNumber']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A document is kept at least until this day: a later engagement under the same framework extends it. */
export function keepAtLeastUntil(db: Db, documentKey: string, day: string) {
  return db
    .updateTable('contract_versions')
    .set({ contractKeepUntil: day })
    .where('contractDocumentKey', '=', documentKey)
    .where('contractKeepUntil', '<', day)
    .execute();
}

export function signaturesOf(db: Db, versionIDs: number[]) {
  if (versionIDs.length === 0) return Promise.resolve([] as ContractSignatureRow[]);
  return db
    .selectFrom('contract_signatures')
    .selectAll()
    .where('signatureVersionID', 'in', versionIDs)
    .orderBy('signatureID')
    .execute();
}

/** Whether any earlier version of the document was signed by someone. */
export async function earlierVersionSigned(db: Db, version: ContractVersionRow): Promise<boolean> {
  const row = await db
    .selectFrom('contract_signatures')
    .innerJoin('contract_versions', 'contractVersionID', 'signatureVersionID')
    .select('signatureID')
    .where('contractDocumentKey', '=', version.contractDocumentKey)
    .where('contractVersionNumber', '<', version.contractVersionNumber)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One side signs once: false when that side had already signed this version. */
export async function insertSignature(
  db: Db,
  signature: Insertable<ContractSignaturesTable>,
): Promise<boolean> {
  const result = await db
    .insertInto('contract_signatures')
    .values(signature)
    .onConflict((conflict) => conflict.columns(['signatureVersionID', 'signatureParty']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A business's newest version of each document whose shift starts within [from, to), by start. */
export function businessVersionsBetween(
  db: Db,
  businessID: number,
  from: string,
  to: string,
  regime?: Regime,
) {
  let query = db
    .selectFrom('contract_versions as version')
    .selectAll('version')
    .where('version.contractBusinessID', '=', businessID)
    .where('version.contractShiftStart', '>=', from)
    .where('version.contractShiftStart', '<', to)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contract_versions as newer')
            .select('newer.contractVersionID')
            .whereRef('newer.contractDocumentKey', '=', 'version.contractDocumentKey')
            .whereRef('newer.contractVersionNumber', '>', 'version.contractVersionNumber'),
        ),
      ),
    );
  if (regime) query = query.where('version.contractRegime', '=', regime);
  return query.orderBy('version.contractShiftStart').orderBy('version.contractVersionID').execute();
}

/** The parties that signed a version. */
export const partiesOf = (signatures: ContractSignatureRow[], versionID: number): ContractParty[] =>
  signatures.filter((signature) => signature.signatureVersionID === versionID).map((s) => s.signatureParty);

/** Versions kept past their term are deleted with their signatures (the housekeeping pass). */
export function deleteExpiredVersions(db: Db, today: string) {
  return db.deleteFrom('contract_versions').where('contractKeepUntil', '<', today).execute();
}

/** Student engagements booked to start within (from, to] whose unsigned-contract notice was not sent. */
export function studentEngagementsStartingBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('job_applications')
    .select('jobApplicationID')
    .where('jobApplicationStatus', '=', 'accepted')
    .where('jobApplicationRegime', '=', 'student')
    .where('jobApplicationContractNoticeSentDateTime', 'is', null)
    .where('jobApplicationAgreedStartDateTime', '>', from)
    .where('jobApplicationAgreedStartDateTime', '<=', to)
    .execute();
}

/** Marks the notice sent; false when another pass marked it first. */
export async function markUnsignedNotice(db: Db, jobApplicationID: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('job_applications')
    .set({ jobApplicationContractNoticeSentDateTime: at })
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationContractNoticeSentDateTime', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** The business takes the risk of a student starting without a signed contract; false when it already did. */
export async function markRiskAccepted(db: Db, jobApplicationID: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('job_applications')
    .set({ jobApplicationContractRiskAcceptedDateTime: at })
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationContractRiskAcceptedDateTime', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}
