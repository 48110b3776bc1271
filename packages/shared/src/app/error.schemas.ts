import { z } from 'zod';

/** Every error answer of the API (docs/decisions/api-conventions.md: API conventions). */
export const apiErrorSchema = z
  .object({
    error: z.string(),
    message: z.string(),
    error_description: z.string().optional(),
  })
  .loose();
export type ApiError = z.infer<typeof apiErrorSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
