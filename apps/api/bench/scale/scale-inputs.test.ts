import { describe, expect, it } from 'vitest';
import { benchJob, dateTime } from '../bench-data';
import { alertRow, applicationsOf, notificationRow, type SeededJob } from './history-rows';
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

  it('starts with the heaviest people: request 0 of a worker screen is the first worker', () => {
    const myApplications = screenOperations(inputs).find(
      (operation) => operation.name === 'my applications',
    )!;
    expect(myApplications.make(0)?.path).toBe('/api/jobapplications?userID=20000');
  });
});
