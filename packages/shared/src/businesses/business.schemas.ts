import { z } from 'zod';

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
});
export type Business = z.infer<typeof businessSchema>;
export const businessListSchema = z.object({
  data: z.array(businessSchema),
  count: z.number(),
  total: z.number(),
});

export const businessHourSchema = z.object({
  businessHourID: z.number(),
  businessID: z.number(),
  dayOfWeek: z.number(),
  openTime: z.string(),
  closeTime: z.string(),
});
export type BusinessHour = z.infer<typeof businessHourSchema>;
export const businessHourListSchema = z.object({
  data: z.array(businessHourSchema),
  count: z.number(),
  total: z.number(),
});
