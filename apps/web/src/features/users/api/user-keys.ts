/** Every query key of the users feature, so that reads and invalidations always agree. */
export const userKeys = {
  all: ['user'] as const,
  detail: (userID: number | undefined) => ['user', userID] as const,
};
