import { z } from 'zod';
import { idSchema } from '../app/primitive.schemas';
import { REGIMES } from '../engagements/regimes';
import { CONTRACT_KINDS, CONTRACT_LANGUAGES, CONTRACT_PARTIES, SIGNED_NAME_MAX } from './contracts.constants';

const sha256Schema = z
  .string('validation.engagements.contractHash')
  .max(64, { error: 'validation.engagements.contractHash', abort: true })
  .regex(/^[0-9a-f]{64}$/, 'validation.engagements.contractHash');

/** POST /api/contracts/sign — one side signs the version of a document it read, by its hash. */
export const signContractPayloadSchema = z.object({
  /** the engagement whose page the signer is on */
  jobApplicationID: idSchema,
  versionID: idSchema,
  /** the SHA-256 of the text the signer read: signing a text that changed since is refused */
  sha256: sha256Schema,
  signedName: z
    .string('validation.engagements.contractSignedName')
    .max(SIGNED_NAME_MAX, { error: 'validation.engagements.contractSignedName', abort: true })
    .trim()
    .min(1, 'validation.engagements.contractSignedName'),
  password: z
    .string('validation.engagements.contractPassword')
    .max(200, { error: 'validation.engagements.contractPassword', abort: true })
    .min(1, 'validation.engagements.contractPassword'),
});
export type SignContractPayload = z.input<typeof signContractPayloadSchema>;

export const contractSignatureSchema = z.object({
  party: z.enum(CONTRACT_PARTIES),
  signedName: z.string(),
  signedDateTime: z.string(),
  sha256: z.string(),
});
export type ContractSignature = z.infer<typeof contractSignatureSchema>;

/** One version of a document as both sides read it: frozen once written, signed by its hash. */
export const contractDocumentSchema = z.object({
  versionID: z.number(),
  kind: z.enum(CONTRACT_KINDS),
  version: z.number(),
  language: z.enum(CONTRACT_LANGUAGES),
  title: z.string(),
  text: z.string(),
  sha256: z.string(),
  createdDateTime: z.string(),
  signatures: z.array(contractSignatureSchema),
  /** an earlier version had been signed: the change of the engagement made this one */
  replacesSigned: z.boolean(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

/** Which fields of a contract are still empty, and whose they are to fill in. */
export const missingContractFieldSchema = z.object({
  field: z.string(),
  party: z.enum(CONTRACT_PARTIES),
  label: z.string(),
});
export type MissingContractField = z.infer<typeof missingContractFieldSchema>;

/** GET /api/contracts?id= — the documents of one engagement, for its business and its worker. */
export const engagementContractsSchema = z.object({
  jobApplicationID: z.number(),
  regime: z.enum(REGIMES),
  side: z.enum(CONTRACT_PARTIES),
  jobTitle: z.string(),
  start: z.string(),
  /** the worker's name as the documents write it; she signs with it */
  workerName: z.string().nullable(),
  documents: z.array(contractDocumentSchema),
  /** the documents cannot be written yet: what is missing, whose it is */
  missing: z.array(missingContractFieldSchema),
  /** why Jobbel writes no document for this place of work (the German-language area) */
  unavailable: z.string().nullable(),
});
export type EngagementContracts = z.infer<typeof engagementContractsSchema>;

/** GET /api/contracts/list — a business's documents of one month, by the start of the shift. */
export const contractListQuerySchema = z.object({
  month: z
    .string('validation.engagements.contractMonth')
    .max(7, { error: 'validation.engagements.contractMonth', abort: true })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.engagements.contractMonth'),
  regime: z.enum(REGIMES, 'validation.engagements.contractRegime').optional(),
});
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

export const contractListItemSchema = z.object({
  versionID: z.number(),
  jobApplicationID: z.number().nullable(),
  kind: z.enum(CONTRACT_KINDS),
  regime: z.enum(REGIMES),
  title: z.string(),
  jobTitle: z.string(),
  workerName: z.string(),
  start: z.string(),
  language: z.enum(CONTRACT_LANGUAGES),
  signedByBusiness: z.boolean(),
  signedByWorker: z.boolean(),
});
export type ContractListItem = z.infer<typeof contractListItemSchema>;
export const contractListSchema = z.object({ items: z.array(contractListItemSchema) });

export const contractVersionQuerySchema = z.object({ versionID: idSchema });
export const contractEngagementQuerySchema = z.object({ id: idSchema });

/** Where a booked engagement stands for working under a student contract (the venue's check-in screen). */
export const STUDENT_CONTRACT_STATES = ['none', 'signed', 'unsigned', 'riskTaken'] as const;
export type StudentContractState = (typeof STUDENT_CONTRACT_STATES)[number];

/** POST /api/contracts/risk?id= — the business lets a student without a signed contract start, knowingly. */
export const contractRiskSchema = z.object({ riskAcceptedDateTime: z.string() });
