import { BENCH_JOBS, benchJob, dateTime } from '../bench-data';
import { createQueryGenerator } from '../distinct-queries';
import type { ScreenRequest } from './scale-load';

export interface Person {
  userID: number;
  token: string;
}

/** The people and rows the bench's requests are made of, chosen from the seeded history (bench-sessions.ts). */
export interface ScaleInputs {
  /** the heaviest first: the workers with the longest histories, then others at random */
  workers: (Person & { bookedApplicationID: number | null })[];
  owners: (Person & { businessID: number; jobIDs: number[]; bookedApplicationIDs: number[] })[];
  admin: Person;
  openJobIDs: number[];
  pending: { applicationID: number; owner: Person }[];
  /** shifts that just ended, each open for one step (bench-sessions.ts) */
  hoursToConfirm: { applicationID: number; worker: Person; start: string; end: string }[];
  hoursToApprove: { applicationID: number; owner: Person }[];
  toRate: { applicationID: number; owner: Person }[];
}

interface Operation {
  name: string;
  /** its share of the mix: what many phones would send in a minute */
  weight: number;
  write?: boolean;
  make(index: number): ScreenRequest | undefined;
}

/**
 * Every read a screen makes, with what the web app sends (apps/web/src/features/…/api), and the writes
 * the mix carries. Request i of an operation comes from person i of the inputs: distinct users, jobs
 * and pages, the heaviest among them. Left out, and why: NOT_MEASURED.
 */
