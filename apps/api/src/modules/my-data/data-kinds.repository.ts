import type { DataKind } from '@jobbel/shared/my-data/my-data.constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

type Db = Kysely<Database>;
export type TableRows = Record<string, unknown>[];
/** Whose data: an account, its user, and its business when it is one. */
export interface DataOwner {
  accountID: number;
  userID: number | null;
  businessID: number | null;
}

const NONE = -1;
const ids = (rows: { id: number }[]) => (rows.length > 0 ? rows.map((row) => row.id) : [NONE]);

async function ownApplicationIDs(db: Db, owner: DataOwner) {
  return ids(
    await db
      .selectFrom('job_applications')
      .select('jobApplicationID as id')
      .where('jobApplicationUserID', '=', owner.userID ?? NONE)
      .execute(),
  );
}

async function businessApplicationIDs(db: Db, owner: DataOwner) {
  return ids(
    await db
      .selectFrom('job_applications')
      .select('jobApplicationID as id')
      .where('jobSnapshotBusinessID', '=', owner.businessID ?? NONE)
      .execute(),
  );
}

/** The applications a kind of data hangs on: the worker's own, or those to the business's jobs. */
const applicationsOf = async (db: Db, owner: DataOwner) => [
  ...(await ownApplicationIDs(db, owner)),
  ...(await businessApplicationIDs(db, owner)),
];

/**
 * The rows of each kind of an owner's data, per table. Every table holding personal data is read by a
 * kind here or named in NOT_EXPORTED_TABLES with the reason (my-data.test.ts reads the schema to hold
 * both lists to every table there is).
 */
