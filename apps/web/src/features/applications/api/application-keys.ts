/** Every query key of the applications feature; a worker's own lists all start with `ofUser`. */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  ofUser: (userID: number | undefined) => ['applications', 'mine', userID] as const,
  pagesOf: (userID: number | undefined) => ['applications', 'mine', userID, 'pages'] as const,
  toJob: (userID: number | undefined, jobID: number) =>
    ['applications', 'mine', userID, 'job', jobID] as const,
  startingOf: (userID: number | undefined, from: string, before: string) =>
    ['applications', 'mine', userID, 'starting', from, before] as const,
  ofJob: (jobID: number | undefined) => ['applications', 'job', jobID] as const,
  /** The briefs of the applications to a business's jobs, one batch of jobs a key. */
  briefs: ['applications', 'job', 'briefs'] as const,
  briefsOf: (jobIDs: number[]) => ['applications', 'job', 'briefs', jobIDs] as const,
};
