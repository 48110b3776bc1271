import { CONTRACT_KINDS_OF_REGIME, type ContractParty } from '@jobbel/shared/contracts/contracts.constants';
import type {
  ContractDocument,
  EngagementContracts,
  SignContractPayload,
} from '@jobbel/shared/contracts/contracts.schemas';
import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import { toSearchKey } from '@jobbel/shared/jobs/search-key';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import type { FieldCipher } from '../../lib/field-encryption';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can } from '../../lib/policy';
import { sha256 } from '../../lib/secrets';
import { findApplicationById } from '../applications/applications.repository';
import { confirmPassword } from '../auth/auth.service';
import { findBusinessById } from '../businesses/businesses.repository';
import { recordDisclosures } from '../engagements/insz-disclosures.repository';
import { findUserById } from '../users/users.repository';
import { type ContractPlan, documentKeyOf, planContracts } from './contract-data';
import { tellOtherSide } from './contract-notices';
import { studentContractState } from './contract-status';
import {
  type ContractVersionRow,
  earlierVersionSigned,
  findVersion,
  insertSignature,
  insertVersion,
  keepAtLeastUntil,
  latestVersion,
  markRiskAccepted,
  signaturesOf,
} from './contracts.repository';

type Db = Kysely<Database>;
export interface SignerClient {
  ip: string;
  userAgent: string;
}

