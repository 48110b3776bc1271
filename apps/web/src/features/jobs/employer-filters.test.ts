import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { describe, expect, it } from 'vitest';
import { EMPTY_EMPLOYER_FILTERS, employerStats, filterEmployerJobs } from './employer-filters';

const job = (
  jobID: number,
  jobTitle: string,
  jobStartDateTime: string | null,
  jobDescription = '<p>Horeca</p>',
  jobStatus = 'active',
) => ({ jobID, jobTitle, jobStartDateTime, jobDescription, jobStatus }) as Job;

const jobs = [
  job(1, 'Barista ochtend', '2030-05-01 07:00:00'),
  job(2, 'Kok avond', '2030-05-01 23:59:59', '<p>Grote <strong>keuken</strong></p>'),
  job(3, 'Afwas', '2030-05-02 00:00:00', '<p>x</p>', 'filled'),
  job(4, 'Zonder datum', null),
];

describe('employer dashboard filters (spec 001 §5)', () => {
  it('searches title and description, case-insensitively', () => {
    expect(
      filterEmployerJobs(jobs, { ...EMPTY_EMPLOYER_FILTERS, search: 'KEUKEN' }).map((each) => each.jobID),
    ).toEqual([2]);
    expect(
      filterEmployerJobs(jobs, { ...EMPTY_EMPLOYER_FILTERS, search: 'barista' }).map((each) => each.jobID),
    ).toEqual([1]);
  });

  it('uses inclusive day bounds and leaves out jobs without a start', () => {
    const sameDay = filterEmployerJobs(jobs, { search: '', startDate: '2030-05-01', endDate: '2030-05-01' });
    expect(sameDay.map((each) => each.jobID)).toEqual([1, 2]);
    expect(
      filterEmployerJobs(jobs, { search: '', startDate: '2030-05-02', endDate: '' }).map(
        (each) => each.jobID,
      ),
    ).toEqual([3]);
    expect(filterEmployerJobs(jobs, EMPTY_EMPLOYER_FILTERS)).toHaveLength(4);
  });

  it('computes the four stat cards', () => {
    expect(
      employerStats(
        jobs,
        new Map([
          [1, 3],
          [2, 2],
        ]),
      ),
    ).toEqual({ totalJobs: 4, activeJobs: 3, totalApplications: 5, averageApplications: 1 });
    expect(employerStats([], new Map())).toEqual({
      totalJobs: 0,
      activeJobs: 0,
      totalApplications: 0,
      averageApplications: 0,
    });
  });
});
