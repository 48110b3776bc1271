/** Every query key of the businesses feature, so that reads and invalidations always agree. */
export const businessKeys = {
  all: ['business'] as const,
  detail: (businessID: number | undefined) => ['business', businessID] as const,
  byAccount: (accountID: number | undefined) => ['business', 'by-account', accountID] as const,
  hours: (businessID: number | undefined) => ['business', 'hours', businessID] as const,
};
