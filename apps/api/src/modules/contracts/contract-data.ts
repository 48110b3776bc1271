import {
  CONTRACT_KINDS_OF_REGIME,
  type ContractKind,
  type ContractLanguage,
} from '@jobbel/shared/contracts/contracts.constants';
import {
  contractLanguageOf,
  type LanguageRegion,
  languageRegionOfNisCode,
} from '@jobbel/shared/contracts/language-region';
import { ruleOn } from '@jobbel/shared/engagements/belgian-rules';
import { writtenEnterpriseNumber } from '@jobbel/shared/engagements/employer-legal.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import { stripHtml } from '@jobbel/shared/jobs/search-key';
import { plannedHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database, JobApplicationRow } from '../../db/database';
import type { FieldCipher } from '../../lib/field-encryption';
import { findBusinessById } from '../businesses/businesses.repository';
import { findEmployerLegal, findWorkplaces } from '../engagements/employer-legal.repository';
import { workplaceFor } from '../engagements/workplace-of-shift';
import { findJobById } from '../jobs/jobs.repository';
import { findUserById } from '../users/users.repository';
import { contractFormats } from './contract-formats';
import {
  CONTRACT_FIELD_OWNERS,
  type ContractData,
  type ContractField,
  INSPECTION_OFFICE,
  MissingContractFields,
  renderContract,
} from './contract-templates';

const TASKS_MAX = 600;

/** A document as it would be written now from the engagement's data. */
export interface WrittenDocument {
  kind: ContractKind;
  documentKey: string;
  title: string;
  text: string;
}

export type MissingField = { field: ContractField | 'workplaceRegion'; party: 'business' | 'worker' };

/** The documents of an engagement now, or what keeps them from being written. */
export type ContractPlan =
  | {
      state: 'ready';
      language: ContractLanguage;
      regime: Regime;
      workerName: string;
      documents: WrittenDocument[];
    }
  | { state: 'missing'; regime: Regime; missing: MissingField[] }
  | { state: 'germanArea'; regime: Regime };

export const documentKeyOf = (kind: ContractKind, application: JobApplicationRow) =>
  kind === 'flexiFramework'
    ? `framework:${application.jobSnapshotBusinessID}:${application.jobApplicationUserID}`
    : `engagement:${application.jobApplicationID}:${kind}`;

const addressOf = (street: string | null, number: string | null, zip: string | null, city: string | null) =>
  street && city
    ? `${[street, number].filter(Boolean).join(' ')}, ${[zip, city].filter(Boolean).join(' ')}`
    : null;

