import { readFileSync } from 'node:fs';
import {
  CONTRACT_KINDS,
  CONTRACT_LANGUAGES,
  type ContractKind,
  type ContractLanguage,
} from '@jobbel/shared/contracts/contracts.constants';

// beside this module in the source, beside the bundle in dist/ (build.mjs copies them there)
const TEMPLATE_FOLDER = new URL('./templates/', import.meta.url);

/** The text files a lawyer reviews, one per document and language (docs/decisions/contracts.md). */
export const CONTRACT_TEMPLATES = Object.fromEntries(
  CONTRACT_LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      CONTRACT_KINDS.map((kind) => [
        kind,
        readFileSync(new URL(`${language}/${kind}.txt`, TEMPLATE_FOLDER), 'utf8'),
      ]),
    ),
  ]),
) as Record<ContractLanguage, Record<ContractKind, string>>;

/** Every field a document may name, and whose it is to fill in when it is empty. */
export const CONTRACT_FIELD_OWNERS = {
  employerName: 'business',
  employerAddress: 'business',
  enterpriseNumber: 'business',
  jointCommittee: 'business',
  workplace: 'business',
  workplaces: 'business',
  function: 'business',
  tasks: 'business',
  start: 'business',
  end: 'business',
  startDate: 'business',
  endDate: 'business',
  hoursPerDay: 'business',
  hoursPerWeek: 'business',
  hourlyWage: 'business',
  workerName: 'worker',
  workerAddress: 'worker',
  workerBirthDate: 'worker',
  workerInsz: 'worker',
  trialDays: 'business',
  studentHoursPerYear: 'business',
  studentEmployerRate: 'business',
  studentWorkerRate: 'business',
  flexiWageMinimum: 'business',
  inspection: 'business',
  retentionYears: 'business',
} as const;
export type ContractField = keyof typeof CONTRACT_FIELD_OWNERS;
export type ContractData = Partial<Record<ContractField, string | null>>;

/**
 * Where the inspection of social laws can be reached, as a student contract must say (wet 3 juli 1978,
 * art. 124): its central office, which directs to the regional one (werk.belgie.be, Toezicht op de
 * Sociale Wetten).
 */
export const INSPECTION_OFFICE: Record<ContractLanguage, string> = {
  'nl-BE':
    'FOD Werkgelegenheid, Arbeid en Sociaal Overleg, Toezicht op de Sociale Wetten, Ernest Blerotstraat 1, 1070 Brussel',
  'fr-BE':
    'SPF Emploi, Travail et Concertation sociale, Contrôle des lois sociales, rue Ernest Blerot 1, 1070 Bruxelles',
};

const PARTIES: ContractField[] = ['employerName', 'enterpriseNumber', 'workerName', 'workerBirthDate'];
const PERFORMANCE: ContractField[] = [...PARTIES, 'start', 'end', 'function', 'workplace', 'hourlyWage'];

/**
 * What the law requires each document to say (docs/decisions/contracts.md lists each with its source):
 * every template must name these, and a document is not written while one of them is empty.
 */
export const MANDATORY_MENTIONS: Record<ContractKind, ContractField[]> = {
  student: [
    ...PARTIES,
    'employerAddress',
    'workerAddress',
    'workerInsz',
    'workplace',
    'function',
    'tasks',
    'startDate',
    'endDate',
    'hoursPerDay',
    'hoursPerWeek',
    'hourlyWage',
    'trialDays',
    'studentHoursPerYear',
    'studentEmployerRate',
    'studentWorkerRate',
    'jointCommittee',
    'inspection',
  ],
  flexiFramework: [...PARTIES, 'employerAddress', 'workerAddress', 'jointCommittee', 'workplaces'],
  flexi: [...PERFORMANCE, 'flexiWageMinimum'],
  extra: [...PERFORMANCE, 'jointCommittee'],
  ordinary: [...PERFORMANCE, 'employerAddress', 'workerAddress', 'jointCommittee'],
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** The fields a template names, in order of first use. */
export function fieldsOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** A document cannot be written: these fields are empty. */
export class MissingContractFields extends Error {
  constructor(readonly fields: ContractField[]) {
    super(`Contract fields missing: ${fields.join(', ')}`);
  }
}

/** The template with the data merged in; every field it names must have a value, else nothing is written. */
export function renderContract(kind: ContractKind, language: ContractLanguage, data: ContractData): string {
  const template = CONTRACT_TEMPLATES[language][kind];
  const names = fieldsOf(template) as ContractField[];
  const missing = names.filter((name) => !data[name]?.trim());
  if (missing.length > 0) throw new MissingContractFields(missing);
  return template.replace(PLACEHOLDER, (_, name: ContractField) => data[name]!.trim());
}