const notYours = () => notFound(t('api.contracts.notFound'));
const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4, 10)}`;

/** The engagement and the side the signed-in account is on; anyone else is told there is nothing. */
export async function contractAccess(db: Db, auth: AuthContext, jobApplicationID: number) {
  const application = await findApplicationById(db, jobApplicationID);
  if (!application?.jobApplicationAgreedStartDateTime) throw notYours();
  const business = await findBusinessById(db, application.jobSnapshotBusinessID);
  const side: ContractParty | null =
    auth.userID === application.jobApplicationUserID
      ? 'worker'
      : can.actForBusiness(auth, business?.businessAccountID)
        ? 'business'
        : null;
  if (side === null) throw notYours();
  return { application, side };
}

/**
 * Writes a new version of each document whose text the engagement's data now changes, while the
 * engagement is booked and not yet done; a finished one keeps what was written. Versions are never
 * changed: a signed version stays as it was signed, and the new one needs new signatures.
 */
async function currentVersions(db: Db, cipher: FieldCipher, application: JobApplicationRow) {
  const regime = application.jobApplicationRegime ?? 'ordinary';
  const keys = CONTRACT_KINDS_OF_REGIME[regime].map((kind) => documentKeyOf(kind, application));
  const mayChange = application.jobApplicationStatus === 'accepted';
  const plan: ContractPlan = await planContracts(db, cipher, application);
  if (plan.state === 'ready') {
    const end = application.jobApplicationAgreedEndDateTime ?? application.jobApplicationAgreedStartDateTime!;
    const keepUntil = addYears(end, ruleOn('contractRetentionYears', end));
    for (const document of plan.documents) {
      const latest = await latestVersion(db, document.documentKey);
      const hash = sha256(document.text);
      if (latest && (latest.contractSha256 === hash || !mayChange)) {
        await keepAtLeastUntil(db, document.documentKey, keepUntil);
        continue;
      }
      await insertVersion(db, {
        contractDocumentKey: document.documentKey,
        contractVersionNumber: (latest?.contractVersionNumber ?? 0) + 1,
        contractKind: document.kind,
        contractRegime: regime,
        contractLanguage: plan.language,
        contractBusinessID: application.jobSnapshotBusinessID,
        contractUserID: application.jobApplicationUserID,
        contractJobApplicationID: application.jobApplicationID,
        contractWorkerName: plan.workerName,
        contractTitle: document.title,
        contractJobTitle: application.jobSnapshotTitle,
        contractText: document.text,
        contractSha256: hash,
        contractShiftStart: application.jobApplicationAgreedStartDateTime!,
        contractKeepUntil: keepUntil,
        contractCreatedDateTime: brusselsNow(),
      });
    }
  }
  const versions = (await Promise.all(keys.map((key) => latestVersion(db, key)))).filter(
    (version): version is ContractVersionRow => version !== undefined,
  );
  return { plan, versions };
}

async function documentsOf(db: Db, versions: ContractVersionRow[]): Promise<ContractDocument[]> {
  const signatures = await signaturesOf(
    db,
    versions.map((version) => version.contractVersionID),
  );
  return Promise.all(
    versions.map(async (version) => ({
      versionID: version.contractVersionID,
      kind: version.contractKind,
      version: version.contractVersionNumber,
      language: version.contractLanguage,
      title: version.contractTitle,
      text: version.contractText,
      sha256: version.contractSha256,
      createdDateTime: version.contractCreatedDateTime,
      signatures: signatures
        .filter((signature) => signature.signatureVersionID === version.contractVersionID)
        .map((signature) => ({
          party: signature.signatureParty,
          signedName: signature.signatureName,
          signedDateTime: signature.signatureDateTime,
          sha256: signature.signatureSha256,
        })),
      replacesSigned: await earlierVersionSigned(db, version),
    })),
  );
}

/** A business reading a student contract reads the worker's national register number: recorded. */
export async function recordContractShowing(db: Db, side: ContractParty, versions: ContractVersionRow[]) {
  if (side !== 'business') return;
  const shown = versions.filter(
    (version) => version.contractKind === 'student' && version.contractUserID !== null,
  );
  if (shown.length === 0) return;
  await recordDisclosures(
    db,
    shown.map((version) => ({
      userID: version.contractUserID!,
      jobApplicationID: version.contractJobApplicationID,
    })),
    shown[0]!.contractBusinessID,
    'contract',
    brusselsNow(),
  );
}

/** GET /contracts?id= — the documents of one engagement as both sides read them. */
export async function engagementContracts(
  db: Db,
  cipher: FieldCipher,
  auth: AuthContext,
  jobApplicationID: number,
): Promise<EngagementContracts> {
  const { application, side } = await contractAccess(db, auth, jobApplicationID);
  const { plan, versions } = await currentVersions(db, cipher, application);
  await recordContractShowing(db, side, versions);
  return {
    jobApplicationID,
    regime: plan.regime,
    side,
    jobTitle: application.jobSnapshotTitle,
    start: application.jobApplicationAgreedStartDateTime!,
    workerName: versions[0]?.contractWorkerName ?? null,
    documents: await documentsOf(db, versions),
    missing:
      plan.state === 'missing'
        ? plan.missing.map(({ field, party }) => ({
            field,
            party,
            label: t(`api.contracts.fields.${field}`),
          }))
        : [],
    unavailable: plan.state === 'germanArea' ? t('api.contracts.germanArea') : null,
  };
}

const sameName = (typed: string, expected: string) => toSearchKey(typed) === toSearchKey(expected);

/**
 * POST /contracts/sign — one side signs the newest version of a document it read, by the text's hash,
 * its full name and its password. The record keeps the hash, the moment, the account, IP and browser.
 */
export async function signContract(
  db: Db,
  cipher: FieldCipher,
  failedLogins: FailureCounter,
  publicUrl: string,
  auth: AuthContext,
  payload: SignContractPayload & { jobApplicationID: number; versionID: number },
  client: SignerClient,
): Promise<EngagementContracts> {
  const { application, side } = await contractAccess(db, auth, payload.jobApplicationID);
  if (application.jobApplicationStatus !== 'accepted')
    throw conflict(t('api.contracts.notSignable'), 'not_signable');
  const version = await findVersion(db, payload.versionID);
  const { versions } = await currentVersions(db, cipher, application);
  if (!version || !versions.some((one) => one.contractDocumentKey === version.contractDocumentKey))
    throw notYours();
  const newest = versions.find((one) => one.contractDocumentKey === version.contractDocumentKey)!;
  if (newest.contractVersionID !== version.contractVersionID || version.contractSha256 !== payload.sha256)
    throw conflict(t('api.contracts.outdated'), 'contract_outdated');
  const signer = (await findUserById(db, auth.userID!))!;
  if (side === 'worker' && !sameName(payload.signedName, version.contractWorkerName))
    throw badRequest('name_mismatch', t('api.contracts.nameMismatch', { name: version.contractWorkerName }));
  if (!(await confirmPassword(failedLogins, signer, payload.password)))
    throw badRequest('wrong_password', t('api.contracts.wrongPassword'));
  await db.transaction().execute(async (trx) => {
    const signed = await insertSignature(trx, {
      signatureVersionID: version.contractVersionID,
      signatureParty: side,
      signatureAccountID: auth.accountID,
      signatureUserID: auth.userID,
      signatureName: payload.signedName.trim(),
      signatureSha256: version.contractSha256,
      signatureDateTime: brusselsNow(),
      signatureIp: client.ip.slice(0, 45),
      signatureUserAgent: client.userAgent.slice(0, 300),
    });
    if (!signed) throw conflict(t('api.contracts.alreadySigned'), 'already_signed');
    const parties = (await signaturesOf(trx, [version.contractVersionID])).map((one) => one.signatureParty);
    if (parties.length === 1)
      await tellOtherSide(trx, application, side, payload.signedName.trim(), publicUrl);
  });
  return engagementContracts(db, cipher, auth, payload.jobApplicationID);
}

/**
 * POST /contracts/risk?id= — at the start, the business lets a student whose contract is not signed by
 * both start anyway, knowingly; recorded once, with the moment.
 */
export async function acceptContractRisk(db: Db, auth: AuthContext, jobApplicationID: number) {
  const { application, side } = await contractAccess(db, auth, jobApplicationID);
  if (side !== 'business') throw notYours();
  const state = await studentContractState(db, application);
  if (state !== 'unsigned' && state !== 'riskTaken')
    throw conflict(t('api.contracts.riskNotNeeded'), 'risk_not_needed');
  await markRiskAccepted(db, jobApplicationID, brusselsNow());
  const marked = (await findApplicationById(db, jobApplicationID))!;
  return { riskAcceptedDateTime: marked.jobApplicationContractRiskAcceptedDateTime! };
}
