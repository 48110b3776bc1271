import type {
  Application,
  ApplicationBrief,
  ApplicationJob,
} from '@jobbel/shared/applications/application.schemas';
import { dimonaStateOf } from '@jobbel/shared/engagements/dimona-state';
import { type BusinessAddress, placeOfWork } from '@jobbel/shared/jobs/place-of-work';
import { isRatingRevealed, isRatingWindowOpen, workedHours } from '@jobbel/shared/shifts/shift-rules';
import type { JobApplicationRow, RatingBy, RatingRow } from '../../db/database';
import type { ApplicationJobRow } from '../jobs/jobs.repository';
import { agreedTermsOf } from './agreed-terms';
import type { ApplicationBriefRow } from './applications.repository';

/** A flag column: 0 or 1 on SQLite, a boolean on PostgreSQL. */
const isSet = (flag: number | boolean | null) => Number(flag) === 1;

/** An application in brief, as the business's overview counts and lists it: no record, no contact details. */
export function toApplicationBrief(row: ApplicationBriefRow): ApplicationBrief {
  return {
    jobApplicationID: row.jobApplicationID,
    jobApplicationJobID: row.jobApplicationJobID,
    jobApplicationStatus: row.jobApplicationStatus,
    jobApplicationHoursStatus: row.jobApplicationHoursStatus,
    jobApplicationChangeDeclined: isSet(row.jobApplicationChangeDeclined),
    jobApplicationChangedBy: row.jobApplicationChangedBy,
    jobApplicationUpdatedDateTime: row.jobApplicationUpdatedDateTime,
    applicant:
      row.userFirstName === null || row.userLastName === null
        ? null
        : { userFirstName: row.userFirstName, userLastName: row.userLastName },
  };
}

/** Whose eyes an application is shown to, and its ratings: the other side's stays hidden until revealed. */
export interface ApplicationView {
  viewer: RatingBy;
  ratings: RatingRow[];
  now: string;
}

function ratingsFor(row: JobApplicationRow, view: ApplicationView) {
  const own = view.ratings.find((rating) => rating.ratingBy === view.viewer);
  const other = view.ratings.find((rating) => rating.ratingBy !== view.viewer);
  const completedAt = row.jobApplicationCompletedDateTime;
  const revealed =
    completedAt !== null && isRatingRevealed(own !== undefined && other !== undefined, completedAt, view.now);
  const shown = (rating: RatingRow | undefined) =>
    rating ? { ratingStars: rating.ratingStars, ratingComment: rating.ratingComment } : null;
  return {
    jobApplicationMyRating: shown(own),
    jobApplicationTheirRating: revealed ? shown(other) : null,
    jobApplicationCanRate:
      row.jobApplicationStatus === 'completed' &&
      completedAt !== null &&
      own === undefined &&
      isRatingWindowOpen(completedAt, view.now),
  };
}

const hoursBetween = (start: string | null, end: string | null, breakMinutes: number | null) =>
  start && end ? workedHours(start, end, breakMinutes ?? 0) : null;

/** The worker's own version of the hours and the business's correction, kept beside the hours that count. */
function hourVersionsOf(row: JobApplicationRow) {
  return {
    jobApplicationSubmittedStartDateTime: row.jobApplicationSubmittedStartDateTime,
    jobApplicationSubmittedEndDateTime: row.jobApplicationSubmittedEndDateTime,
    jobApplicationSubmittedBreakMinutes: row.jobApplicationSubmittedBreakMinutes,
    jobApplicationSubmittedHours: hoursBetween(
      row.jobApplicationSubmittedStartDateTime,
      row.jobApplicationSubmittedEndDateTime,
      row.jobApplicationSubmittedBreakMinutes,
    ),
    jobApplicationCorrectedHours: hoursBetween(
      row.jobApplicationCorrectedStartDateTime,
      row.jobApplicationCorrectedEndDateTime,
      row.jobApplicationCorrectedBreakMinutes,
    ),
  };
}

function hoursOf(row: JobApplicationRow) {
  const start = row.jobApplicationWorkedStartDateTime;
  const end = row.jobApplicationWorkedEndDateTime;
  return {
    jobApplicationWorkedStartDateTime: start,
    jobApplicationWorkedEndDateTime: end,
    jobApplicationBreakMinutes: row.jobApplicationBreakMinutes,
    jobApplicationWorkedHours: hoursBetween(start, end, row.jobApplicationBreakMinutes),
    jobApplicationHoursStatus: row.jobApplicationHoursStatus,
    jobApplicationHoursComment: row.jobApplicationHoursComment,
    jobApplicationHoursDecidedBy: row.jobApplicationHoursDecidedBy,
    ...hourVersionsOf(row),
    jobApplicationHoursContestComment: row.jobApplicationHoursContestComment,
  };
}

