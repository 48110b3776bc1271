import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
import { containsNul, idSchema, localDateTimeSchema, parseCalendarDateTime } from '../app/primitive.schemas';
import { inShownOrder, REGIMES } from '../engagements/regimes';
import { BREAK_MINUTES_MAX } from '../shifts/shift.constants';
import {
  JOB_CURSOR_COLUMNS,
  JOB_MAX_PLACES,
  JOB_RADIUS_MAX_KM,
  JOB_SORT_COLUMNS,
  JOB_STATUSES,
  JOB_TOTAL_COUNT_LIMIT,
  JOBS_DEFAULT_LIMIT,
  JOBS_MAX_LIMIT,
} from './job.constants';
import { decodeJobCursor } from './job-cursor';

export const jobSchema = z.object({
  jobID: z.number(),
  jobTitle: z.string(),
  jobBusinessID: z.number(),
  jobCompanyID: z.number(),
  jobLocation: z.string(),
  jobType: z.string(),
  jobHours: z.number().nullable(),
  jobTotalHours: z.number().nullable(),
  jobWagePerHour: z.number().nullable(),
  jobPosted: z.string(),
  jobAddedDateTime: z.string(),
  jobStartDateTime: z.string().nullable(),
  jobEndDateTime: z.string().nullable(),
  jobExperience: z.string().nullable(),
  jobDescription: z.string(),
  jobRequirements: z.array(z.string()),
  jobBenefits: z.array(z.string()),
  jobBanner: z.string().nullable(),
  jobGallery: z.array(z.string()),
  jobStatus: z.string(),
  jobPlaces: z.number(),
  /** street and number of the place of work when it is not the business's own address */
  jobAddress: z.string().nullable(),
  jobBreakMinutes: z.number(),
  /** what to wear or bring ('Wat breng je mee / dresscode') */
  jobBring: z.string().nullable(),
  /** the regimes the job is open to (engagements/regimes.ts), in the order they are shown */
  jobRegimes: z.array(z.enum(REGIMES)),
  /** km from the town searched around, when the search has a radius */
  jobDistanceKm: z.number().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListResponseSchema = pageOf(jobSchema).extend({
  total: z.number().describe(`Matching jobs, counted exactly up to ${JOB_TOTAL_COUNT_LIMIT}`),
  totalExact: z
    .boolean()
    .describe(`false when more than ${JOB_TOTAL_COUNT_LIMIT} jobs match: total is then a lower bound`),
  nextCursor: z
    .string()
    .nullable()
    .describe(
      'Pass as after= for the next page; null when this page is the last (or the order has no cursor)',
    ),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:MM[:SS]', a real calendar moment; answered as 'YYYY-MM-DD HH:MM:SS'. */
function dateTimeParam(endOfDayWhenDateOnly = false) {
  return z
    .string()
    .trim()
    .max(19, { error: 'validation.common.dateOrDateTime', abort: true })
    .transform((value, ctx) => {
      const moment = parseCalendarDateTime(value);
      if (!moment) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.common.dateOrDateTime',
        });
        return z.NEVER;
      }
      const dateOnly = moment.hour === undefined;
      const fill = dateOnly && endOfDayWhenDateOnly ? ['23', '59', '59'] : ['00', '00', '00'];
      return `${moment.date} ${moment.hour ?? fill[0]}:${moment.minute ?? fill[1]}:${moment.second ?? fill[2]}`;
    });
}

const hoursParam = () =>
  z.coerce.number({ error: 'validation.common.number' }).min(0, 'validation.common.notNegative').max(10_000);

const optionalText = z
  .string()
  .trim()
  .max(200)
  .transform((value) => value || undefined)
  .optional();

/** GET /api/jobs (spec 000 §7); min above max and from after to are refused. */
export const jobListQuerySchema = z
  .object({
    id: idSchema.optional(),
    // defaults to Gent, except for one business's own list (see the repository)
    jobLocation: z.string().trim().max(100).optional(),
    radiusKm: z.coerce
      .number({ error: 'validation.common.number' })
      .positive('validation.jobs.radiusKm')
      .max(JOB_RADIUS_MAX_KM, 'validation.jobs.radiusKm')
      .optional()
      .describe(
        'With it, jobLocation (default Gent) is the Belgian town searched around, and jobs carry jobDistanceKm',
      ),
    order: z.enum(JOB_SORT_COLUMNS, { error: 'validation.common.fromTheList' }).default('jobStartDateTime'),
    direction: z
      .string()
      .toLowerCase()
      .pipe(z.enum(['asc', 'desc'], { error: 'validation.jobs.direction' }))
      .default('asc'),
    limit: z.coerce
      .number({ error: 'validation.common.number' })
      .int('validation.common.wholeNumber')
      .min(1, 'validation.common.atLeastOne')
      .transform((limit) => Math.min(limit, JOBS_MAX_LIMIT))
      .default(JOBS_DEFAULT_LIMIT),
    offset: z.coerce
      .number({ error: 'validation.common.number' })
      .int('validation.common.wholeNumber')
      .min(0, 'validation.common.notNegative')
      .max(10_000_000)
      .default(0),
    after: z
      .string()
      .max(600, { error: 'validation.jobs.pageLinkInvalid', abort: true })
      .transform((text, ctx) => {
        const cursor = decodeJobCursor(text);
        if (cursor && !containsNul(cursor.value)) return cursor;
        ctx.addIssue({ code: 'custom', message: 'validation.jobs.pageLinkInvalid' });
        return z.NEVER;
      })
      .optional()
      .describe('The nextCursor of the previous page: continues after its last job, at any depth'),
    search: optionalText,
    jobType: optionalText,
    jobTotalHoursMin: hoursParam().optional(),
    jobTotalHoursMax: hoursParam().optional(),
    date_from: dateTimeParam().optional(),
    date_to: dateTimeParam(true).optional(),
    jobStartDateTime_gte: dateTimeParam().optional(),
    jobStartDateTime_lte: dateTimeParam(true).optional(),
    jobBusinessID: idSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (
      query.jobTotalHoursMin !== undefined &&
      query.jobTotalHoursMax !== undefined &&
      query.jobTotalHoursMin > query.jobTotalHoursMax
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['jobTotalHoursMin'],
        message: 'validation.jobs.hoursMinAboveMax',
      });
    }
    if (query.after && !(JOB_CURSOR_COLUMNS as readonly string[]).includes(query.order)) {
      ctx.addIssue({
        code: 'custom',
        path: ['after'],
        message: 'validation.jobs.pageLinkInvalid',
      });
    }
    const cursorValue = query.after?.value;
    if (
      cursorValue !== undefined &&
      (query.order === 'jobID' ? !Number.isSafeInteger(cursorValue) : typeof cursorValue !== 'string')
    ) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'validation.jobs.pageLinkInvalid' });
    }
    if (query.after && query.offset > 0) {
      ctx.addIssue({ code: 'custom', path: ['after'], message: 'validation.jobs.pageLinkAndOffset' });
    }
    if (query.date_from && query.date_to && query.date_from > query.date_to) {
      ctx.addIssue({ code: 'custom', path: ['date_from'], message: 'validation.jobs.dateFromAfterDateTo' });
    }
  });
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** spec 001 §5, job form: each failure its own message, the same in the form and in the API. */
export const JOB_MESSAGES = {
  title: 'validation.jobs.titleIsRequired',
  location: 'validation.jobs.locationIsRequired',
  type: 'validation.jobs.jobTypeIsRequired',
  start: 'validation.jobs.startDateAndTimeIsRequired',
  end: 'validation.jobs.endDateAndTimeIsRequired',
  endAfterStart: 'validation.jobs.endBeforeStart',
  wage: 'validation.jobs.aValidWagePerHourIs',
  description: 'validation.jobs.descriptionIsRequired',
  banner: 'validation.jobs.pleaseEnterAValidImageUrl',
} as const;