export const READ_KIND: Record<DataKind, (db: Db, owner: DataOwner) => Promise<Record<string, TableRows>>> = {
  account: async (db, owner) => ({
    accounts: await db.selectFrom('accounts').selectAll().where('accountID', '=', owner.accountID).execute(),
  }),
  profile: async (db, owner) => ({
    users: await db
      .selectFrom('users')
      .selectAll()
      .where('userID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  workStatus: async (db, owner) => ({
    worker_statuses: await db
      .selectFrom('worker_statuses')
      .selectAll()
      .where('statusUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  skills: async (db, owner) => ({
    user_skills: await db
      .selectFrom('user_skills')
      .selectAll()
      .where('userSkillUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  experience: async (db, owner) => ({
    work_experiences: await db
      .selectFrom('work_experiences')
      .selectAll()
      .where('workExperienceUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  settings: async (db, owner) => ({
    user_settings: await db
      .selectFrom('user_settings')
      .selectAll()
      .where('userID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  applications: async (db, owner) => ({
    job_applications: await db
      .selectFrom('job_applications')
      .selectAll()
      .where('jobApplicationUserID', '=', owner.userID ?? NONE)
      .execute(),
    earlier_applications: await db
      .selectFrom('earlier_applications')
      .selectAll()
      .where('earlierUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  checkIns: async (db, owner) => ({
    presence_checks: await db
      .selectFrom('presence_checks')
      .selectAll()
      .where('checkApplicationID', 'in', await applicationsOf(db, owner))
      .execute(),
  }),
  ratings: async (db, owner) => ({
    ratings: await db
      .selectFrom('ratings')
      .selectAll()
      .where('ratingApplicationID', 'in', await applicationsOf(db, owner))
      .execute(),
  }),
  messages: async (db, owner) => ({
    messages: await db
      .selectFrom('messages')
      .selectAll()
      .where('messageApplicationID', 'in', await applicationsOf(db, owner))
      .execute(),
  }),
  alerts: async (db, owner) => ({
    job_alerts: await db
      .selectFrom('job_alerts')
      .selectAll()
      .where('alertUserID', '=', owner.userID ?? NONE)
      .execute(),
    job_alert_matches: await db
      .selectFrom('job_alert_matches')
      .selectAll()
      .where('matchUserID', '=', owner.userID ?? NONE)
      .execute(),
    job_alert_digests: await db
      .selectFrom('job_alert_digests')
      .selectAll()
      .where('digestUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  notifications: async (db, owner) => ({
    notifications: await db
      .selectFrom('notifications')
      .selectAll()
      .where('notificationUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  pushDevices: async (db, owner) => ({
    push_subscriptions: await db
      .selectFrom('push_subscriptions')
      .select(['pushSubscriptionID', 'pushEndpoint', 'pushCreatedDateTime'])
      .where('pushUserID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  inszDisclosures: async (db, owner) => ({
    insz_disclosures: await db
      .selectFrom('insz_disclosures')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('disclosureUserID', '=', owner.userID ?? NONE),
          eb('disclosureBusinessID', '=', owner.businessID ?? NONE),
        ]),
      )
      .execute(),
  }),
  signIns: async (db, owner) => ({
    login_sessions: await db
      .selectFrom('login_sessions')
      .select(['userID', 'createdAt', 'endedAt'])
      .where('userID', '=', owner.userID ?? NONE)
      .execute(),
  }),
  contracts: async (db, owner) => {
    const versions = await db
      .selectFrom('contract_versions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('contractUserID', '=', owner.userID ?? NONE),
          eb('contractBusinessID', '=', owner.businessID ?? NONE),
        ]),
      )
      .execute();
    const versionIDs = versions.length > 0 ? versions.map((version) => version.contractVersionID) : [NONE];
    return {
      contract_versions: versions,
      contract_signatures: await db
        .selectFrom('contract_signatures')
        .selectAll()
        .where('signatureVersionID', 'in', versionIDs)
        .execute(),
    };
  },
  team: async (db, owner) => ({
    team_members: await db
      .selectFrom('team_members')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('teamMemberUserID', '=', owner.userID ?? NONE),
          eb('teamMemberBusinessID', '=', owner.businessID ?? NONE),
        ]),
      )
      .execute(),
  }),
  calendarFeed: async (db, owner) => ({
    calendar_feeds: await db
      .selectFrom('calendar_feeds')
      .select(['calendarFeedAccountID', 'calendarFeedCreatedDateTime'])
      .where('calendarFeedAccountID', '=', owner.accountID)
      .execute(),
  }),
  files: async (db, owner) => ({
    stored_files: await db
      .selectFrom('stored_files')
      .select(['url', 'ownerAccountID', 'createdAt', 'contentHash'])
      .where('ownerAccountID', '=', owner.accountID)
      .execute(),
  }),
  business: async (db, owner) => ({
    businesses: await db
      .selectFrom('businesses')
      .selectAll()
      .where('businessID', '=', owner.businessID ?? NONE)
      .execute(),
    business_hours: await db
      .selectFrom('business_hours')
      .selectAll()
      .where('businessID', '=', owner.businessID ?? NONE)
      .execute(),
  }),
  jobs: async (db, owner) => {
    const jobs = await db
      .selectFrom('jobs')
      .selectAll()
      .where('jobBusinessID', '=', owner.businessID ?? NONE)
      .execute();
    return {
      jobs,
      deleted_jobs: await db
        .selectFrom('deleted_jobs')
        .selectAll()
        .where('jobID', 'in', jobs.length > 0 ? jobs.map((job) => job.jobID) : [NONE])
        .execute(),
    };
  },
  applicants: async (db, owner) => ({
    // what applicants showed the business by applying: the application and the name it was made under
    job_applications: await db
      .selectFrom('job_applications')
      .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
      .selectAll('job_applications')
      .select(['users.userFirstName', 'users.userLastName'])
      .where('jobSnapshotBusinessID', '=', owner.businessID ?? NONE)
      .execute(),
  }),
  legal: async (db, owner) => ({
    employer_legal_details: await db
      .selectFrom('employer_legal_details')
      .selectAll()
      .where('legalBusinessID', '=', owner.businessID ?? NONE)
      .execute(),
    business_workplaces: await db
      .selectFrom('business_workplaces')
      .selectAll()
      .where('workplaceBusinessID', '=', owner.businessID ?? NONE)
      .execute(),
  }),
};

/** Tables no export reads, and why: none of them holds what a person gave or did in a form worth having. */
export const NOT_EXPORTED_TABLES: Record<string, string> = {
  tokens: 'access tokens: credentials, never handed out again',
  refresh_tokens: 'hashes of session tokens: credentials',
  email_codes: 'one-time codes mailed for a confirmation, deleted once used',
  mail_tokens: 'the secret of the unsubscribe link',
  outbox: 'mails and pushes waiting to be sent: their content is in notifications',
  job_changes: 'a log of which job changed when, for search, naming no person',
  record_changes: 'a log of whose record changed when, kept a day, holding nothing beside the id',
  record_cache:
    'the record (completed shifts, reliability, rating) as last computed from the rows exported here',
  record_totals: 'completed shifts, worked hours and stars counted from the rows exported here',
  record_outcome_months: 'ended shifts counted per month from the rows exported here',
  conversations:
    "each conversation's last message and how many wait for each side, kept from the messages exported here",
  counters: 'rate-limit counts per key, kept minutes',
  server_keys: "the server's own keys",
  session_version: "the server's own state",
  health_probes: 'the health check’s own writes',
  data_exports: 'the exports themselves',
  kysely_migration: 'the migrations run',
  kysely_migration_lock: 'the migrations run',
};

/**
 * SQLite's full-text indexes (jobs_fts, jobs_admin_fts, users_admin_fts, businesses_admin_fts and their
 * shadow tables): copies of `jobs`, `users` and `businesses`, which are read.
 */
export const SEARCH_INDEX_TABLE = /^(jobs_|jobs_admin_|users_admin_|businesses_admin_)fts(_|$)/;

/** Columns no export shows, whatever table holds them: secrets of the account. */
export const SECRET_COLUMNS = new Set(['userPasswordHash', 'oauthClientSecretHash']);

/** The files an owner uploaded (avatar, business images), to put beside the data. */
export function uploadedFiles(db: Db, accountID: number) {
  return db
    .selectFrom('stored_files')
    .select(['url', 'content'])
    .where('ownerAccountID', '=', accountID)
    .where('content', 'is not', null)
    .execute();
}
