import { z } from 'zod';
import { calendarDateSchema } from '../app/primitive.schemas';
import { DIMONA_WORKER_TYPE, REGIMES } from './regimes';

/**
 * The exports a business takes to the RSZ or its social secretariat (docs/exports.md). Their shape is
 * a promise: a change that breaks a reader raises the version and is described there.
 */
export const EXPORT_FORMAT_VERSION = 1;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hour = z.string().regex(/^\d{2}:\d{2}$/);

/** One engagement as the Dimona web service takes it (Jobbel does not send it itself). */
export const dimonaDeclarationSchema = z.object({
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  jobApplicationID: z.number(),
  employer: z.object({
    /** ten digits, no dots; null while the business has not given it */
    enterpriseNumber: z
      .string()
      .regex(/^\d{10}$/)
      .nullable(),
    rszNumber: z.string().nullable(),
  }),
  worker: z.object({
    /** the INSZ (national register or BIS number), eleven digits; null while she has not given it */
    insz: z
      .string()
      .regex(/^\d{11}$/)
      .nullable(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  workerType: z.enum(Object.values(DIMONA_WORKER_TYPE) as ['STU', 'FLX', 'EXT', 'OTH']),
  jointCommittee: z.string(),
  startDate: day,
  endDate: day,
  /** flexi-jobs and extras declare each performance by its hours */
  startHour: hour.nullable(),
  endHour: hour.nullable(),
  /** a student's Dimona carries the planned hours (rounded up per started hour) */
  plannedHours: z.number().nullable(),
  /** a student's Dimona names the place of work, by its municipality's NIS code */
  placeOfWork: z
    .object({ address: z.string(), municipality: z.string(), nisCode: z.string().nullable() })
    .nullable(),
});
export type DimonaDeclaration = z.infer<typeof dimonaDeclarationSchema>;

/** The columns of the performances CSV, in order; a social secretariat maps them once. */
export const PERFORMANCE_COLUMNS = [
  'enterprise_number',
  'workplace_nis',
  'insz',
  'name',
  'regime',
  'date',
  'start',
  'end',
  'break_minutes',
  'hours',
  'student_hours',
  'wage_per_hour',
  'function',
  'dimona_period_id',
] as const;

export const performanceSchema = z.object({
  enterprise_number: z.string().nullable(),
  workplace_nis: z.string().nullable(),
  insz: z.string().nullable(),
  name: z.string(),
  regime: z.enum(REGIMES),
  date: day,
  start: hour,
  end: hour,
  break_minutes: z.number(),
  hours: z.number(),
  /** for a student: the hours as her quota counts them, rounded up per started hour */
  student_hours: z.number().nullable(),
  wage_per_hour: z.number().nullable(),
  function: z.string(),
  dimona_period_id: z.string().nullable(),
});
export type Performance = z.infer<typeof performanceSchema>;
export const performanceListSchema = z.object({
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  from: day,
  to: day,
  data: z.array(performanceSchema),
});

/** What a period costs per regime: an estimate from the rules table, not a payslip. */
export const costEstimateSchema = z.object({
  formatVersion: z.literal(EXPORT_FORMAT_VERSION),
  estimate: z.literal(true),
  from: day,
  to: day,
  regimes: z.array(
    z.object({
      regime: z.enum(REGIMES),
      engagements: z.number(),
      hours: z.number(),
      /** student hours beyond the yearly quota, at the ordinary contributions */
      studentHoursBeyondQuota: z.number(),
      gross: z.number(),
      employerContribution: z.number(),
      total: z.number(),
    }),
  ),
  total: z.number(),
});
export type CostEstimate = z.infer<typeof costEstimateSchema>;

export const exportPeriodQuerySchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    format: z.enum(['csv', 'json']).default('csv'),
  })
  .refine((period) => period.from <= period.to, {
    message: 'validation.jobs.dateFromAfterDateTo',
    path: ['to'],
  });
