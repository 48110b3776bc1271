import type { ContractListItem, ContractListQuery } from '@jobbel/shared/contracts/contracts.schemas';
import type { Kysely } from 'kysely';
import yazl from 'yazl';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can } from '../../lib/policy';
import { findBusinessById } from '../businesses/businesses.repository';
import { ownBusiness } from '../businesses/businesses.write-service';
import { contractPdf } from './contract-pdf';
import {
  businessVersionsBetween,
  type ContractVersionRow,
  findVersion,
  partiesOf,
  signaturesOf,
} from './contracts.repository';
import { recordContractShowing } from './contracts.service';

type Db = Kysely<Database>;

// a month's contracts in one zip are written one after the other; a month with more is downloaded in parts
export const ZIP_CONTRACTS_MAX = 200;

const nextMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/** A file name that says what the file is, in letters any file system takes. */
export const pdfFileName = (version: ContractVersionRow) =>
  `${version.contractShiftStart.slice(0, 10)}-${version.contractWorkerName}-${version.contractKind}-v${version.contractVersionNumber}.pdf`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^A-Za-z0-9.-]+/g, '-');

/** A version's PDF, for the business that keeps it and the worker it names; anyone else finds nothing. */
export async function contractPdfOf(db: Db, auth: AuthContext, contractVersionID: number) {
  const version = await findVersion(db, contractVersionID);
  const business = version && (await findBusinessById(db, version.contractBusinessID));
  const side =
    version && auth.userID !== null && version.contractUserID === auth.userID
      ? 'worker'
      : can.actForBusiness(auth, business?.businessAccountID)
        ? 'business'
        : null;
  if (!version || side === null) throw notFound(t('api.contracts.notFound'));
  await recordContractShowing(db, side, [version]);
  const pdf = await contractPdf(version, await signaturesOf(db, [contractVersionID]));
  return { fileName: pdfFileName(version), pdf };
}

async function versionsOfMonth(db: Db, auth: AuthContext, query: ContractListQuery) {
  const business = await ownBusiness(db, auth);
  return businessVersionsBetween(db, business.businessID, query.month, nextMonth(query.month), query.regime);
}

/** A business's contracts of one month, the newest version of each, with who signed it. */
export async function contractsOfMonth(
  db: Db,
  auth: AuthContext,
  query: ContractListQuery,
): Promise<ContractListItem[]> {
  const versions = await versionsOfMonth(db, auth, query);
  const signatures = await signaturesOf(
    db,
    versions.map((version) => version.contractVersionID),
  );
  return versions.map((version) => {
    const parties = partiesOf(signatures, version.contractVersionID);
    return {
      versionID: version.contractVersionID,
      jobApplicationID: version.contractJobApplicationID,
      kind: version.contractKind,
      regime: version.contractRegime,
      title: version.contractTitle,
      jobTitle: version.contractJobTitle,
      workerName: version.contractWorkerName,
      start: version.contractShiftStart,
      language: version.contractLanguage,
      signedByBusiness: parties.includes('business'),
      signedByWorker: parties.includes('worker'),
    };
  });
}

/** The month's contracts as one zip of PDFs, written one after the other as the zip is sent. */
export async function contractsZip(db: Db, auth: AuthContext, query: ContractListQuery) {
  const versions = (await versionsOfMonth(db, auth, query)).slice(0, ZIP_CONTRACTS_MAX);
  const signatures = await signaturesOf(
    db,
    versions.map((version) => version.contractVersionID),
  );
  const zip = new yazl.ZipFile();
  for (const version of versions) {
    const own = signatures.filter((signature) => signature.signatureVersionID === version.contractVersionID);
    zip.addBuffer(await contractPdf(version, own), pdfFileName(version));
  }
  await recordContractShowing(db, 'business', versions);
  zip.end();
  return { fileName: `jobbel-contracten-${query.month}.zip`, stream: zip.outputStream };
}
