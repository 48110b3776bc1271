/** The query keys of this feature: what a save refreshes. */
export const engagementKeys = {
  all: ['engagements'] as const,
  employerLegal: ['engagements', 'employer-legal'] as const,
  workStatus: ['engagements', 'work-status'] as const,
  workHours: ['engagements', 'work-hours'] as const,
  dimona: ['engagements', 'dimona'] as const,
  check: (applicationID: number) => ['engagements', 'check', applicationID] as const,
  disclosures: ['engagements', 'insz-disclosures'] as const,
};
