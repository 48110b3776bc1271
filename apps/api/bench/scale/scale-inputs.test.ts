import { brusselsInstantMs } from '@jobbel/shared/app/brussels-time';
import { describe, expect, it } from 'vitest';
import { benchJob, dateTime } from '../bench-data';
import { inTurns } from './bench-sessions';
import {
  APPLICATION_COLUMNS,
  alertRow,
  applicationsOf,
  notificationRow,
  type SeededJob,
} from './history-rows';
import { volumesAt } from './scale-volumes';
import { type ScaleInputs, screenOperations } from './screen-requests';

// The national-scale bench's inputs (run-scale-bench.ts): the history has the shapes of a real
// marketplace, and the requests are distinct, as many different people's would be.
const volumes = volumesAt(1);
const now = Date.parse('2026-11-27T12:00:00Z');
const jobs: SeededJob[] = Array.from({ length: 20_000 }, (_, index) => ({
  jobID: index + 1,
  ...benchJob(index, now),
}));
const applications = jobs.flatMap((job) => applicationsOf(job, volumes, now));
/** A seeded application's value of one column. */
const column = (row: unknown[], name: (typeof APPLICATION_COLUMNS)[number][0]) =>
  row[APPLICATION_COLUMNS.findIndex(([candidate]) => candidate === name)];

describe('the national-scale history', () => {
  it('gives a job five applications on average, never two from one worker', () => {
    expect(applications.length / jobs.length).toBeGreaterThan(4);
    expect(applications.length / jobs.length).toBeLessThan(6);
    for (const job of jobs.slice(0, 2000)) {
      const workers = applicationsOf(job, volumes, now).map(({ seeded }) => seeded.userID);
      expect(new Set(workers).size).toBe(workers.length);
    }
  });

  it('ends about three in ten completed, with past shifts settled and coming ones still open', () => {
    const completed = applications.filter(({ seeded }) => seeded.status === 'completed');
    expect(completed.length / applications.length).toBeGreaterThan(0.25);
    expect(completed.length / applications.length).toBeLessThan(0.35);
    const today = dateTime(new Date(now));
    expect(completed.every(({ seeded }) => seeded.at <= today)).toBe(true);
    expect(
      applications
        .filter(({ seeded }) => seeded.at > today)
        .every(({ seeded }) => seeded.status !== 'completed'),
    ).toBe(true);
  });

  it('leaves the shifts of the last week being settled: hours to confirm, and within two days confirmed hours waiting', () => {
    const endOf = new Map(jobs.map((job) => [job.jobID, job.jobEndDateTime]));
    const ageOf = (row: unknown[]) => now - brusselsInstantMs(String(endOf.get(Number(row[0]))));
    const settling = applications.filter(
      ({ row }) => column(row, 'jobApplicationStatus') === 'accepted' && ageOf(row) > 0,
    );
    const waiting = settling.filter(({ row }) => column(row, 'jobApplicationHoursStatus') === 'submitted');
    const toConfirm = settling.filter(({ row }) => column(row, 'jobApplicationHoursStatus') === null);
    expect(waiting.length).toBeGreaterThan(10);
    expect(toConfirm.length).toBeGreaterThan(waiting.length);
    for (const { row } of settling) {
      expect(ageOf(row)).toBeLessThan(7 * 86_400_000);
      // the sweep already asked for them: a run does not start with a burst of hour requests
      expect(column(row, 'jobApplicationHoursRequestSentDateTime')).not.toBeNull();
      expect(column(row, 'jobApplicationAgreedEndDateTime')).toBe(endOf.get(Number(row[0])));
    }
    for (const { row } of waiting) {
      expect(ageOf(row)).toBeLessThan(2 * 86_400_000);
      expect(column(row, 'jobApplicationSubmittedEndDateTime')).toBe(
        column(row, 'jobApplicationAgreedEndDateTime'),
      );
      expect(String(column(row, 'jobApplicationHoursSubmittedDateTime')) <= dateTime(new Date(now))).toBe(
        true,
      );
    }
    // booked on the job's terms once past; the coming ones are left to the sweeps that read them
    const completed = applications.filter(({ row }) => column(row, 'jobApplicationStatus') === 'completed');
    expect(completed.every(({ row }) => column(row, 'jobApplicationAgreedWagePerHour') !== null)).toBe(true);
    expect(completed.every(({ row }) => column(row, 'jobApplicationAgreedBreakMinutes') === 0)).toBe(true);
    const today = dateTime(new Date(now));
    expect(
      applications
        .filter(({ seeded }) => seeded.at > today)
        .every(({ row }) => column(row, 'jobApplicationAgreedStartDateTime') === null),
    ).toBe(true);
  });

  it('dates each ended application when it was settled, so the records have three years of outcomes to count in 12 months', () => {
    const ended = applications.filter(({ seeded }) =>
      ['completed', 'noShow', 'cancelled'].includes(seeded.status),
    );
    const settledAt = ended.map(({ row }) => String(column(row, 'jobApplicationUpdatedDateTime')));
    const today = dateTime(new Date(now));
    expect(
      settledAt.every((moment) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(moment) && moment <= today),
    ).toBe(true);
    const yearAgo = dateTime(new Date(now - 365 * 86_400_000));
    const lastYear = settledAt.filter((moment) => moment >= yearAgo).length / settledAt.length;
    // a third of three years, or more as the marketplace grew
    expect(lastYear).toBeGreaterThan(0.3);
    expect(lastYear).toBeLessThan(0.7);
    // a completed shift was settled when it ended
    for (const { row } of ended.filter(({ seeded }) => seeded.status === 'completed'))
      expect(column(row, 'jobApplicationUpdatedDateTime')).toBe(
        column(row, 'jobApplicationCompletedDateTime'),
      );
  });

  it('is skewed: a few workers and businesses have long histories, most have little', () => {
    const perWorker = new Map<number, number>();
    for (const { seeded } of applications)
      perWorker.set(seeded.userID, (perWorker.get(seeded.userID) ?? 0) + 1);
    const counts = [...perWorker.values()].sort((a, b) => b - a);
    const topPercent = counts
      .slice(0, Math.ceil(volumes.workers / 100))
      .reduce((sum, count) => sum + count, 0);
    expect(topPercent / applications.length).toBeGreaterThan(0.08);
    expect(counts[Math.floor(counts.length / 2)]).toBeLessThan(counts[0]! / 20);
    const perBusiness = new Map<number, number>();
    for (const job of jobs) perBusiness.set(job.jobBusinessID, (perBusiness.get(job.jobBusinessID) ?? 0) + 1);
    expect(perBusiness.get(1)! / jobs.length).toBeGreaterThan(0.005);
  });

  it('spreads notifications over three years, the latest partly unread, and alerts over workers', () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => notificationRow(n, volumes, now));
    const created = rows.map((row) => String(row[5])).sort();
    expect(created[0]! < dateTime(new Date(now - 2.5 * 365 * 86_400_000))).toBe(true);
    const unread = rows.filter((row) => row[6] === null).length / rows.length;
    expect(unread).toBeGreaterThan(0.001);
    expect(unread).toBeLessThan(0.1);
    const alerts = Array.from({ length: 1000 }, (_, n) => alertRow(n, volumes, now));
    expect(alerts.every((row) => Number(row[0]) > volumes.businesses)).toBe(true);
  });
});

