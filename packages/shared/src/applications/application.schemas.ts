import { z } from 'zod';
import { cursorPageOf, momentCursorSchema } from '../app/page.schemas';
import { calendarDateSchema, idSchema } from '../app/primitive.schemas';
import { DIMONA_STATES } from '../engagements/dimona.schemas';
import { engagementWarningSchema } from '../engagements/engagement-check.schemas';
import { REGIMES } from '../engagements/regimes';
import { jobSchema } from '../jobs/job.schemas';
import { bookedTermsSchema } from '../shifts/booked-terms.schemas';
import { CHANGED_BY, HOURS_STATUSES, NO_SHOW_STATES } from '../shifts/shift.constants';
import { ratingSchema, workerRecordSchema } from '../shifts/shift.schemas';
import { JOBS_AT_ONCE } from './application.constants';

/** docs/decisions/application-states.md: (invited or) pending → accepted → completed, or off the path at any arrow. */
export const APPLICATION_STATUSES = [
  'invited',
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'cancelled',
  'noShow',
  'completed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

// docs/decisions/api-conventions.md: answers the client maps
export const ALREADY_APPLIED = 'already applied';
export const JOB_NOT_AVAILABLE = 'job not available';
export const BUSINESS_CANNOT_APPLY = 'validation.applications.businessAccountsCannotApplyForJobs';

export const applyPayloadSchema = z.object({
  jobApplicationJobID: idSchema,
  jobApplicationUserID: idSchema,
});
export type ApplyPayload = z.infer<typeof applyPayloadSchema>;

export const applicationStatusPayloadSchema = z.object({
  jobApplicationStatus: z.enum(['accepted', 'rejected', 'withdrawn']),
  /** accepting only: the regime of the engagement (modules/engagements); without it, the suggested one */
  jobApplicationRegime: z.enum(REGIMES, { error: 'validation.engagements.regime' }).optional(),
});

/**
 * The job as it is now beside an application: what a booked shift is compared with and planned by.
 * Not its page (description, lists, gallery): a page of applications sent them once for each card.
 */
export const applicationJobSchema = jobSchema.pick({
  jobID: true,
  jobTitle: true,
  jobStatus: true,
  jobLocation: true,
  jobAddress: true,
  jobHours: true,
  jobWagePerHour: true,
  jobStartDateTime: true,
  jobEndDateTime: true,
  jobBreakMinutes: true,
});
export type ApplicationJob = z.infer<typeof applicationJobSchema>;

/** An application with the job as it is now, or null when it was deleted, and the snapshot taken at applying. */
export const applicationSchema = z.object({
  jobApplicationID: z.number(),
  jobApplicationJobID: z.number(),
  jobApplicationUserID: z.number(),
  jobApplicationStatus: z.enum(APPLICATION_STATUSES),
  jobApplicationDateTime: z.string(),
  jobID: z.number(),
  jobTitle: z.string(),
  jobBusinessID: z.number(),
  companyName: z.string().nullable(),
  companyAccountID: z.number().nullable(),
  jobLocation: z.string().nullable(),
  jobWagePerHour: z.number().nullable(),
  jobStartDateTime: z.string().nullable(),
  jobEndDateTime: z.string().nullable(),
  /** the unpaid break the shift is booked with, in minutes (0 when the job is gone and none was agreed) */
  jobBreakMinutes: z.number(),
  /** street and number, town: where the worker goes (the job's own address, else the business's) */
  jobPlaceAddress: z.string().nullable(),
  job: applicationJobSchema.nullable(),
  jobApplicationUpdatedDateTime: z.string().nullable(),
  jobApplicationChangedBy: z.enum(CHANGED_BY).nullable(),
  jobApplicationLateCancellation: z.boolean(),
  jobApplicationCancelReason: z.string().nullable(),
  /** the terms the worker was booked on; when the job's differ, a change waits for her yes */
  jobApplicationAgreedTerms: bookedTermsSchema.nullable(),
  jobApplicationChangeProposedDateTime: z.string().nullable(),
  /** cancelled because the worker declined a change: never counted against her */
  jobApplicationChangeDeclined: z.boolean(),
  /** a no-show claim (status noShow): claimed by the business, contested by the worker, or confirmed */
  jobApplicationNoShowState: z.enum(NO_SHOW_STATES).nullable(),
  jobApplicationNoShowClaimedDateTime: z.string().nullable(),
  jobApplicationNoShowContestReason: z.string().nullable(),
  jobApplicationWorkedStartDateTime: z.string().nullable(),
  jobApplicationWorkedEndDateTime: z.string().nullable(),
  jobApplicationBreakMinutes: z.number().nullable(),
  jobApplicationWorkedHours: z.number().nullable(),
  jobApplicationHoursStatus: z.enum(HOURS_STATUSES).nullable(),
  /** the regime she is engaged under, once accepted (engagements/regimes.ts) */
  jobApplicationRegime: z.enum(REGIMES).nullable(),
  /** the state of the engagement's Dimona (engagements/dimona-state.ts); its period id only in the Dimona view */
  jobApplicationDimonaState: z.enum(DIMONA_STATES).nullable(),
  /** what the business confirmed it was warned about at accepting; shown to the business only */
  jobApplicationEngagementWarnings: z.array(engagementWarningSchema).optional(),
  jobApplicationHoursComment: z.string().nullable(),
  /** the hours as the worker confirmed them, kept when the business corrects them: both versions stay visible */
  jobApplicationSubmittedStartDateTime: z.string().nullable(),
  jobApplicationSubmittedEndDateTime: z.string().nullable(),
  jobApplicationSubmittedBreakMinutes: z.number().nullable(),
  jobApplicationSubmittedHours: z.number().nullable(),
  jobApplicationCorrectedHours: z.number().nullable(),
  jobApplicationHoursContestComment: z.string().nullable(),
  jobApplicationHoursDecidedBy: z.enum(['business', 'auto']).nullable(),
  jobApplicationCompletedDateTime: z.string().nullable(),
  /** the viewer's own rating of the other side, and theirs once revealed (both rated or the window closed) */
  jobApplicationMyRating: ratingSchema.nullable(),
  jobApplicationTheirRating: ratingSchema.nullable(),
  jobApplicationCanRate: z.boolean(),
});
export type Application = z.infer<typeof applicationSchema>;

/** A worker's own applications: newest first, a page at a time, or those for one job or starting within days. */
export const applicationListSchema = cursorPageOf(applicationSchema);
export type ApplicationList = z.infer<typeof applicationListSchema>;

/**
 * A worker's own applications on one page of My Applications: a phone's screenful several times over,
 * read for the first look at a busy history.
 */
export const APPLICATIONS_PAGE_SIZE = 20;
/** At most this many applications whose shift starts within asked days (a calendar's month, today's check-in). */
export const APPLICATIONS_WITHIN_DAYS_MAX = 200;

/**
 * GET /api/jobapplications, for a worker's own: `userID` alone pages newest first (`after`); with
 * `jobID` her application to that job; with `startsFrom`/`startsBefore` those whose shift starts
 * on those days, first first. For a business, `jobID` alone pages the job's applications (`after`).
 */
export const ownApplicationsQuerySchema = z
  .object({
    userID: idSchema.optional(),
    jobID: idSchema.optional(),
    after: momentCursorSchema.optional().describe('The nextCursor of the previous page'),
    startsFrom: calendarDateSchema().optional().describe('First day a shift starts on (with startsBefore)'),
    startsBefore: calendarDateSchema().optional().describe('The day after the last one a shift starts on'),
  })
  .refine((query) => (query.startsFrom === undefined) === (query.startsBefore === undefined), {
    message: 'validation.jobs.daysBothOrNeither',
    path: ['startsBefore'],
  })
  .refine((query) => !query.startsFrom || !query.startsBefore || query.startsFrom < query.startsBefore, {
    message: 'validation.jobs.dateFromAfterDateTo',
    path: ['startsBefore'],
  });
export type OwnApplicationsQuery = z.infer<typeof ownApplicationsQuerySchema>;

/** What the business that posted the job sees of an applicant (docs/decisions/who-may-do-what.md: email and phone included). */
export const applicantSchema = z.object({
  userID: z.number(),
  userFirstName: z.string(),
  userLastName: z.string(),
  userEmail: z.string(),
  userPhoneNumber: z.string().nullable(),
  userAvatar: z.string().nullable(),
  userBio: z.string().nullable(),
  userAddressCity: z.string().nullable(),
  skills: z.array(z.string()),
  applicantRecord: workerRecordSchema,
  /** whether she is in this business's team ("Mijn team") */
  applicantInTeam: z.boolean(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const jobApplicationSchema = applicationSchema.extend({ applicant: applicantSchema.nullable() });
export type JobApplication = z.infer<typeof jobApplicationSchema>;
/** The applications to a job its business posted: newest first, a page at a time (`after`). */
export const jobApplicationListSchema = cursorPageOf(jobApplicationSchema);
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>;
/** A job's applicants on one page of the applicants dialog, each with her record. */
export const APPLICANTS_PAGE_SIZE = 50;

/** GET /api/jobapplications/of-jobs?jobIDs=1,2,3 — the applications to these jobs of the business, in brief. */
export const applicationsOfJobsQuerySchema = z.object({
  jobIDs: z
    .string()
    .max(JOBS_AT_ONCE * 11, { error: 'validation.applications.tooManyJobs', abort: true })
    .transform((list): (string | number)[] => list.split(','))
    .pipe(z.array(idSchema).min(1).max(JOBS_AT_ONCE, 'validation.applications.tooManyJobs'))
    .describe(`Up to ${JOBS_AT_ONCE} job ids, separated by commas`),
});

/**
 * What a business's overview shows of each application to its jobs: where it stands and whose it is,
 * without the applicant's record, skills or contact details (the applicants dialog reads those).
 */
export const applicationBriefSchema = applicationSchema
  .pick({
    jobApplicationID: true,
    jobApplicationJobID: true,
    jobApplicationStatus: true,
    jobApplicationHoursStatus: true,
    jobApplicationChangeDeclined: true,
    jobApplicationChangedBy: true,
    jobApplicationUpdatedDateTime: true,
  })
  .extend({ applicant: applicantSchema.pick({ userFirstName: true, userLastName: true }).nullable() });
export type ApplicationBrief = z.infer<typeof applicationBriefSchema>;
export const applicationBriefListSchema = z.object({ data: z.array(applicationBriefSchema) });
export type ApplicationBriefList = z.infer<typeof applicationBriefListSchema>;
