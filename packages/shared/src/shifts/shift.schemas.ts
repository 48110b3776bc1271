import { z } from 'zod';
import { brusselsInstantMs } from '../app/brussels-time';
import { cursorPageOf } from '../app/page.schemas';
import { localDateTimeSchema } from '../app/primitive.schemas';
import {
  BREAK_MINUTES_MAX,
  CANCEL_REASON_MAX,
  HOURS_COMMENT_MAX,
  NO_SHOW_CONTEST_REASON_MAX,
  RATING_COMMENT_MAX,
} from './shift.constants';

const MAX_SHIFT_MS = 24 * 3_600_000;

// lengths before patterns: a reason or comment is trimmed plain text, and NUL is refused by the input guard
const plainText = (max: number) => z.string().trim().max(max, `Maximaal ${max} tekens.`);

/** POST /api/jobapplications/cancel?id= — the business must give a reason, which is mailed to the worker. */
export const cancelShiftPayloadSchema = z.object({
  jobApplicationCancelReason: plainText(CANCEL_REASON_MAX).optional(),
});
export type CancelShiftPayload = z.infer<typeof cancelShiftPayloadSchema>;

/** POST /api/jobapplications/no-show/contest?id= — the worker says why the claim is wrong; the business reads it. */
export const contestNoShowPayloadSchema = z.object({
  jobApplicationNoShowContestReason: plainText(NO_SHOW_CONTEST_REASON_MAX).min(
    1,
    'validation.shifts.contestNoShowReason',
  ),
});
export type ContestNoShowPayload = z.infer<typeof contestNoShowPayloadSchema>;

const hoursFields = {
  jobApplicationWorkedStartDateTime: localDateTimeSchema('validation.shifts.workedStart'),
  jobApplicationWorkedEndDateTime: localDateTimeSchema('validation.shifts.workedEnd'),
  jobApplicationBreakMinutes: z
    .int('validation.shifts.breakMinutes')
    .min(0, 'validation.shifts.breakMinutes')
    .max(BREAK_MINUTES_MAX, 'validation.shifts.breakTooLong'),
};

type HoursFields = {
  jobApplicationWorkedStartDateTime: string;
  jobApplicationWorkedEndDateTime: string;
  jobApplicationBreakMinutes: number;
};

const endsAfterStart = (hours: HoursFields) =>
  hours.jobApplicationWorkedEndDateTime > hours.jobApplicationWorkedStartDateTime;
const lastsAtMostADay = (hours: HoursFields) =>
  brusselsInstantMs(hours.jobApplicationWorkedEndDateTime) -
    brusselsInstantMs(hours.jobApplicationWorkedStartDateTime) <=
  MAX_SHIFT_MS;
const breakFits = (hours: HoursFields) =>
  hours.jobApplicationBreakMinutes * 60_000 <
  brusselsInstantMs(hours.jobApplicationWorkedEndDateTime) -
    brusselsInstantMs(hours.jobApplicationWorkedStartDateTime);

function withHoursRules<T extends z.ZodType<HoursFields>>(schema: T) {
  return schema
    .refine(endsAfterStart, {
      message: 'validation.shifts.endAfterStart',
      path: ['jobApplicationWorkedEndDateTime'],
    })
    .refine(lastsAtMostADay, {
      message: 'validation.shifts.atMostADay',
      path: ['jobApplicationWorkedEndDateTime'],
    })
    .refine(breakFits, {
      message: 'validation.shifts.breakLongerThanShift',
      path: ['jobApplicationBreakMinutes'],
    });
}

/** PUT /api/jobapplications/hours?id= — the worker confirms the hours actually worked. */
export const workedHoursPayloadSchema = withHoursRules(z.object(hoursFields));
export type WorkedHoursPayload = z.infer<typeof workedHoursPayloadSchema>;

/** POST /api/jobapplications/hours/correct?id= — the business sets the hours it approves, and says why. */
export const correctedHoursPayloadSchema = withHoursRules(
  z.object({
    ...hoursFields,
    jobApplicationHoursComment: plainText(HOURS_COMMENT_MAX).min(1, 'validation.shifts.correctionReason'),
  }),
);
export type CorrectedHoursPayload = z.infer<typeof correctedHoursPayloadSchema>;

/** POST /api/jobapplications/hours/contest?id= — the worker disagrees with a correction, once, and says why. */
export const contestHoursPayloadSchema = z.object({
  jobApplicationHoursContestComment: plainText(HOURS_COMMENT_MAX).min(
    1,
    'validation.shifts.contestHoursReason',
  ),
});
export type ContestHoursPayload = z.infer<typeof contestHoursPayloadSchema>;

/** POST /api/jobapplications/hours/settle?id= — the business's final word on contested hours: its correction or hers. */
export const settleHoursPayloadSchema = z.object({
  jobApplicationHoursFinal: z.enum(['correction', 'worker'], 'validation.shifts.settleChoice'),
});
export type SettleHoursPayload = z.infer<typeof settleHoursPayloadSchema>;

/** POST /api/jobapplications/rating?id= — once per side, 1 to 5 stars. */
export const ratingPayloadSchema = z.object({
  ratingStars: z
    .int('validation.shifts.ratingStars')
    .min(1, 'validation.shifts.ratingStars')
    .max(5, 'validation.shifts.ratingStars'),
  ratingComment: plainText(RATING_COMMENT_MAX).optional(),
});
export type RatingPayload = z.infer<typeof ratingPayloadSchema>;

export const ratingSchema = z.object({ ratingStars: z.number(), ratingComment: z.string().nullable() });
export type Rating = z.infer<typeof ratingSchema>;

/** A revealed rating as shown on a profile: the reviewer's first name (or business name) and the month. */
export const reviewSchema = z.object({
  ratingID: z.number(),
  ratingStars: z.number(),
  ratingComment: z.string().nullable(),
  ratingMonth: z.string(),
  reviewerName: z.string(),
  jobTitle: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A page of reviews, newest first, 20 a page. */
export const reviewListSchema = cursorPageOf(reviewSchema);
export type ReviewList = z.infer<typeof reviewListSchema>;

/** What profiles and the applicants dialog show of a worker's record. */
/** One shift behind a worker's reliability, shown to herself only. */
export const reliabilityShiftSchema = z.object({
  jobTitle: z.string(),
  settledDateTime: z.string(),
  outcome: z.enum(['completed', 'lateCancellation', 'noShow']),
});
export type ReliabilityShift = z.infer<typeof reliabilityShiftSchema>;

export const workerRecordSchema = z.object({
  completedJobs: z.number(),
  totalHours: z.number(),
  averageRating: z.number().nullable(),
  ratingCount: z.number(),
  /** 0..1, null before 3 finished shifts in the last 12 months (shared/shifts/shift-rules.ts) */
  reliability: z.number().nullable(),
  /** the counts reliability is made of, so a screen can explain it */
  reliabilityCounts: z.object({ completed: z.number(), lateCancellations: z.number(), noShows: z.number() }),
  /** which shifts those counts are made of: on the worker's own profile only */
  reliabilityShifts: z.array(reliabilityShiftSchema).optional(),
});
export type WorkerRecord = z.infer<typeof workerRecordSchema>;
