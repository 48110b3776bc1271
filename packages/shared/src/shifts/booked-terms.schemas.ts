import { z } from 'zod';
import type { BookedTerms } from './booked-terms';

export const bookedTermsSchema = z.object({
  jobStartDateTime: z.string().nullable(),
  jobEndDateTime: z.string().nullable(),
  jobLocation: z.string().nullable(),
  jobWagePerHour: z.number().nullable(),
  jobBreakMinutes: z.number().nullable(),
}) satisfies z.ZodType<BookedTerms>;