export function screenOperations(inputs: ScaleInputs): Operation[] {
  const { workers, owners, admin } = inputs;
  const worker = (index: number) => workers[index % workers.length]!;
  const owner = (index: number) => owners[index % owners.length]!;
  const get = (operation: string, who: Person, path: string): ScreenRequest => ({
    operation,
    method: 'GET',
    path,
    token: who.token,
  });
  const search = createQueryGenerator(4141, new Set());
  const month = (index: number) => `2026-${String(1 + (index % 11)).padStart(2, '0')}`;
  const day = (daysAhead: number) => dateTime(new Date(Date.now() + daysAhead * 86_400_000)).slice(0, 10);
  return [
    {
      name: 'job search, first page',
      weight: 14,
      make: (i) => get('job search, first page', worker(i), search()),
    },
    {
      name: 'job page',
      weight: 8,
      make: (i) => get('job page', worker(i), `/api/jobs?id=${owner(i).jobIDs[i % 3] ?? 1}`),
    },
    { name: 'me', weight: 5, make: (i) => get('me', worker(i), '/api/me') },
    {
      name: 'my applications',
      weight: 7,
      make: (i) => get('my applications', worker(i), `/api/jobapplications?userID=${worker(i).userID}`),
    },
    {
      name: 'bell (notifications)',
      weight: 3,
      make: (i) => get('bell (notifications)', worker(i), '/api/notifications'),
    },
    {
      // the envelope on every page: the conversations with messages waiting, and how many
      name: 'envelope (waiting conversations)',
      weight: 3,
      make: (i) => get('envelope (waiting conversations)', worker(i), '/api/conversations?unread=1'),
    },
    {
      name: 'inbox (conversations)',
      weight: 1,
      make: (i) => get('inbox (conversations)', worker(i), '/api/conversations'),
    },
    {
      name: 'message thread',
      weight: 3,
      make: (i) => {
        const who = Array.from({ length: workers.length }, (_, offset) => worker(i + offset)).find(
          (candidate) => candidate.bookedApplicationID !== null,
        );
        return who && get('message thread', who, `/api/messages?applicationID=${who.bookedApplicationID}`);
      },
    },
    {
      name: 'worker profile',
      weight: 5,
      make: (i) => get('worker profile', owner(i), `/api/users?id=${worker(i).userID}`),
    },
    {
      name: 'worker reviews',
      weight: 3,
      make: (i) => get('worker reviews', owner(i), `/api/reviews?userID=${worker(i).userID}`),
    },
    {
      name: 'worker skills',
      weight: 2,
      make: (i) => get('worker skills', owner(i), `/api/userskills?userID=${worker(i).userID}`),
    },
    {
      name: 'worker experience',
      weight: 2,
      make: (i) =>
        get('worker experience', owner(i), `/api/workexperiences?userID=${worker(i).userID}&limit=100`),
    },
    { name: 'job alerts', weight: 2, make: (i) => get('job alerts', worker(i), '/api/jobalerts') },
    {
      name: 'calendar (upcoming)',
      weight: 2,
      make: (i) => get('calendar (upcoming)', worker(i), '/api/jobs/upcoming'),
    },
    { name: 'settings', weight: 1, make: (i) => get('settings', worker(i), '/api/usersettings') },
    {
      name: 'work hours (quota)',
      weight: 1,
      make: (i) => get('work hours (quota)', worker(i), '/api/workhours'),
    },
    { name: 'work status', weight: 1, make: (i) => get('work status', worker(i), '/api/workstatus') },
    {
      name: 'employer dashboard (business jobs)',
      weight: 5,
      make: (i) =>
        get(
          'employer dashboard (business jobs)',
          owner(i),
          `/api/jobs?jobBusinessID=${owner(i).businessID}&order=jobStartDateTime&direction=asc&limit=10`,
        ),
    },
    {
      name: 'employer to-do (jobs waiting)',
      weight: 5,
      make: (i) => get('employer to-do (jobs waiting)', owner(i), '/api/jobs/waiting'),
    },
    {
      name: 'employer today and tomorrow',
      weight: 5,
      make: (i) =>
        get(
          'employer today and tomorrow',
          owner(i),
          `/api/jobs?jobBusinessID=${owner(i).businessID}&order=jobStartDateTime&direction=asc&limit=100&jobStartDateTime_gte=${day(0)}&jobStartDateTime_lte=${day(1)}`,
        ),
    },
    {
      name: 'employer dashboard (applications in brief)',
      weight: 5,
      make: (i) =>
        get(
          'employer dashboard (applications in brief)',
          owner(i),
          `/api/jobapplications/of-jobs?jobIDs=${owner(i).jobIDs.join(',') || '1'}`,
        ),
    },
    {
      name: 'applicants of a job',
      weight: 5,
      make: (i) =>
        get('applicants of a job', owner(i), `/api/jobapplications?jobID=${owner(i).jobIDs[i % 3] ?? 1}`),
    },
    { name: 'team', weight: 2, make: (i) => get('team', owner(i), '/api/team') },
    {
      name: 'business page',
      weight: 3,
      make: (i) => get('business page', worker(i), `/api/businesses?businessID=${owner(i).businessID}`),
    },
    {
      name: 'business reviews',
      weight: 2,
      make: (i) => get('business reviews', worker(i), `/api/reviews?businessID=${owner(i).businessID}`),
    },
    {
      name: 'opening hours',
      weight: 1,
      make: (i) => get('opening hours', worker(i), `/api/businesshours?businessID=${owner(i).businessID}`),
    },
    { name: 'employer bell', weight: 2, make: (i) => get('employer bell', owner(i), '/api/notifications') },
    {
      name: 'employer envelope',
      weight: 2,
      make: (i) => get('employer envelope', owner(i), '/api/conversations?unread=1'),
    },
    { name: 'employer inbox', weight: 1, make: (i) => get('employer inbox', owner(i), '/api/conversations') },
    { name: 'dimona tasks', weight: 1, make: (i) => get('dimona tasks', owner(i), '/api/dimona') },
    {
      name: 'contracts of a month',
      weight: 1,
      make: (i) => get('contracts of a month', owner(i), `/api/contracts/list?month=${month(i)}`),
    },
    { name: 'legal details', weight: 1, make: (i) => get('legal details', owner(i), '/api/employerlegal') },
    { name: 'admin overview', weight: 0.2, make: () => get('admin overview', admin, '/api/admin/overview') },
    {
      name: 'admin users',
      weight: 0.2,
      // the first page, then pages anywhere in the list, as far as "Volgende" goes
      make: (i) =>
        get('admin users', admin, `/api/admin/users?limit=20${i > 0 ? `&after=${worker(i).userID}` : ''}`),
    },
    {
      name: 'admin jobs',
      weight: 0.2,
      make: (i) =>
        get(
          'admin jobs',
          admin,
          `/api/admin/jobs?limit=20${i > 0 ? `&after=${owner(i).jobIDs[0] ?? 1}` : ''}`,
        ),
    },
    {
      name: 'admin user search',
      weight: 0.1,
      // what an administrator types to find one person: most of an email address
      make: (i) =>
        get('admin user search', admin, `/api/admin/users?limit=20&search=user${worker(i).userID}%40`),
    },
    {
      name: 'admin job search',
      weight: 0.1,
      make: (i) =>
        get('admin job search', admin, `/api/admin/jobs?limit=20&search=Horecazaak%20${owner(i).businessID}`),
    },
    {
      name: 'apply',
      weight: 3,
      write: true,
      make: (i) => {
        const who = worker(i + 7);
        return {
          operation: 'apply',
          method: 'POST',
          path: '/api/jobapplications',
          token: who.token,
          body: {
            jobApplicationJobID: inputs.openJobIDs[i % inputs.openJobIDs.length],
            jobApplicationUserID: who.userID,
          },
        };
      },
    },
    {
      name: 'accept',
      weight: 2,
      write: true,
      make: (i) => {
        const pending = inputs.pending[i];
        return (
          pending && {
            operation: 'accept',
            method: 'PUT',
            path: `/api/jobapplications?id=${pending.applicationID}`,
            token: pending.owner.token,
            body: { jobApplicationStatus: 'accepted' },
          }
        );
      },
    },
    {
      name: 'confirm hours',
      weight: 1,
      write: true,
      make: (i) => {
        const shift = inputs.hoursToConfirm[i];
        return (
          shift && {
            operation: 'confirm hours',
            method: 'PUT',
            path: `/api/jobapplications/hours?id=${shift.applicationID}`,
            token: shift.worker.token,
            body: {
              jobApplicationWorkedStartDateTime: shift.start,
              jobApplicationWorkedEndDateTime: shift.end,
              jobApplicationBreakMinutes: 30,
            },
          }
        );
      },
    },
    {
      name: 'approve hours',
      weight: 1,
      write: true,
      make: (i) => {
        const shift = inputs.hoursToApprove[i];
        return (
          shift && {
            operation: 'approve hours',
            method: 'POST',
            path: `/api/jobapplications/hours/approve?id=${shift.applicationID}`,
            token: shift.owner.token,
          }
        );
      },
    },
    {
      name: 'rate',
      weight: 1,
      write: true,
      make: (i) => {
        const shift = inputs.toRate[i];
        return (
          shift && {
            operation: 'rate',
            method: 'POST',
            path: `/api/jobapplications/rating?id=${shift.applicationID}`,
            token: shift.owner.token,
            body: { ratingStars: 4 + (i % 2), ratingComment: 'Stipt en vriendelijk.' },
          }
        );
      },
    },
    {
      name: 'message',
      weight: 2,
      write: true,
      make: (i) => {
        const who = owner(i);
        const applicationID = who.bookedApplicationIDs[i % Math.max(1, who.bookedApplicationIDs.length)];
        return (
          (applicationID !== undefined && {
            operation: 'message',
            method: 'POST',
            path: `/api/messages?applicationID=${applicationID}`,
            token: who.token,
            body: { messageText: `Tot morgen! (${i})` },
          }) ||
          undefined
        );
      },
    },
    {
      name: 'bell read',
      weight: 2,
      write: true,
      make: (i) => ({
        operation: 'bell read',
        method: 'POST',
        path: '/api/notifications/read',
        token: worker(i).token,
      }),
    },
    {
      name: 'post a job',
      // about one job every two seconds: fifty times the national average (a million jobs in three
      // years is one every 95 s), a busy evening's peak; each is told to the alerts it matches
      weight: 0.2,
      write: true,
      make: (i) => {
        const job = benchJob(BENCH_JOBS + i, Date.now());
        return {
          operation: 'post a job',
          method: 'POST',
          path: '/api/jobs',
          token: owner(i).token,
          body: {
            jobTitle: job.jobTitle,
            jobLocation: job.jobLocation,
            jobType: job.jobType,
            jobStartDateTime: `${day(5 + (i % 20))} 11:00:00`,
            jobEndDateTime: `${day(5 + (i % 20))} 17:00:00`,
            jobWagePerHour: job.jobWagePerHour,
            jobDescription: job.jobDescription,
          },
        };
      },
    },
  ];
}

/** What the web app calls and the bench leaves out, with why (the issue asks to skip none silently). */
export const NOT_MEASURED: Record<string, string> = {
  'GET /places': 'the town list is a static file held in memory, the same for everyone',
  'GET /health*': 'measured as the probe beside every run',
  'GET /exports/*, /contracts/pdf, /contracts/zip, /mydata/exports/download':
    'downloads a person asks for now and then, not screens; built from one business or person’s rows',
  'GET /contracts?id=, /jobapplications/engagement, /jobapplications/dimona/insz, /inszdisclosures':
    'one engagement’s documents and legal checks, read by primary key',
  'GET /checkin/code, /checkin/log': 'the venue screen of one shift today, by primary key',
  'GET /calendar/:token/jobbel.ics, /calendar/feed': 'a calendar app’s subscription of one person',
  'GET /accounts/:id, /push/key, /mydata/exports': 'one row by key or a constant',
  'POST hours/correct, cancel, no-show':
    'the rarer steps of a shift that just ended or is coming; confirming, approving and rating them are measured',
};
