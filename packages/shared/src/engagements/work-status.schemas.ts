import { z } from 'zod';
import { calendarDateSchema } from '../app/primitive.schemas';

export const WORK_STATUSES = ['student', 'flexi', 'extra', 'none'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];
/** Why someone may take a flexi-job: 4/5 employment elsewhere in quarter T-3, or a pension. */
export const FLEXI_BASES = ['four_fifths', 'retired'] as const;
export type FlexiBasis = (typeof FLEXI_BASES)[number];
export const STUDENT_HOURS_MAX = 1000;

const optionalDate = calendarDateSchema()
  .nullish()
  .transform((value) => value ?? null);

/** What a worker says about herself; a business relies on it when it engages her. */
export const workStatusPayloadSchema = z
  .object({
    status: z.enum(WORK_STATUSES, { error: 'validation.engagements.workStatus' }),
    studentSchool: z
      .string()
      .trim()
      .max(150, 'validation.engagements.tooLong')
      .nullish()
      .transform((value) => value || null),
    studentProofCheckedOn: optionalDate,
    studentHoursRemaining: z
      .int('validation.engagements.hoursRemaining')
      .min(0, 'validation.engagements.hoursRemaining')
      .max(STUDENT_HOURS_MAX, 'validation.engagements.hoursRemaining')
      .nullish()
      .transform((value) => value ?? null),
    studentHoursRemainingOn: optionalDate,
    flexiBasis: z
      .enum(FLEXI_BASES, { error: 'validation.engagements.flexiBasis' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((status) => status.status !== 'student' || status.studentSchool !== null, {
    message: 'validation.engagements.studentSchool',
    path: ['studentSchool'],
  })
  .refine((status) => status.studentHoursRemaining === null || status.studentHoursRemainingOn !== null, {
    message: 'validation.engagements.hoursRemainingOn',
    path: ['studentHoursRemainingOn'],
  })
  .refine((status) => status.status !== 'flexi' || status.flexiBasis !== null, {
    message: 'validation.engagements.flexiBasis',
    path: ['flexiBasis'],
  });
export type WorkStatusPayload = z.input<typeof workStatusPayloadSchema>;

export const workStatusSchema = z.object({
  status: z.enum(WORK_STATUSES),
  studentSchool: z.string().nullable(),
  studentProofCheckedOn: z.string().nullable(),
  studentHoursRemaining: z.number().nullable(),
  studentHoursRemainingOn: z.string().nullable(),
  flexiBasis: z.enum(FLEXI_BASES).nullable(),
  /** the day she declared she may take flexi-jobs, set by the server */
  flexiDeclaredOn: z.string().nullable(),
});
export type WorkStatusDto = z.infer<typeof workStatusSchema>;

export const NO_WORK_STATUS: WorkStatusDto = {
  status: 'none',
  studentSchool: null,
  studentProofCheckedOn: null,
  studentHoursRemaining: null,
  studentHoursRemainingOn: null,
  flexiBasis: null,
  flexiDeclaredOn: null,
};

/** "Mijn werkuren": what she used this year through Jobbel, against what the law and her declaration leave. */
export const workHoursSchema = z.object({
  year: z.number(),
  student: z.object({
    quota: z.number(),
    quarters: z.array(z.object({ quarter: z.string(), approved: z.number(), planned: z.number() })),
    /** approved and planned hours this year, each shift rounded up per started hour */
    total: z.number(),
    declaredRemaining: z.number().nullable(),
    declaredOn: z.string().nullable(),
    /** hours through Jobbel since the day of the declaration */
    sinceDeclared: z.number(),
    /** what the declaration leaves after those hours; null without a declaration */
    left: z.number().nullable(),
  }),
  extra: z.object({ days: z.number(), limit: z.number() }),
  flexi: z.object({ earnings: z.number(), ceiling: z.number() }),
});
export type WorkHours = z.infer<typeof workHoursSchema>;