const textList = z.array(z.string().trim().min(1).max(200)).max(30).default([]);

/** POST /api/jobs and PUT /api/jobs?id= (spec 001 §5, job form). */
export const jobPayloadSchema = z
  .object({
    jobTitle: z.string({ error: JOB_MESSAGES.title }).trim().min(1, JOB_MESSAGES.title).max(200),
    jobLocation: z.string({ error: JOB_MESSAGES.location }).trim().min(1, JOB_MESSAGES.location).max(100),
    jobType: z.string({ error: JOB_MESSAGES.type }).trim().min(1, JOB_MESSAGES.type).max(50),
    jobStartDateTime: localDateTimeSchema(JOB_MESSAGES.start),
    jobEndDateTime: localDateTimeSchema(JOB_MESSAGES.end),
    jobDescription: z
      .string({ error: JOB_MESSAGES.description })
      .trim()
      .min(1, JOB_MESSAGES.description)
      .max(20_000),
    jobBanner: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null)
      .pipe(z.url({ protocol: /^https?$/, error: JOB_MESSAGES.banner }).nullable()),
    jobWagePerHour: z.coerce.number({ error: JOB_MESSAGES.wage }).gt(0, JOB_MESSAGES.wage).max(1000),
    jobHours: z.coerce.number().min(0, 'validation.jobs.totalHoursMustNotBeNegative').max(1000).nullish(),
    jobExperience: z.string().trim().max(200).nullish(),
    jobAddress: z
      .string()
      .trim()
      .max(150, 'validation.jobs.addressTooLong')
      .nullish()
      .transform((value) => value || null),
    jobBreakMinutes: z.coerce
      .number({ error: 'validation.jobs.breakMinutes' })
      .int('validation.jobs.breakMinutes')
      .min(0, 'validation.jobs.breakMinutes')
      .max(BREAK_MINUTES_MAX, 'validation.jobs.breakMinutes')
      .default(0),
    jobBring: z
      .string()
      .trim()
      .max(500, 'validation.jobs.bringTooLong')
      .nullish()
      .transform((value) => value || null),
    jobRegimes: z
      .array(z.enum(REGIMES, { error: 'validation.engagements.regime' }))
      .min(1, 'validation.engagements.regimesOne')
      .max(REGIMES.length, 'validation.engagements.regimesOne')
      .transform(inShownOrder)
      // an edit without regimes keeps the job's; a new job without them gets DEFAULT_JOB_REGIMES
      .optional(),
    jobRequirements: textList,
    jobBenefits: textList,
    jobGallery: z
      .array(z.url({ protocol: /^https?$/ }).or(z.string().regex(/^\/(stock|upload)\//)))
      .max(24)
      .default([]),
    jobStatus: z.enum(JOB_STATUSES).optional(),
    jobPlaces: z.coerce
      .number({ error: 'validation.jobs.placesBetween' })
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= JOB_MAX_PLACES, 'validation.jobs.placesBetween')
      .optional(),
  })
  .refine((job) => job.jobEndDateTime > job.jobStartDateTime, {
    message: JOB_MESSAGES.endAfterStart,
    path: ['jobEndDateTime'],
  });
export type JobPayload = z.input<typeof jobPayloadSchema>;
