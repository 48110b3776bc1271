import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ConversationsTable,
  EarlierApplicationsTable,
  JobAlertDigestsTable,
  JobAlertMatchesTable,
  JobAlertsTable,
  JobApplicationsTable,
  MessagesTable,
  PresenceChecksTable,
  RatingsTable,
  TeamMembersTable,
} from './application-tables';
import type {
  BusinessWorkplacesTable,
  ContractSignaturesTable,
  ContractVersionsTable,
  EmployerLegalDetailsTable,
  InszDisclosuresTable,
  WorkerStatusesTable,
} from './engagement-tables';
import type {
  CalendarFeedsTable,
  CountersTable,
  DataExportsTable,
  HealthProbesTable,
  MailTokensTable,
  NotificationsTable,
  OutboxTable,
  PushSubscriptionsTable,
  RecordCacheTable,
  RecordChangesTable,
  RecordOutcomeMonthsTable,
  RecordTotalsTable,
  ServerKeysTable,
  SessionVersionTable,
  StoredFilesTable,
} from './server-state-tables';

export type {
  JobAlertsTable,
  JobApplicationStatus,
  JobApplicationsTable,
  RatingBy,
  RatingsTable,
} from './application-tables';

export interface AccountsTable {
  accountID: Generated<number>;
  accountName: string;
  accountEmail: string;
  accountType: AccountType;
  oauthClientId: string;
  oauthClientSecretHash: string;
  createdAt: string;
  /** the deletion the account asked for, and when it is due (migration 2026-11-30T02-00_my-data) */
  accountDeletionRequestedDateTime: string | null;
  accountDeletionDueDateTime: string | null;
  /** when its personal data was erased; the account stays as a name for the records the law keeps */
  accountDeletedDateTime: string | null;
  /** whether the profile was public before the asked deletion hid it: a cancel restores it */
  accountProfileWasPublic: number | null;
}

export interface UsersTable {
  userID: Generated<number>;
  userAccountID: number;
  userUsername: string;
  userFirstName: string;
  userLastName: string;
  userEmail: string;
  userPasswordHash: string;
  userPhoneNumber: string | null;
  userGsmNumber: string | null;
  /** AES-256-GCM ciphertext (docs/decisions/who-may-do-what.md: personal data under Belgian law). */
  userNationalRegisterNumberEncrypted: string | null;
  userDateOfBirth: string | null;
  userAddressStreet: string | null;
  userAddressNumber: string | null;
  userAddressZipCode: string | null;
  userAddressCity: string | null;
  userAddressCountry: string | null;
  userBio: string | null;
  userAvatar: string | null;
  avatarVersion: number;
  emailConfirmedAt: string | null;
  registrationComplete: number;
  createdAt: string;
  /** JSON array of interest keys chosen in onboarding */
  userInterests: Generated<string>;
  /** nl-BE, fr-BE or en; null reads nl-BE (migration 2026-11-28T01-00_user-language) */
  userLanguage: string | null;
}

export type TokenKind = 'client' | 'user';

export interface TokensTable {
  tokenID: Generated<number>;
  tokenHash: string;
  tokenKind: TokenKind;
  accountID: number;
  userID: number | null;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
  /** the login session of a user token; null for client tokens and tokens from before */
  sessionID: string | null;
}

export interface LoginSessionsTable {
  sessionID: string;
  userID: number;
  createdAt: number;
  endedAt: number | null;
}

export interface RefreshTokensTable {
  refreshTokenHash: string;
  sessionID: string;
  expiresAt: number;
  usedAt: number | null;
}

export type EmailCodePurpose = 'verify' | 'reset';

export interface EmailCodesTable {
  emailCodeID: Generated<number>;
  userID: number;
  purpose: EmailCodePurpose;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  failedAttempts: number;
  closedAt: number | null;
}

export interface BusinessesTable {
  businessID: Generated<number>;
  businessAccountID: number;
  businessName: string;
  businessCategory: string | null;
  businessVatNumber: string | null;
  businessStreet: string | null;
  businessNumber: string | null;
  businessZipCode: string | null;
  businessCity: string | null;
  businessCountry: string | null;
  businessDescription: string | null;
  businessPhone: string | null;
  businessWebsite: string | null;
  businessAvatar: string | null;
  businessCoverPicture: string | null;
  created_at: string;
}

export interface BusinessHoursTable {
  businessHourID: Generated<number>;
  businessID: number;
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
}

