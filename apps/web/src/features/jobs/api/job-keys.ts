/**
 * Every query key of the jobs feature, all under `all`: a saved or deleted job asks every list and every
 * open job page again (one job outside it was shown as it was before an edit for up to 30 s).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  dashboard: (query: unknown) => ['jobs', 'dashboard', query] as const,
  ofBusiness: (businessID: number | undefined, direction: string, limit: number | undefined) =>
    ['jobs', 'business', businessID, direction, limit] as const,
  startingOf: (businessID: number | undefined, from: string, before: string) =>
    ['jobs', 'business', businessID, 'starting', from, before] as const,
  pagesOf: (businessID: number | undefined, filters: unknown) =>
    ['jobs', 'business', businessID, 'pages', filters] as const,
  openOf: (businessID: number | undefined) => ['jobs', 'business', businessID, 'open'] as const,
  statsOf: (businessID: number | undefined) => ['jobs', 'business', businessID, 'stats'] as const,
  waiting: ['jobs', 'waiting'] as const,
  detail: (jobID: number | undefined) => ['jobs', 'detail', jobID] as const,
  upcoming: ['jobs', 'upcoming'] as const,
};
