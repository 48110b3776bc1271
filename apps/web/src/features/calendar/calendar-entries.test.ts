import type { Application } from '@jobbel/shared/applications/application.schemas';
import { describe, expect, it } from 'vitest';
import { entriesFromApplications } from './calendar-entries';

const now = new Date(2030, 5, 10, 12, 0);

function application(
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

describe('the worker’s calendar (issue 15, item 7)', () => {
  it('marks each shift’s state, keeps completed ones after the day, and leaves out what never was a shift or one that passed unconfirmed', () => {
    const entries = entriesFromApplications(
      [
        application(1, 'pending', '2030-06-12 10:00:00', '2030-06-12 16:00:00'),
        application(2, 'accepted', '2030-06-13 10:00:00', '2030-06-13 16:00:00'),
        application(3, 'cancelled', '2030-06-14 10:00:00', '2030-06-14 16:00:00'),
        application(4, 'completed', '2030-06-02 10:00:00', '2030-06-02 16:00:00'),
        application(5, 'rejected', '2030-06-15 10:00:00', '2030-06-15 16:00:00'),
        application(6, 'withdrawn', '2030-06-16 10:00:00', '2030-06-16 16:00:00'),
        application(7, 'noShow', '2030-06-03 10:00:00', '2030-06-03 16:00:00'),
        application(8, 'accepted', '2030-06-04 10:00:00', '2030-06-04 16:00:00'),
        application(9, 'invited', '2030-06-17 10:00:00', '2030-06-17 16:00:00'),
      ],
      now,
    );
    expect(entries.map((entry) => [entry.title, entry.shiftState, entry.kind])).toEqual([
      ['Shift 1', 'pending', 'future'],
      ['Shift 2', 'confirmed', 'future'],
      ['Shift 3', 'cancelled', 'future'],
      ['Shift 4', 'completed', 'past'],
      ['Shift 7', 'noShow', 'past'],
    ]);
  });
});
