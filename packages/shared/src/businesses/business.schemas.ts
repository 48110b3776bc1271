import { z } from 'zod';
import { pageOf } from '../app/page.schemas';
import { idSchema } from '../app/primitive.schemas';
import { BUSINESS_CATEGORIES, DEFAULT_BUSINESS_CATEGORY } from './business.constants';

export const businessSchema = z.object({
  businessID: z.number(),
  businessAccountID: z.number(),
  businessName: z.string(),
  businessCategory: z.string().nullable(),
  businessVatNumber: z.string().nullable(),
  businessStreet: z.string().nullable(),
  businessNumber: z.string().nullable(),
  businessZipCode: z.string().nullable(),
  businessCity: z.string().nullable(),
  businessCountry: z.string().nullable(),
  businessDescription: z.string().nullable(),
  businessPhone: z.string().nullable(),
  businessWebsite: z.string().nullable(),
  businessAvatar: z.string().nullable(),
  businessCoverPicture: z.string().nullable(),
  created_at: z.string(),
  /** docs/decisions/sample-data-screens.md: computed from the data, on single lookups */
  businessStats: z
    .object({
      jobsPosted: z.number(),
      /** still open: active and not started */
      activeJobs: z.number(),
      applicationsReceived: z.number(),
      completedShifts: z.number(),
      averageRating: z.number().nullable(),
      ratingCount: z.number(),
      /** kept bookings over the last 12 months, null before 3 settled shifts */
      reliability: z.number().nullable(),
      reliabilityCounts: z.object({
        completed: z.number(),
        lateCancellations: z.number(),
        withdrawnNoShows: z.number(),
      }),
    })
    .optional(),
});
export type Business = z.infer<typeof businessSchema>;
export const businessListSchema = pageOf(businessSchema);

export const businessHourSchema = z.object({
  businessHourID: z.number(),
  businessID: z.number(),
  dayOfWeek: z.number(),
  openTime: z.string(),
  closeTime: z.string(),
});
export type BusinessHour = z.infer<typeof businessHourSchema>;
export const businessHourListSchema = pageOf(businessHourSchema);

export const BUSINESS_REQUIRED_MESSAGE = 'validation.businesses.requiredFieldsMissing';

const requiredText = (max: number) => z.string().trim().min(1, BUSINESS_REQUIRED_MESSAGE).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Create and update payload (spec 001 §7); businessCoverImage is the name the client sends the cover under. */
export const businessPayloadSchema = z.object({
  businessAccountID: idSchema.optional(),
  businessName: requiredText(200),
  businessCategory: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || DEFAULT_BUSINESS_CATEGORY)
    .pipe(z.enum(BUSINESS_CATEGORIES, { error: 'validation.businesses.categoryFromTheList' })),
  businessVatNumber: optionalText(30),
  businessStreet: requiredText(200),
  businessNumber: optionalText(20),
  businessZipCode: requiredText(20),
  businessCity: requiredText(100),
  businessCountry: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || 'BE')
    .pipe(z.enum(['BE', 'NL', 'FR', 'DE'], { error: 'validation.businesses.countryFromTheList' })),
  businessDescription: optionalText(5000),
  businessPhone: optionalText(30),
  businessWebsite: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((value) => value || null)
    .pipe(z.url({ protocol: /^https?$/, error: 'validation.businesses.websiteMustBeHttp' }).nullable()),
  businessAvatar: optionalText(300),
  businessCoverImage: optionalText(300),
});
export type BusinessPayload = z.input<typeof businessPayloadSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const timeSchema = (
  message: 'validation.businesses.openTimeFormat' | 'validation.businesses.closeTimeFormat',
) =>
  z
    .string()
    .regex(TIME, message)
    .transform((value) => (value.length === 5 ? `${value}:00` : value));

const openingTimes = z.object({
  openTime: timeSchema('validation.businesses.openTimeFormat'),
  closeTime: timeSchema('validation.businesses.closeTimeFormat'),
});
// a slot closes after it opens; a night past midnight is two slots
const closesAfterOpening = <T extends z.infer<typeof openingTimes>>(schema: z.ZodType<T>) =>
  // only between two real times: a time that is not one has its own message
  schema.refine(
    (slot) => !TIME.test(slot.openTime) || !TIME.test(slot.closeTime) || slot.closeTime > slot.openTime,
    {
      message: 'validation.businesses.closesAfterOpening',
      path: ['closeTime'],
    },
  );

export const businessHourCreateSchema = closesAfterOpening(
  openingTimes.extend({
    dayOfWeek: z.coerce
      .number()
      .int()
      .min(1, 'validation.businesses.dayOfWeek')
      .max(7, 'validation.businesses.dayOfWeek'),
  }),
);
export const businessHourUpdateSchema = closesAfterOpening(openingTimes);
export type BusinessHourInput = z.input<typeof businessHourCreateSchema>;
