import type { Business } from '@jobbel/shared/businesses/business.schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_EMPLOYER_FILTERS, employerJobsQuery, employerStats } from './employer-filters';

const counts = (jobsPosted: number, activeJobs: number, applicationsReceived: number) =>
  ({ jobsPosted, activeJobs, applicationsReceived }) as NonNullable<Business['businessStats']>;

describe('employer dashboard (spec 001 §5)', () => {
  it('shows the four stat cards of every job the business posted, the average rounded', () => {
    expect(employerStats(counts(1_204, 37, 5_431))).toEqual({
      totalJobs: 1_204,
      activeJobs: 37,
      totalApplications: 5_431,
      averageApplications: 5,
    });
    expect(employerStats(counts(0, 0, 0))).toMatchObject({ totalJobs: 0, averageApplications: 0 });
    expect(employerStats(undefined)).toMatchObject({ totalJobs: 0, averageApplications: 0 });
  });

  it('asks the server for the search and the days, and for nothing when the filters are empty', () => {
    expect(
      employerJobsQuery({ search: '  keuken ', startDate: '2030-05-01', endDate: '2030-05-02' }),
    ).toEqual({
      search: 'keuken',
      jobStartDateTime_gte: '2030-05-01',
      jobStartDateTime_lte: '2030-05-02',
    });
    expect(Object.values(employerJobsQuery(EMPTY_EMPLOYER_FILTERS)).filter(Boolean)).toEqual([]);
  });
});