/**
 * The terms the shift is booked on: the agreed ones while a change of the job waits for the worker's yes,
 * otherwise the job as it is now, or the snapshot taken when applying when the job is gone.
 */
function bookedTermsOf(row: JobApplicationRow, job: ApplicationJobRow | undefined) {
  const agreed = agreedTermsOf(row);
  if (agreed && row.jobApplicationStatus === 'accepted') return agreed;
  return {
    jobLocation: job?.jobLocation ?? row.jobSnapshotLocation,
    jobWagePerHour: job ? job.jobWagePerHour : row.jobSnapshotWagePerHour,
    jobStartDateTime: job ? job.jobStartDateTime : row.jobSnapshotStartDateTime,
    jobEndDateTime: job ? job.jobEndDateTime : null,
    jobBreakMinutes: job ? job.jobBreakMinutes : null,
  };
}

function toApplicationJob(job: ApplicationJobRow): ApplicationJob {
  return {
    jobID: job.jobID,
    jobTitle: job.jobTitle,
    jobStatus: job.jobStatus,
    jobLocation: job.jobLocation,
    jobAddress: job.jobAddress,
    jobHours: job.jobHours,
    jobWagePerHour: job.jobWagePerHour,
    jobStartDateTime: job.jobStartDateTime,
    jobEndDateTime: job.jobEndDateTime,
    jobBreakMinutes: job.jobBreakMinutes,
  };
}

/** The job as it is now when it still exists, otherwise the snapshot taken when applying. */
export function toApplicationDto(
  row: JobApplicationRow,
  job: ApplicationJobRow | undefined,
  company: ({ businessName: string; businessAccountID: number } & Partial<BusinessAddress>) | undefined,
  view: ApplicationView,
): Application {
  const booked = bookedTermsOf(row, job);
  return {
    jobApplicationID: row.jobApplicationID,
    jobApplicationJobID: row.jobApplicationJobID,
    jobApplicationUserID: row.jobApplicationUserID,
    jobApplicationStatus: row.jobApplicationStatus,
    jobApplicationDateTime: row.jobApplicationDateTime,
    jobID: row.jobApplicationJobID,
    jobTitle: job?.jobTitle ?? row.jobSnapshotTitle,
    jobBusinessID: job?.jobBusinessID ?? row.jobSnapshotBusinessID,
    companyName: company?.businessName ?? row.jobSnapshotBusinessName,
    companyAccountID: company?.businessAccountID ?? null,
    jobLocation: booked.jobLocation,
    jobWagePerHour: booked.jobWagePerHour,
    jobStartDateTime: booked.jobStartDateTime,
    jobEndDateTime: booked.jobEndDateTime,
    jobBreakMinutes: booked.jobBreakMinutes ?? 0,
    jobPlaceAddress: job ? placeOfWork(job, company) : null,
    job: job ? toApplicationJob(job) : null,
    jobApplicationUpdatedDateTime: row.jobApplicationUpdatedDateTime,
    jobApplicationChangedBy: row.jobApplicationChangedBy,
    jobApplicationLateCancellation: isSet(row.jobApplicationLateCancellation),
    jobApplicationCancelReason: row.jobApplicationCancelReason,
    jobApplicationAgreedTerms: agreedTermsOf(row),
    jobApplicationChangeProposedDateTime: row.jobApplicationChangeProposedDateTime,
    jobApplicationChangeDeclined: isSet(row.jobApplicationChangeDeclined),
    jobApplicationNoShowState: row.jobApplicationNoShowState,
    jobApplicationNoShowClaimedDateTime: row.jobApplicationNoShowClaimedDateTime,
    jobApplicationNoShowContestReason: row.jobApplicationNoShowContestReason,
    ...hoursOf(row),
    jobApplicationRegime: row.jobApplicationRegime,
    jobApplicationDimonaState: dimonaStateOf(row.jobApplicationDimonaState, row.jobApplicationStatus),
    ...(view.viewer === 'business' && {
      jobApplicationEngagementWarnings: JSON.parse(row.jobApplicationEngagementWarnings ?? '[]'),
    }),
    jobApplicationCompletedDateTime: row.jobApplicationCompletedDateTime,
    ...ratingsFor(row, view),
  };
}
