import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
import { HOURS_BUCKETS, JOB_RADIUS_CHOICES_KM } from '../jobs/job.constants';
import { ALERT_FREQUENCIES } from './alert.constants';

const HOURS_VALUES = HOURS_BUCKETS.map((bucket) => bucket.value) as [string, ...string[]];
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** POST /api/jobalerts — the dashboard search saved under a name: text, town and radius, type, hours. */
export const alertPayloadSchema = z.object({
  alertName: z
    .string()
    .trim()
    .min(1, 'validation.alerts.nameRequired')
    .max(100, 'validation.alerts.nameTooLong'),
  alertSearch: optionalText(200),
  alertLocation: optionalText(100),
  alertRadiusKm: z
    .int()
    .refine((km) => (JOB_RADIUS_CHOICES_KM as readonly number[]).includes(km), 'validation.alerts.radius')
    .nullable()
    .optional(),
  alertJobType: optionalText(50),
  alertHours: z.enum(HOURS_VALUES).default('all'),
  alertFrequency: z.enum(ALERT_FREQUENCIES).default('instant'),
});
export type AlertPayload = z.input<typeof alertPayloadSchema>;

/** PUT /api/jobalerts?id= — name and frequency change; the search itself is saved anew. */
export const alertChangeSchema = alertPayloadSchema.pick({ alertName: true, alertFrequency: true }).partial();

export const alertSchema = z.object({
  alertID: z.number(),
  alertName: z.string(),
  alertSearch: z.string().nullable(),
  alertLocation: z.string().nullable(),
  alertRadiusKm: z.number().nullable(),
  alertJobType: z.string().nullable(),
  alertHours: z.string(),
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  alertCreatedDateTime: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListSchema = pageOf(alertSchema);
export type AlertList = z.infer<typeof alertListSchema>;
