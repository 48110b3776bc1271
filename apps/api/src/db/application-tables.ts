import type { ApplicationStatus } from '@jobbel/shared/applications/application.schemas';
import type { CheckKind, CheckMethod } from '@jobbel/shared/check-in/check-in.constants';
import type { DimonaState } from '@jobbel/shared/engagements/dimona.schemas';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import type { ChangedBy, HoursStatus, NoShowState } from '@jobbel/shared/shifts/shift.constants';
import type { Generated } from 'kysely';

export type JobApplicationStatus = ApplicationStatus;

export interface JobApplicationsTable {
  jobApplicationID: Generated<number>;
  jobApplicationJobID: number;
  jobApplicationUserID: number;
  jobApplicationStatus: ApplicationStatus;
  jobApplicationDateTime: string;
  jobApplicationUpdatedDateTime: string | null;
  /** what the job looked like when applying: shown when the job is gone */
  jobSnapshotTitle: string;
  jobSnapshotBusinessID: number;
  jobSnapshotBusinessName: string | null;
  jobSnapshotLocation: string | null;
  jobSnapshotWagePerHour: number | null;
  jobSnapshotStartDateTime: string | null;
  jobApplicationChangedBy: ChangedBy | null;
  /** 0 or 1: a worker's cancellation under 24 hours before the start */
  jobApplicationLateCancellation: Generated<number>;
  jobApplicationCancelReason: string | null;
  /** the terms the worker was booked on (migration 29): a job whose terms differ proposes a change */
  jobApplicationAgreedStartDateTime: string | null;
  jobApplicationAgreedEndDateTime: string | null;
  jobApplicationAgreedLocation: string | null;
  jobApplicationAgreedWagePerHour: number | null;
  jobApplicationAgreedBreakMinutes: number | null;
  jobApplicationChangeProposedDateTime: string | null;
  /** 0 or 1: cancelled because the worker declined a change of the booked terms */
  jobApplicationChangeDeclined: Generated<number>;
  jobApplicationNoShowState: NoShowState | null;
  jobApplicationNoShowClaimedDateTime: string | null;
  jobApplicationNoShowContestReason: string | null;
  jobApplicationNoShowWithdrawnDateTime: string | null;
  jobApplicationWorkedStartDateTime: string | null;
  jobApplicationWorkedEndDateTime: string | null;
  jobApplicationBreakMinutes: number | null;
  jobApplicationHoursStatus: HoursStatus | null;
  jobApplicationHoursSubmittedDateTime: string | null;
  jobApplicationHoursComment: string | null;
  jobApplicationSubmittedStartDateTime: string | null;
  jobApplicationSubmittedEndDateTime: string | null;
  jobApplicationSubmittedBreakMinutes: number | null;
  jobApplicationCorrectedStartDateTime: string | null;
  jobApplicationCorrectedEndDateTime: string | null;
  jobApplicationCorrectedBreakMinutes: number | null;
  jobApplicationHoursContestComment: string | null;
  jobApplicationHoursWarningSentDateTime: string | null;
  jobApplicationHoursDecidedBy: 'business' | 'auto' | null;
  jobApplicationCompletedDateTime: string | null;
  jobApplicationReminderSentDateTime: string | null;
  jobApplicationHoursRequestSentDateTime: string | null;
  /** the regime the business engaged her under, chosen at accepting */
  jobApplicationRegime: Regime | null;
  /** JSON array of the warnings the business confirmed at accepting */
  jobApplicationEngagementWarnings: string | null;
  jobApplicationDimonaState: DimonaState | null;
  /** the period id the RSZ returned for the Dimona, entered by the business */
  jobApplicationDimonaPeriodID: string | null;
  jobApplicationDimonaDeclaredBy: number | null;
  jobApplicationDimonaDeclaredDateTime: string | null;
  jobApplicationDimonaReminderSentDateTime: string | null;
  jobApplicationDimonaStartAlertSentDateTime: string | null;
  jobApplicationCheckInReminderSentDateTime: string | null;
  jobApplicationNoCheckInAlertSentDateTime: string | null;
  /** both sides were told that a student contract is not signed 12 hours before the start (migration 2026-11-30) */
  jobApplicationContractNoticeSentDateTime: string | null;
  /** the business let a worker without a signed student contract check in, taking the risk */
  jobApplicationContractRiskAcceptedDateTime: string | null;
}

/** How an attempt ended before the worker applied to the same job again (migration 27). */
export interface EarlierApplicationsTable {
  earlierApplicationID: Generated<number>;
  earlierOfApplicationID: number;
  earlierUserID: number;
  earlierBusinessID: number;
  earlierStatus: ApplicationStatus;
  earlierChangedBy: ChangedBy | null;
  earlierLateCancellation: number;
  earlierSettledDateTime: string | null;
}

export type RatingBy = 'worker' | 'business';

export interface RatingsTable {
  ratingID: Generated<number>;
  ratingApplicationID: number;
  ratingBy: RatingBy;
  ratingStars: number;
  ratingComment: string | null;
  ratingDateTime: string;
  /** the worker and the business of the rated shift, filled in from it when not given */
  ratingWorkerID: Generated<number>;
  ratingBusinessID: Generated<number>;
}

export interface TeamMembersTable {
  teamMemberBusinessID: number;
  teamMemberUserID: number;
  teamMemberAddedDateTime: string;
}

export interface MessagesTable {
  messageID: Generated<number>;
  messageApplicationID: number;
  messageBy: RatingBy;
  messageText: string;
  messageDateTime: string;
  messageReadDateTime: string | null;
  messageMailed: Generated<number>;
}

/** one per application with messages, kept by triggers on messages (migration 2026-11-30T09-00) */
export interface ConversationsTable {
  conversationApplicationID: number;
  conversationWorkerID: number;
  conversationBusinessID: number;
  conversationLastMessageID: number;
  /** the business's messages the worker has not read, and the worker's the business has not */
  conversationWorkerUnread: number;
  conversationBusinessUnread: number;
}

export interface JobAlertsTable {
  alertID: Generated<number>;
  alertUserID: number;
  alertName: string;
  alertSearch: string | null;
  alertLocation: string | null;
  alertRadiusKm: number | null;
  alertJobType: string | null;
  alertHours: string;
  alertFrequency: 'instant' | 'daily';
  alertCreatedDateTime: string;
}

export interface JobAlertMatchesTable {
  matchUserID: number;
  matchJobID: number;
  matchAlertID: number;
  matchDateTime: string;
  matchDigestSent: Generated<number>;
  /** 0 while the match waits for its notice (alert-announcements.ts) */
  matchAnnounced: Generated<number>;
}

export interface JobAlertDigestsTable {
  digestUserID: number;
  digestDate: string;
}

/** One check-in or check-out of a booked shift (migration 2026-11-29T01-00): appended, never changed. */
export interface PresenceChecksTable {
  checkID: Generated<number>;
  checkApplicationID: number;
  checkJobID: number;
  checkKind: CheckKind;
  checkMethod: CheckMethod;
  /** when the worker came or left, Brussels wall-clock time */
  checkedAt: string;
  checkRecordedAt: string;
  checkRecordedBy: 'worker' | 'business';
  checkRecordedByUserID: number;
  checkReason: string | null;
  checkDistanceMetres: number | null;
}
