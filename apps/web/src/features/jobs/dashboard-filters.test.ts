import { HOURS_BUCKETS, matchesHoursBucket } from '@jobbel/shared/jobs/job.constants';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { describe, expect, it } from 'vitest';
import { labelOf } from '../../lib/i18n';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  searchParamsOf,
  toJobsQuery,
  visibleJobs,
} from './dashboard-filters';

describe('hours buckets (spec 000 §5)', () => {
  it('offers the four options, named as the spec names them', () => {
    expect(HOURS_BUCKETS.map((bucket) => labelOf('web.jobs.hoursBuckets', bucket.value))).toEqual([
      'Alle uren',
      '4-8 uur',
      '8-12 uur',
      '12+ uur',
    ]);
  });

  it.each([
    [3.5, { all: true, '4-8': false, '8-12': false, '12+': false }],
    [4, { all: true, '4-8': true, '8-12': false, '12+': false }],
    [8, { all: true, '4-8': true, '8-12': true, '12+': false }],
    [12, { all: true, '4-8': false, '8-12': true, '12+': true }],
    [40, { all: true, '4-8': false, '8-12': false, '12+': true }],
    [null, { all: true, '4-8': false, '8-12': false, '12+': false }],
  ])('%s hours match inclusive bounds', (hours, expected) => {
    for (const [bucket, matches] of Object.entries(expected)) {
      expect(matchesHoursBucket(hours, bucket as keyof typeof expected)).toBe(matches);
    }
  });
});

describe('dashboard query (spec 000 §5, §7)', () => {
  it('asks for the newest jobs first and leaves empty values out', () => {
    expect(toJobsQuery({ ...EMPTY_FILTERS, search: '   ', location: ' ' })).toEqual({
      order: 'jobAddedDateTime',
      direction: 'desc',
      limit: 12,
    });
  });

  it('trims text, sends the hours bucket bounds and whole-day dates', () => {
    const query = toJobsQuery(
      {
        search: ' barista ',
        location: ' Brugge ',
        jobType: 'Barista',
        hours: '8-12',
        dateFrom: new Date(2026, 11, 1),
        dateTo: new Date(2026, 11, 3),
        radiusKm: 10,
      },
      '["2026-11-30 10:00:00",41]',
    );
    expect(query).toMatchObject({
      after: '["2026-11-30 10:00:00",41]',
      search: 'barista',
      jobLocation: 'Brugge',
      jobType: 'Barista',
      jobTotalHoursMin: 8,
      jobTotalHoursMax: 12,
      date_from: '2026-12-01 00:00:00',
      date_to: '2026-12-03 23:59:59',
      radiusKm: 10,
    });
    expect(toJobsQuery({ ...EMPTY_FILTERS, hours: '12+' })).toMatchObject({
      jobTotalHoursMin: 12,
      jobTotalHoursMax: undefined,
    });
  });
});

describe('client-side hours filter', () => {
  const job = (jobID: number, hours: number | null) =>
    ({ jobID, jobTotalHours: hours, jobHours: hours }) as Job;

  it('keeps page order and drops jobs outside the bucket, bounds included', () => {
    const pages = [
      { data: [job(1, 4), job(2, 9), job(3, 8)] },
      { data: [job(4, 12), job(5, null), job(6, 13)] },
    ];
    expect(visibleJobs(pages, '8-12').map((each) => each.jobID)).toEqual([2, 3, 4]);
    expect(visibleJobs(pages, 'all').map((each) => each.jobID)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleJobs(pages, '12+').map((each) => each.jobID)).toEqual([4, 6]);
  });
});

describe('the search in the address', () => {
  it('writes what differs from the empty search and reads it back the same', () => {
    const filters = {
      ...EMPTY_FILTERS,
      search: ' barista ',
      location: 'Melle',
      radiusKm: 10,
      jobType: 'Barista',
      hours: '4-8' as const,
      dateFrom: new Date(2030, 5, 14),
      dateTo: new Date(2030, 5, 16),
    };
    const params = searchParamsOf(filters);
    expect(params.toString()).toBe(
      'q=barista&town=Melle&km=10&type=Barista&hours=4-8&from=2030-06-14&to=2030-06-16',
    );
    expect(filtersFromSearchParams(params)).toEqual({ ...filters, search: 'barista' });
    expect(searchParamsOf(EMPTY_FILTERS).toString()).toBe('');
  });

  it('leaves out what a shared or typed address holds that cannot be a search', () => {
    const read = filtersFromSearchParams(new URLSearchParams('km=-3&hours=99&from=gisteren&to=2030-13-45'));
    expect(read).toEqual(EMPTY_FILTERS);
  });
});
