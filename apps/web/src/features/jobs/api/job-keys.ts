/** Every query key of the jobs feature: lists under `all`, one job under `detail`. */
export const jobKeys = {
  all: ['jobs'] as const,
  dashboard: (query: unknown) => ['jobs', 'dashboard', query] as const,
  ofBusiness: (businessID: number | undefined, direction: string, limit: number | undefined) =>
    ['jobs', 'business', businessID, direction, limit] as const,
  detail: (jobID: number | undefined) => ['job', jobID] as const,
  upcoming: ['jobs', 'upcoming'] as const,
};
