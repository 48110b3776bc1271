import { z } from 'zod';
import { idSchema, localDateTimeSchema } from '../app/primitive.schemas';
import { STUDENT_CONTRACT_STATES } from '../contracts/contracts.schemas';
import {
  CHECK_IN_CODE_LENGTH,
  CHECK_KINDS,
  CHECK_METHODS,
  MANUAL_CHECK_REASON_MAX,
} from './check-in.constants';

const positionSchema = z.object({
  latitude: z
    .number('validation.engagements.checkInPosition')
    .min(-90, 'validation.engagements.checkInPosition')
    .max(90, 'validation.engagements.checkInPosition'),
  longitude: z
    .number('validation.engagements.checkInPosition')
    .min(-180, 'validation.engagements.checkInPosition')
    .max(180, 'validation.engagements.checkInPosition'),
});

/** POST /api/checkin — the worker checks in or out with the code of the venue's screen, scanned or typed. */
export const checkInPayloadSchema = z.object({
  jobID: idSchema,
  code: z
    .string('validation.engagements.checkInCode')
    .trim()
    .max(CHECK_IN_CODE_LENGTH, { error: 'validation.engagements.checkInCode', abort: true })
    .regex(new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`), 'validation.engagements.checkInCode'),
  checkKind: z.enum(CHECK_KINDS, 'validation.engagements.checkKind'),
  checkMethod: z.enum(['scan', 'code'], 'validation.engagements.checkMethod'),
  /** where the phone was, when it shares its position: never required */
  position: positionSchema.optional(),
});
export type CheckInPayload = z.infer<typeof checkInPayloadSchema>;

/** POST /api/checkin/manual?id= — the business checks a worker in or out by hand, and says why. */
export const manualCheckPayloadSchema = z.object({
  checkKind: z.enum(CHECK_KINDS, 'validation.engagements.checkKind'),
  /** the moment the worker came or left; now when left out */
  checkedAt: localDateTimeSchema('validation.engagements.checkedAt').optional(),
  reason: z
    .string('validation.engagements.manualCheckReason')
    .trim()
    .max(MANUAL_CHECK_REASON_MAX, { error: 'validation.engagements.manualCheckReasonTooLong', abort: true })
    .min(1, 'validation.engagements.manualCheckReason'),
});
export type ManualCheckPayload = z.infer<typeof manualCheckPayloadSchema>;

/** One record of the presence log: appended, never changed. */
export const presenceCheckSchema = z.object({
  checkID: z.int(),
  jobApplicationID: z.int(),
  checkKind: z.enum(CHECK_KINDS),
  checkMethod: z.enum(CHECK_METHODS),
  /** when the worker came or left (Brussels) */
  checkedAt: z.string(),
  /** when Jobbel recorded it */
  recordedAt: z.string(),
  /** who made the record: the worker herself, or the person of the business */
  recordedBy: z.enum(['worker', 'business']),
  recordedByName: z.string(),
  reason: z.string().nullable(),
  /** metres from the job's place, when the phone shared its position */
  distanceMetres: z.int().nullable(),
});
export type PresenceCheckDto = z.infer<typeof presenceCheckSchema>;

/** GET /api/checkin/log?id= — a shift's presence log, and the times it gives. */
export const presenceLogSchema = z.object({
  jobApplicationID: z.int(),
  checks: z.array(presenceCheckSchema),
  checkedIn: z.string().nullable(),
  checkedOut: z.string().nullable(),
  /** the checked times as the hours form offers them (to the quarter hour), once both are there */
  hoursPrefill: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type PresenceLog = z.infer<typeof presenceLogSchema>;

/** GET /api/checkin/code?jobID= — the code the venue's screen shows now, and who is in. */
export const checkInCodeSchema = z.object({
  jobID: z.int(),
  jobTitle: z.string(),
  jobStartDateTime: z.string().nullable(),
  code: z.string(),
  /** what the QR code holds: the check-in page's address with the job and the code */
  qrText: z.string(),
  /** the server's clock, and the moment this code is replaced (milliseconds since 1970) */
  serverNowMs: z.number(),
  nextCodeAtMs: z.number(),
  periodSeconds: z.int(),
  workers: z.array(
    z.object({
      jobApplicationID: z.int(),
      name: z.string(),
      /** a student without a contract signed by both may only start when the business takes the risk */
      studentContract: z.enum(STUDENT_CONTRACT_STATES),
      checkedIn: z.string().nullable(),
      checkedOut: z.string().nullable(),
    }),
  ),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

export const checkInJobQuerySchema = z.object({ jobID: idSchema });

/** The CSV columns of the presence export, in order (docs/exports.md). */
export const PRESENCE_COLUMNS = [
  'date',
  'name',
  'regime',
  'job',
  'planned_start',
  'planned_end',
  'kind',
  'moment',
  'method',
  'recorded_by',
  'reason',
  'distance_m',
  'recorded_at',
] as const;

/** GET /api/exports/presence — every check of a period, one row each, as the business keeps it. */
export const presenceRowSchema = z.object({
  date: z.string().describe('the day of the check, YYYY-MM-DD'),
  name: z.string().describe('the worker: last name and first name'),
  regime: z.string().describe('student, flexi, extra or ordinary'),
  job: z.string(),
  planned_start: z.string().describe('the booked start, YYYY-MM-DD HH:MM'),
  planned_end: z.string().describe('the booked end, YYYY-MM-DD HH:MM'),
  kind: z.enum(CHECK_KINDS),
  moment: z.string().describe('when the worker came or left, YYYY-MM-DD HH:MM:SS, Brussels'),
  method: z.enum(CHECK_METHODS),
  recorded_by: z.string().describe('the person who made the record'),
  reason: z.string().nullable().describe('why a check was made by hand'),
  distance_m: z.int().nullable().describe('metres from the job when the phone shared its position'),
  recorded_at: z.string().describe('when Jobbel recorded it'),
});
export const presenceListSchema = z.object({
  formatVersion: z.literal(1),
  from: z.string(),
  to: z.string(),
  data: z.array(presenceRowSchema),
});
export type PresenceRow = z.infer<typeof presenceRowSchema>;