export interface JobsTable {
  jobID: Generated<number>;
  jobBusinessID: number;
  jobTitle: string;
  jobDescription: string;
  jobType: string;
  jobLocation: string;
  jobWagePerHour: number | null;
  jobStartDateTime: string | null;
  jobEndDateTime: string | null;
  jobHours: number | null;
  /** street and number of the place of work when it is not the business's address (migration 30) */
  jobAddress: string | null;
  jobBreakMinutes: Generated<number>;
  /** what to wear or bring */
  jobBring: string | null;
  jobExperience: string | null;
  /** JSON array of the regimes (student, flexi, extra, ordinary) the job is open to */
  jobRegimes: Generated<string>;
  /** JSON arrays of strings */
  jobRequirements: string;
  jobBenefits: string;
  jobGallery: string;
  jobBanner: string | null;
  jobStatus: string;
  /** how many workers the job needs; it is filled once that many are accepted */
  jobPlaces: Generated<number>;
  jobAcceptedCount: Generated<number>;
  jobAddedDateTime: string;
  /** title and text of the description, lower case without accents: what search matches */
  jobSearchText: string;
  /** jobLocation, lower case without accents: what the location filter matches */
  jobLocationKey: string;
  /** the town's coordinates (modules/places), null for a town not in the list */
  jobLatitude: number | null;
  jobLongitude: number | null;
  /** 0 until the alert matcher has looked at a newly posted job (migration 16) */
  jobAlertsChecked: Generated<number>;
}

/** one row per change to a job that is or was active, written by triggers (migration 17) */
export interface JobChangesTable {
  changeID: Generated<number>;
  jobID: number;
  changedAt: Generated<string>;
}

/** ids of deleted jobs: their links answer 'no longer available' (410), not 'unknown' (404) */
export interface DeletedJobsTable {
  jobID: number;
  deletedAt: string;
}

export interface UserSkillsTable {
  userSkillID: Generated<number>;
  userSkillUserID: number;
  userSkillName: string;
  userSkillLevel: string | null;
}

export interface WorkExperiencesTable {
  workExperienceID: Generated<number>;
  workExperienceUserID: number;
  workExperienceCompany: string;
  workExperienceFunction: string;
  workExperienceStartDate: string;
  workExperienceEndDate: string | null;
  workExperienceDescription: string | null;
  workExperienceLocation: string | null;
}

export interface UserSettingsTable {
  userID: number;
  notifications: string;
  privacy: string;
}

export interface Database {
  accounts: AccountsTable;
  users: UsersTable;
  tokens: TokensTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_codes: EmailCodesTable;
  businesses: BusinessesTable;
  business_hours: BusinessHoursTable;
  jobs: JobsTable;
  deleted_jobs: DeletedJobsTable;
  job_changes: JobChangesTable;
  job_applications: JobApplicationsTable;
  earlier_applications: EarlierApplicationsTable;
  ratings: RatingsTable;
  team_members: TeamMembersTable;
  messages: MessagesTable;
  conversations: ConversationsTable;
  job_alerts: JobAlertsTable;
  job_alert_matches: JobAlertMatchesTable;
  job_alert_digests: JobAlertDigestsTable;
  user_skills: UserSkillsTable;
  work_experiences: WorkExperiencesTable;
  user_settings: UserSettingsTable;
  stored_files: StoredFilesTable;
  outbox: OutboxTable;
  notifications: NotificationsTable;
  mail_tokens: MailTokensTable;
  push_subscriptions: PushSubscriptionsTable;
  calendar_feeds: CalendarFeedsTable;
  counters: CountersTable;
  server_keys: ServerKeysTable;
  session_version: SessionVersionTable;
  health_probes: HealthProbesTable;
  employer_legal_details: EmployerLegalDetailsTable;
  business_workplaces: BusinessWorkplacesTable;
  worker_statuses: WorkerStatusesTable;
  insz_disclosures: InszDisclosuresTable;
  presence_checks: PresenceChecksTable;
  contract_versions: ContractVersionsTable;
  contract_signatures: ContractSignaturesTable;
  data_exports: DataExportsTable;
  record_changes: RecordChangesTable;
  record_cache: RecordCacheTable;
  record_totals: RecordTotalsTable;
  record_outcome_months: RecordOutcomeMonthsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type TokenRow = Selectable<TokensTable>;
export type EmailCodeRow = Selectable<EmailCodesTable>;
export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;
export type BusinessRow = Selectable<BusinessesTable>;
export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type RatingRow = Selectable<RatingsTable>;
export type NewMessage = Insertable<MessagesTable>;
export type BusinessHourRow = Selectable<BusinessHoursTable>;
