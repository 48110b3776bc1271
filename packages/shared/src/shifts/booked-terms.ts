/** What a booked worker agreed to: changing one of these needs her yes; title and description only inform. */
export const BOOKED_TERMS = [
  'jobStartDateTime',
  'jobEndDateTime',
  'jobLocation',
  'jobWagePerHour',
  'jobBreakMinutes',
] as const;
export type BookedTerm = (typeof BOOKED_TERMS)[number];

// no zod here: the screens that show a change waiting load without it (docs/performance.md)
export interface BookedTerms {
  jobStartDateTime: string | null;
  jobEndDateTime: string | null;
  jobLocation: string | null;
  jobWagePerHour: number | null;
  /** unpaid, within the shift */
  jobBreakMinutes: number | null;
}

/** The terms that differ between what was agreed and what the job says now; none means no change waits. */
export function changedTerms(agreed: BookedTerms, current: BookedTerms): BookedTerm[] {
  return BOOKED_TERMS.filter((term) => (agreed[term] ?? null) !== (current[term] ?? null));
}

/**
 * The job's total hours, when the business set them, are the booked shift's only while no change waits:
 * they are the job's as it is now, so until the worker accepts, her agreed start, end and break count.
 */
export function bookedTotalHours(
  agreed: BookedTerms | null,
  job: BookedTerms & { jobHours: number | null },
): number | null {
  return agreed !== null && changedTerms(agreed, job).length > 0 ? null : job.jobHours;
}
