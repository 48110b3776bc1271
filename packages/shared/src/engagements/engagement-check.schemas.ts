import { z } from 'zod';
import { REGIMES } from './regimes';

/** Why the law refuses a regime for this engagement; the message names the rule and its figure. */
export const REGIME_REFUSALS = [
  'regime_not_offered',
  'not_a_student',
  'student_too_young',
  'flexi_not_eligible',
  'flexi_other_contract',
  'flexi_wage',
  'extra_consecutive_days',
  'extra_worker_days',
  'extra_employer_days',
] as const;
export type RegimeRefusalCode = (typeof REGIME_REFUSALS)[number];
export const ENGAGEMENT_WARNINGS = ['student_hours_beyond_quota', 'student_hours_beyond_declared'] as const;
export type EngagementWarningCode = (typeof ENGAGEMENT_WARNINGS)[number];

export const engagementWarningSchema = z.object({
  code: z.enum(ENGAGEMENT_WARNINGS),
  message: z.string(),
});
export type EngagementWarning = z.infer<typeof engagementWarningSchema>;

export const regimeVerdictSchema = z.object({
  regime: z.enum(REGIMES),
  refusal: z.object({ code: z.enum(REGIME_REFUSALS), message: z.string() }).nullable(),
  warnings: z.array(engagementWarningSchema),
});
export type RegimeVerdict = z.infer<typeof regimeVerdictSchema>;

/** What the accept dialog shows before the business confirms. */
export const engagementCheckSchema = z.object({
  jobApplicationID: z.number(),
  /** the regime accepting takes when the business does not choose: her own status where allowed, else ordinary */
  suggested: z.enum(REGIMES).nullable(),
  regimes: z.array(regimeVerdictSchema),
  /** her national register number is needed for the Dimona and not given yet */
  inszMissing: z.boolean(),
});
export type EngagementCheck = z.infer<typeof engagementCheckSchema>;