describe('the national-scale requests', () => {
  const person = (userID: number) => ({ userID, token: `t${userID}` });
  const inputs: ScaleInputs = {
    workers: Array.from({ length: 50 }, (_, index) => ({
      ...person(20_000 + index),
      bookedApplicationID: index + 1,
    })),
    owners: Array.from({ length: 20 }, (_, index) => ({
      ...person(index + 1),
      businessID: index + 1,
      jobIDs: [index * 3 + 1, index * 3 + 2, index * 3 + 3],
      bookedApplicationIDs: [index + 100],
    })),
    admin: person(0),
    openJobIDs: Array.from({ length: 100 }, (_, index) => 5000 + index),
    pending: Array.from({ length: 100 }, (_, index) => ({ applicationID: 9000 + index, owner: person(1) })),
    hoursToConfirm: Array.from({ length: 30 }, (_, index) => ({
      applicationID: 7000 + index,
      worker: person(20_000 + index),
      start: '2026-11-26 18:00:00',
      end: '2026-11-26 23:00:00',
    })),
    hoursToApprove: Array.from({ length: 30 }, (_, index) => ({
      applicationID: 7100 + index,
      owner: person(1),
    })),
    toRate: Array.from({ length: 30 }, (_, index) => ({ applicationID: 7200 + index, owner: person(2) })),
  };

  it('asks each screen of different people: no operation sends the same request twice in its first twenty', () => {
    for (const operation of screenOperations(inputs).filter((candidate) => !candidate.write)) {
      const sent = Array.from({ length: 20 }, (_, index) => operation.make(index)).filter(
        (request) => request !== undefined,
      );
      const distinct = new Set(sent.map((request) => `${request.token} ${request.path}`));
      // the admin's overview is one screen of one person
      if (operation.name !== 'admin overview') expect(distinct.size, operation.name).toBe(sent.length);
    }
  });

  it('takes each shift that just ended one step once, as its own side, with the hours it was booked for', () => {
    const operations = screenOperations(inputs);
    for (const name of ['confirm hours', 'approve hours', 'rate']) {
      const operation = operations.find((candidate) => candidate.name === name)!;
      expect(operation.write, name).toBe(true);
      const sent = Array.from({ length: 20 }, (_, index) => operation.make(index)!);
      expect(new Set(sent.map((request) => request.path)).size, name).toBe(20);
    }
    const confirm = operations.find((candidate) => candidate.name === 'confirm hours')!.make(3)!;
    expect(confirm).toMatchObject({
      method: 'PUT',
      path: '/api/jobapplications/hours?id=7003',
      token: 't20003',
      body: {
        jobApplicationWorkedStartDateTime: '2026-11-26 18:00:00',
        jobApplicationWorkedEndDateTime: '2026-11-26 23:00:00',
      },
    });
    // no shift left for a step: the mix sends none rather than a request bound to fail
    expect(operations.find((candidate) => candidate.name === 'rate')!.make(30)).toBeUndefined();
  });

  it('starts with the heaviest people: request 0 of a worker screen is the first worker', () => {
    const myApplications = screenOperations(inputs).find(
      (operation) => operation.name === 'my applications',
    )!;
    expect(myApplications.make(0)?.path).toBe('/api/jobapplications?userID=20000');
  });
});

it('sends the writes of one person after another, not all of the first one the database listed', () => {
  const rows = [1, 1, 1, 2, 2, 3, 1].map((owner, index) => ({ owner, index }));
  expect(inTurns(rows, (row) => row.owner).map((row) => row.owner)).toEqual([1, 2, 3, 1, 2, 1, 1]);
  // each one's own rows keep their order
  expect(
    inTurns(rows, (row) => row.owner)
      .filter((row) => row.owner === 1)
      .map((row) => row.index),
  ).toEqual([0, 1, 2, 6]);
  expect(inTurns([], () => 1)).toEqual([]);
});
