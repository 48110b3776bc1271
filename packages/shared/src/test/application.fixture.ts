import type { Application } from '../applications/application.schemas';
import type { BookedTerms } from '../shifts/booked-terms';

/** An application as the API sends it, for tests: a shift at Brasserie in Gent at €15 an hour. */
export function anApplication(
  id: number,
  status: Application['jobApplicationStatus'],
  start: string,
  end: string,
): Application {
  return {
    jobApplicationID: id,
    jobApplicationJobID: id,
    jobApplicationUserID: 1,
    jobApplicationStatus: status,
    jobApplicationDateTime: '2030-06-01 10:00:00',
    jobID: id,
    jobTitle: `Shift ${id}`,
    jobBusinessID: 1,
    companyName: 'Brasserie',
    companyAccountID: 2,
    jobLocation: 'Gent',
    jobWagePerHour: 15,
    jobStartDateTime: start,
    jobEndDateTime: end,
    jobBreakMinutes: 0,
    job: { jobEndDateTime: end, jobHours: 6 } as Application['job'],
    jobApplicationUpdatedDateTime: null,
    jobApplicationChangedBy: null,
    jobApplicationLateCancellation: false,
    jobApplicationCancelReason: null,
    jobPlaceAddress: null,
    jobApplicationAgreedTerms: null,
    jobApplicationChangeProposedDateTime: null,
    jobApplicationChangeDeclined: false,
    jobApplicationNoShowState: null,
    jobApplicationNoShowClaimedDateTime: null,
    jobApplicationNoShowContestReason: null,
    jobApplicationWorkedStartDateTime: null,
    jobApplicationWorkedEndDateTime: null,
    jobApplicationBreakMinutes: null,
    jobApplicationWorkedHours: null,
    jobApplicationHoursStatus: null,
    jobApplicationRegime: null,
    jobApplicationDimonaState: null,
    jobApplicationHoursComment: null,
    jobApplicationSubmittedStartDateTime: null,
    jobApplicationSubmittedEndDateTime: null,
    jobApplicationSubmittedBreakMinutes: null,
    jobApplicationSubmittedHours: null,
    jobApplicationCorrectedHours: null,
    jobApplicationHoursContestComment: null,
    jobApplicationHoursDecidedBy: null,
    jobApplicationCompletedDateTime: null,
    jobApplicationMyRating: null,
    jobApplicationTheirRating: null,
    jobApplicationCanRate: false,
  };
}

/** A shift booked on `agreed`, as its worker sees it, with its job as the business has it now: `now` over `agreed`. */
export function aBookedShift(
  agreed: BookedTerms,
  now: Partial<NonNullable<Application['job']>> = {},
): Application {
  const application = anApplication(1, 'accepted', agreed.jobStartDateTime!, agreed.jobEndDateTime!);
  return {
    ...application,
    jobLocation: agreed.jobLocation,
    jobWagePerHour: agreed.jobWagePerHour,
    jobBreakMinutes: agreed.jobBreakMinutes ?? 0,
    jobApplicationAgreedTerms: agreed,
    job: { ...application.job, ...agreed, ...now } as Application['job'],
  };
}
