/** Every query key of the applications feature. */
export const applicationKeys = {
  all: ['applications'] as const,
  mine: ['applications', 'mine'] as const,
  ofUser: (userID: number | undefined) => ['applications', 'mine', userID] as const,
  ofJob: (jobID: number | undefined) => ['applications', 'job', jobID] as const,
};
