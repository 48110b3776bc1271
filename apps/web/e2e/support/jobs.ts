import { type APIRequestContext, expect } from '@playwright/test';

export interface JobToPost {
  title: string;
  location: string;
  type: string;
  /** the shift's day, this many days from today */
  daysAhead: number;
  /** 'HH:MM' on that day */
  from: string;
  until: string;
  wage: number;
  description: string;
  /** what a worker needs to get there: street and number, the break, what to bring */
  address?: string;
  breakMinutes?: number;
  bring?: string;
  places?: number;
}

export interface PostedJob {
  jobID: number;
  jobStartDateTime: string;
  /** what was sent, for a later PUT of the same job */
  body: Record<string, string | number>;
}

/** A job posted through the API by the signed-in employer whose headers are given. */
export async function postJobViaApi(
  request: APIRequestContext,
  employer: Record<string, string>,
  job: JobToPost,
): Promise<PostedJob> {
  const day = new Date(Date.now() + job.daysAhead * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const body = {
    jobTitle: job.title,
    jobLocation: job.location,
    jobType: job.type,
    jobStartDateTime: `${day} ${job.from}:00`,
    jobEndDateTime: `${day} ${job.until}:00`,
    jobWagePerHour: job.wage,
    jobDescription: job.description,
    ...(job.address ? { jobAddress: job.address } : {}),
    ...(job.breakMinutes ? { jobBreakMinutes: job.breakMinutes } : {}),
    ...(job.bring ? { jobBring: job.bring } : {}),
    ...(job.places ? { jobPlaces: job.places } : {}),
  };
  const posted = await request.post('/api/jobs', { headers: employer, data: body });
  expect(posted.status()).toBe(201);
  const { jobID, jobStartDateTime } = (await posted.json()) as { jobID: number; jobStartDateTime: string };
  return { jobID, jobStartDateTime, body };
}
