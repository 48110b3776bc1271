import type { JobApplication } from '@jobbel/shared/applications/application.schemas';
import type { Job } from '@jobbel/shared/jobs/job.schemas';
import { anApplication } from '@jobbel/shared/test/application.fixture';
import { describe, expect, it } from 'vitest';
import { employerTodo } from './employer-todo';

const now = '2030-06-10 12:00:00';
const job = (jobID: number, start: string) =>
  ({ jobID, jobTitle: `Job ${jobID}`, jobStartDateTime: start }) as Job;
const applicant = (
  id: number,
  status: JobApplication['jobApplicationStatus'],
  changes: Partial<JobApplication> = {},
): JobApplication => ({
  ...anApplication(id, status, '2030-06-12 10:00:00', '2030-06-12 16:00:00'),
  applicant: { userFirstName: 'Lies', userLastName: `Nr${id}` } as JobApplication['applicant'],
  ...changes,
});

describe('what waits for the business', () => {
  it('lists new applicants per coming job, hours to approve, and recent answers to a change or an invitation', () => {
    const coming = job(1, '2030-06-12 10:00:00');
    const past = job(2, '2030-06-01 10:00:00');
    const applications: Record<number, JobApplication[]> = {
      1: [
        applicant(11, 'pending'),
        applicant(12, 'pending'),
        applicant(13, 'cancelled', {
          jobApplicationChangeDeclined: true,
          jobApplicationUpdatedDateTime: '2030-06-10 09:00:00',
        }),
        applicant(14, 'accepted', {
          jobApplicationChangedBy: 'worker',
          jobApplicationUpdatedDateTime: '2030-06-09 12:00:00',
        }),
        // an answer older than three days is no longer news
        applicant(15, 'accepted', {
          jobApplicationChangedBy: 'worker',
          jobApplicationUpdatedDateTime: '2030-06-06 12:00:00',
        }),
        applicant(16, 'accepted', { jobApplicationChangedBy: 'business' }),
      ],
      2: [
        applicant(21, 'pending'),
        applicant(22, 'accepted', { jobApplicationHoursStatus: 'submitted' }),
        applicant(23, 'accepted', { jobApplicationHoursStatus: 'contested' }),
      ],
    };
    const items = employerTodo([coming, past], (jobID) => applications[jobID] ?? [], now);
    expect(items.map((item) => [item.text, item.href])).toEqual([
      ['Nieuwe sollicitanten (2) · Job 1', '/employer-dashboard?job=1'],
      ['Lies Nr13 weigerde de wijziging · Job 1: de plaats is weer open', '/employer-dashboard?job=1'],
      ['Lies Nr14 zei ja · Job 1', '/employer-dashboard?job=1'],
      ['Uren te keuren: Lies Nr22 · Job 2', '/employer-dashboard?job=2'],
      ['Uren te keuren: Lies Nr23 · Job 2', '/employer-dashboard?job=2'],
    ]);
  });
});
