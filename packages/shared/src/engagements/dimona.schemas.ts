import { z } from 'zod';
import { REGIMES } from './regimes';

/**
 * A Dimona per engagement: to declare before the start, declared with the period id the RSZ returned,
 * to cancel when the shift was cancelled after declaring, cancelled.
 */
export const DIMONA_STATES = ['to_declare', 'declared', 'cancel_needed', 'cancelled'] as const;
export type DimonaState = (typeof DIMONA_STATES)[number];

export const dimonaDeclaredPayloadSchema = z.object({
  periodID: z
    .string({ error: 'validation.engagements.periodID' })
    .trim()
    .max(20, { error: 'validation.engagements.periodID', abort: true })
    .regex(/^\d{6,20}$/, 'validation.engagements.periodID'),
});
export type DimonaDeclaredPayload = z.input<typeof dimonaDeclaredPayloadSchema>;

/** One engagement on the employer's Dimona list. */
export const dimonaTaskSchema = z.object({
  jobApplicationID: z.number(),
  jobID: z.number(),
  jobTitle: z.string(),
  workerUserID: z.number(),
  workerName: z.string(),
  regime: z.enum(REGIMES),
  dimonaState: z.enum(DIMONA_STATES),
  /** when the Dimona must be in: the start, or for a student the first shift of the quarter */
  deadline: z.string(),
  start: z.string(),
  end: z.string(),
  periodID: z.string().nullable(),
  /** the worker has not given her national register number yet */
  inszMissing: z.boolean(),
});
export type DimonaTask = z.infer<typeof dimonaTaskSchema>;
export const dimonaTaskListSchema = z.object({ data: z.array(dimonaTaskSchema) });

export const dimonaInszSchema = z.object({ jobApplicationID: z.number(), insz: z.string() });

export const INSZ_DISCLOSURE_PURPOSES = [
  'dimona',
  'dimona_export',
  'performances_export',
  'contract',
] as const;
/** Each time a business was shown her national register number, for her privacy settings. */
export const inszDisclosureListSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      businessName: z.string(),
      purpose: z.enum(INSZ_DISCLOSURE_PURPOSES),
      /** the shift it was shown for; null for a showing recorded before Jobbel kept it */
      jobTitle: z.string().nullable(),
      shiftStart: z.string().nullable(),
      dateTime: z.string(),
    }),
  ),
});
export type InszDisclosureList = z.infer<typeof inszDisclosureListSchema>;
