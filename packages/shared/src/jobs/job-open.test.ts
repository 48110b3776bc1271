import { describe, expect, it } from 'vitest';
import { isOpenJob, splitOpenJobs } from './job-open';

const now = '2026-11-25 09:30:00';

describe('which jobs are offered to workers', () => {
  it('offers an active job that starts later, even a minute later', () => {
    expect(isOpenJob({ jobStatus: 'active', jobStartDateTime: '2026-11-25 09:31:00' }, now)).toBe(true);
  });

  it('no longer offers an active job from the moment it starts, before the minute sweep expires it', () => {
    expect(isOpenJob({ jobStatus: 'active', jobStartDateTime: now }, now)).toBe(false);
    expect(isOpenJob({ jobStatus: 'active', jobStartDateTime: '2026-11-25 06:00:00' }, now)).toBe(false);
  });

  it('never offers a filled or expired job, nor one without a start', () => {
    const later = '2026-12-01 18:00:00';
    for (const jobStatus of ['filled', 'expired'])
      expect(isOpenJob({ jobStatus, jobStartDateTime: later }, now), jobStatus).toBe(false);
    expect(isOpenJob({ jobStatus: 'active', jobStartDateTime: null }, now)).toBe(false);
  });
});

describe('a business page’s jobs', () => {
  it('puts the jobs still offered apart from the filled and the past ones, each in its order', () => {
    const jobs = [
      { jobID: 1, jobStatus: 'active', jobStartDateTime: '2026-12-02 10:00:00' },
      { jobID: 2, jobStatus: 'filled', jobStartDateTime: '2026-12-01 10:00:00' },
      { jobID: 3, jobStatus: 'active', jobStartDateTime: '2026-11-30 10:00:00' },
      { jobID: 4, jobStatus: 'expired', jobStartDateTime: '2026-11-20 10:00:00' },
    ];
    const { open, earlier } = splitOpenJobs(jobs, now);
    expect(open.map((job) => job.jobID)).toEqual([1, 3]);
    expect(earlier.map((job) => job.jobID)).toEqual([2, 4]);
  });
});