function shortTasks(html: string | undefined): string | null {
  if (!html) return null;
  const text = stripHtml(html);
  if (text.length <= TASKS_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(' ', TASKS_MAX))} …`;
}

/** Every document an engagement needs (CONTRACT_KINDS_OF_REGIME), written in the language the law asks. */
export async function planContracts(
  db: Kysely<Database>,
  cipher: FieldCipher,
  application: JobApplicationRow,
): Promise<ContractPlan> {
  const regime = application.jobApplicationRegime ?? 'ordinary';
  const [business, legal, workplaces, worker, job] = await Promise.all([
    findBusinessById(db, application.jobSnapshotBusinessID),
    findEmployerLegal(db, application.jobSnapshotBusinessID),
    findWorkplaces(db, application.jobSnapshotBusinessID),
    findUserById(db, application.jobApplicationUserID),
    findJobById(db, application.jobApplicationJobID),
  ]);
  const place = workplaceFor(
    workplaces,
    application.jobApplicationAgreedLocation ?? application.jobSnapshotLocation,
  );
  const region: LanguageRegion | null =
    place?.workplaceLanguageRegion ?? languageRegionOfNisCode(place?.workplaceNisCode ?? null);
  if (region === 'german') return { state: 'germanArea', regime };
  const language = contractLanguageOf(region ?? 'dutch', worker?.userLanguage ?? null)!;
  const start = application.jobApplicationAgreedStartDateTime;
  const end = application.jobApplicationAgreedEndDateTime;
  const format = contractFormats(language);
  const hours =
    start && end
      ? plannedHours({
          jobStartDateTime: start,
          jobEndDateTime: end,
          jobHours: null,
          jobBreakMinutes: application.jobApplicationAgreedBreakMinutes ?? job?.jobBreakMinutes ?? 0,
        })
      : null;
  const wage = application.jobApplicationAgreedWagePerHour ?? application.jobSnapshotWagePerHour;
  const shiftDay = start ?? application.jobApplicationDateTime;
  const insz = worker?.userNationalRegisterNumberEncrypted
    ? cipher.decrypt(worker.userNationalRegisterNumberEncrypted)
    : null;
  const data: ContractData = {
    employerName: business?.businessName ?? null,
    employerAddress: business
      ? addressOf(
          business.businessStreet,
          business.businessNumber,
          business.businessZipCode,
          business.businessCity,
        )
      : null,
    enterpriseNumber: writtenEnterpriseNumber(legal?.legalEnterpriseNumber ?? null),
    jointCommittee: legal?.legalJointCommittee ?? ruleOn('horecaJointCommittee', shiftDay),
    workplace: place ? `${place.workplaceAddress}, ${place.workplaceMunicipality}` : null,
    workplaces:
      workplaces.map((one) => `${one.workplaceAddress}, ${one.workplaceMunicipality}`).join('; ') || null,
    function: application.jobSnapshotTitle,
    tasks: shortTasks(job?.jobDescription),
    start: start && format.moment(start),
    end: end && format.moment(end),
    startDate: start && format.date(start),
    endDate: end && format.date(end),
    hoursPerDay: hours === null ? null : format.hours(hours),
    hoursPerWeek: hours === null ? null : format.hours(hours),
    hourlyWage: wage === null ? null : format.money(wage),
    workerName: worker ? `${worker.userFirstName} ${worker.userLastName}` : null,
    workerAddress: worker
      ? addressOf(
          worker.userAddressStreet,
          worker.userAddressNumber,
          worker.userAddressZipCode,
          worker.userAddressCity,
        )
      : null,
    workerBirthDate: worker?.userDateOfBirth ? format.date(worker.userDateOfBirth) : null,
    workerInsz: insz,
    trialDays: String(ruleOn('studentTrialDays', shiftDay)),
    studentHoursPerYear: String(ruleOn('studentHoursPerYear', shiftDay)),
    studentEmployerRate: format.percent(ruleOn('studentEmployerRate', shiftDay)),
    studentWorkerRate: format.percent(ruleOn('studentWorkerRate', shiftDay)),
    flexiWageMinimum: format.money(ruleOn('flexiHourlyWageMin', shiftDay)),
    inspection: INSPECTION_OFFICE[language],
    retentionYears: String(ruleOn('contractRetentionYears', shiftDay)),
  };
  const missing = new Set<MissingField['field']>(region === null && place ? ['workplaceRegion'] : []);
  const documents: WrittenDocument[] = [];
  for (const kind of CONTRACT_KINDS_OF_REGIME[regime]) {
    try {
      const text = renderContract(kind, language, data);
      const title = text.split('\n', 1)[0]!.replace(/^#\s*/, '');
      documents.push({ kind, documentKey: documentKeyOf(kind, application), title, text });
    } catch (error) {
      if (!(error instanceof MissingContractFields)) throw error;
      for (const field of error.fields) missing.add(field);
    }
  }
  if (missing.size > 0)
    return {
      state: 'missing',
      regime,
      missing: [...missing].map((field) => ({
        field,
        party: field === 'workplaceRegion' ? 'business' : CONTRACT_FIELD_OWNERS[field],
      })),
    };
  return { state: 'ready', language, regime, workerName: data.workerName!, documents };
}
