import { z } from 'zod';

/** What a booked worker agreed to: changing one of these needs her yes; title and description only inform. */
export const BOOKED_TERMS = ['jobStartDateTime', 'jobEndDateTime', 'jobLocation', 'jobWagePerHour'] as const;
export type BookedTerm = (typeof BOOKED_TERMS)[number];

export const bookedTermsSchema = z.object({
  jobStartDateTime: z.string().nullable(),
  jobEndDateTime: z.string().nullable(),
  jobLocation: z.string().nullable(),
  jobWagePerHour: z.number().nullable(),
});
export type BookedTerms = z.infer<typeof bookedTermsSchema>;

/** The terms that differ between what was agreed and what the job says now; none means no change waits. */
export function changedTerms(agreed: BookedTerms, current: BookedTerms): BookedTerm[] {
  return BOOKED_TERMS.filter((term) => (agreed[term] ?? null) !== (current[term] ?? null));
}
