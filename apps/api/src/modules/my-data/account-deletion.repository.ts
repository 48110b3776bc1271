import { WAS_BOOKED_STATUSES } from '@jobbel/shared/engagements/dimona-state';
import { DELETED_USER_FIRST_NAME, DELETED_USER_LAST_NAME } from '@jobbel/shared/my-data/my-data.constants';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { recordKey } from '../records/records.repository';

type Db = Kysely<Database>;
const NONE = -1;
// what a worker keeps as the record of an engagement, for the employer (docs/decisions/my-data.md)
const KEPT_STATUSES = WAS_BOOKED_STATUSES;

/** Schedules the deletion once; false when it was already asked. */
export async function markDeletionAsked(
  db: Db,
  accountID: number,
  at: string,
  due: string,
  profileWasPublic: boolean | null,
) {
  const marked = await db
    .updateTable('accounts')
    .set({
      accountDeletionRequestedDateTime: at,
      accountDeletionDueDateTime: due,
      accountProfileWasPublic: profileWasPublic === null ? null : Number(profileWasPublic),
    })
    .where('accountID', '=', accountID)
    .where('accountDeletionDueDateTime', 'is', null)
    .where('accountDeletedDateTime', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/** Cancels an asked deletion that is not done yet; what the profile was, or undefined when there was none. */
export async function unmarkDeletion(db: Db, accountID: number) {
  const account = await db
    .selectFrom('accounts')
    .select(['accountProfileWasPublic'])
    .where('accountID', '=', accountID)
    .where('accountDeletionDueDateTime', 'is not', null)
    .where('accountDeletedDateTime', 'is', null)
    .executeTakeFirst();
  if (!account) return undefined;
  await db
    .updateTable('accounts')
    .set({
      accountDeletionRequestedDateTime: null,
      accountDeletionDueDateTime: null,
      accountProfileWasPublic: null,
    })
    .where('accountID', '=', accountID)
    .execute();
  return { profileWasPublic: account.accountProfileWasPublic };
}

export function deletionOf(db: Db, accountID: number) {
  return db
    .selectFrom('accounts')
    .select(['accountDeletionDueDateTime', 'accountDeletedDateTime'])
    .where('accountID', '=', accountID)
    .executeTakeFirst();
}

/** A worker's applications that were never booked are withdrawn: she leaves. */
export function withdrawOpenApplications(db: Db, userID: number) {
  return db
    .updateTable('job_applications')
    .set({ jobApplicationStatus: 'withdrawn' })
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', 'in', ['invited', 'pending'])
    .execute();
}

/** Booked shifts still ahead of a worker, with their business, to tell it she leaves. */
export function bookedShiftsAhead(db: Db, userID: number, now: string) {
  return db
    .selectFrom('job_applications')
    .selectAll()
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', '=', 'accepted')
    .where('jobApplicationAgreedStartDateTime', '>', now)
    .execute();
}

/** A business's jobs still taking applications, with the people waiting on them. */
export async function openJobsWithApplicants(db: Db, businessID: number) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['jobID', 'jobTitle', 'jobStartDateTime'])
    .where('jobBusinessID', '=', businessID)
    .where('jobStatus', '=', 'active')
    .execute();
  return Promise.all(
    jobs.map(async (job) => ({
      ...job,
      applicants: await db
        .selectFrom('job_applications')
        .select(['jobApplicationUserID as userID'])
        .where('jobApplicationJobID', '=', job.jobID)
        .where('jobApplicationStatus', 'in', ['invited', 'pending'])
        .execute(),
    })),
  );
}

/** Closes a job of a leaving business: no new applications, and those waiting are cancelled. */
export async function closeJobOfLeavingBusiness(db: Db, jobID: number, at: string) {
  await db
    .updateTable('job_applications')
    .set({
      jobApplicationStatus: 'cancelled',
      jobApplicationUpdatedDateTime: at,
      jobApplicationChangedBy: 'business',
    })
    .where('jobApplicationJobID', '=', jobID)
    .where('jobApplicationStatus', 'in', ['invited', 'pending'])
    .execute();
  await db.updateTable('jobs').set({ jobStatus: 'expired' }).where('jobID', '=', jobID).execute();
}

/** Accounts whose asked deletion is due. */
export function accountsDueForDeletion(db: Db, now: string) {
  return db
    .selectFrom('accounts')
    .select(['accountID', 'accountType'])
    .where('accountDeletionDueDateTime', '<=', now)
    .where('accountDeletedDateTime', 'is', null)
    .limit(50)
    .execute();
}

/** Whether the worker has an engagement a business must keep the record of (it keeps her number with it). */
export async function hasKeptEngagements(db: Db, userID: number) {
  const kept = await db
    .selectFrom('job_applications')
    .select('jobApplicationID')
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', 'in', KEPT_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return kept !== undefined;
}

/**
 * Erases what is personal and not kept by law (docs/decisions/my-data.md), in the caller's transaction.
 * The rows the law keeps for the employer stay: booked engagements, their checks and signed contracts.
 */
export async function erasePersonalData(
  db: Db,
  account: { accountID: number; userID: number | null; keepNumber: boolean; unusableHash: string },
  at: string,
) {
  const { accountID } = account;
  const userID = account.userID ?? NONE;
  const sessions = db.selectFrom('login_sessions').select('sessionID').where('userID', '=', userID);
  await db.deleteFrom('refresh_tokens').where('sessionID', 'in', sessions).execute();
  for (const [table, column] of [
    ['login_sessions', 'userID'],
    ['email_codes', 'userID'],
    ['mail_tokens', 'userID'],
    ['user_settings', 'userID'],
    ['user_skills', 'userSkillUserID'],
    ['work_experiences', 'workExperienceUserID'],
    ['job_alert_matches', 'matchUserID'],
    ['job_alert_digests', 'digestUserID'],
    ['job_alerts', 'alertUserID'],
    ['notifications', 'notificationUserID'],
    ['push_subscriptions', 'pushUserID'],
    ['worker_statuses', 'statusUserID'],
    ['team_members', 'teamMemberUserID'],
    ['earlier_applications', 'earlierUserID'],
    ['insz_disclosures', 'disclosureUserID'],
  ] as const)
    await db.deleteFrom(table).where(column, '=', userID).execute();
  // her record as last computed, its totals, and the log of its changes (modules/records/record-cache.ts)
  for (const table of ['record_cache', 'record_totals', 'record_outcome_months', 'record_changes'] as const)
    await db.deleteFrom(table).where('subjectKey', '=', recordKey({ userID })).execute();
  await db.deleteFrom('tokens').where('accountID', '=', accountID).execute();
  await db.deleteFrom('calendar_feeds').where('calendarFeedAccountID', '=', accountID).execute();
  await db.deleteFrom('stored_files').where('ownerAccountID', '=', accountID).execute();
  await db.deleteFrom('data_exports').where('exportAccountID', '=', accountID).execute();
  const own = db
    .selectFrom('job_applications')
    .select('jobApplicationID')
    .where('jobApplicationUserID', '=', userID);
  await db
    .updateTable('messages')
    .set({ messageText: '' })
    .where('messageApplicationID', 'in', own)
    .where('messageBy', '=', 'worker')
    .execute();
  await db
    .updateTable('ratings')
    .set({ ratingComment: null })
    .where('ratingApplicationID', 'in', own)
    .where('ratingBy', '=', 'worker')
    .execute();
  await db
    .deleteFrom('job_applications')
    .where('jobApplicationUserID', '=', userID)
    .where('jobApplicationStatus', 'not in', KEPT_STATUSES)
    .execute();
  await db
    .updateTable('users')
    .set({
      userUsername: `deleted_${userID}`,
      userFirstName: DELETED_USER_FIRST_NAME,
      userLastName: DELETED_USER_LAST_NAME,
      userEmail: `deleted-${userID}@deleted.invalid`,
      userPasswordHash: account.unusableHash,
      userPhoneNumber: null,
      userGsmNumber: null,
      userDateOfBirth: null,
      userAddressStreet: null,
      userAddressNumber: null,
      userAddressZipCode: null,
      userAddressCity: null,
      userAddressCountry: null,
      userBio: null,
      userAvatar: null,
      userInterests: '[]',
      userLanguage: null,
      ...(account.keepNumber ? {} : { userNationalRegisterNumberEncrypted: null }),
    })
    .where('userID', '=', userID)
    .execute();
  await db
    .updateTable('accounts')
    .set({
      accountName: `deleted_${accountID}`,
      accountEmail: `deleted-${accountID}@deleted.invalid`,
      oauthClientSecretHash: account.unusableHash,
      accountDeletedDateTime: at,
    })
    .where('accountID', '=', accountID)
    .execute();
}

/**
 * Erased accounts whose kept records are past their term (no engagement of theirs, as worker or as
 * business, ended since `lastShiftBefore`): the rows left go, with everything hanging on them.
 */
export function erasedAccountsPastRetention(db: Db, lastShiftBefore: string) {
  return db
    .selectFrom('accounts')
    .select('accounts.accountID')
    .where('accountDeletedDateTime', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('job_applications')
            .leftJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
            .leftJoin('businesses', 'businesses.businessID', 'job_applications.jobSnapshotBusinessID')
            .select('jobApplicationID')
            .where((eb) =>
              eb.or([
                eb('users.userAccountID', '=', eb.ref('accounts.accountID')),
                eb('businesses.businessAccountID', '=', eb.ref('accounts.accountID')),
              ]),
            )
            .where('jobApplicationAgreedEndDateTime', '>=', lastShiftBefore),
        ),
      ),
    )
    .limit(50)
    .execute();
}

export function deleteAccountRow(db: Db, accountID: number) {
  return db.deleteFrom('accounts').where('accountID', '=', accountID).execute();
}

/**
 * What the erasing keeps of a person's own rows, and why; every other column of `users` and `accounts`
 * is erased, and every other table's rows naming her go (my-data.test.ts holds the schema to this).
 */
export const KEPT_USER_COLUMNS: Record<string, string> = {
  userID: 'the key the kept engagements point to',
  userAccountID: 'its account',
  userNationalRegisterNumberEncrypted: 'kept encrypted while a kept engagement needs it for the employer',
  avatarVersion: 'a counter',
  emailConfirmedAt: 'a moment, naming nobody',
  registrationComplete: 'a flag',
  createdAt: 'a moment, naming nobody',
};
export const KEPT_ACCOUNT_COLUMNS: Record<string, string> = {
  accountID: 'the key',
  accountType: 'worker or business',
  oauthClientId: 'a random id',
  createdAt: 'a moment, naming nobody',
  accountDeletionRequestedDateTime: 'when she asked',
  accountDeletionDueDateTime: 'when it was due',
  accountDeletedDateTime: 'when it was done',
  accountProfileWasPublic: 'a flag',
};
/** Tables whose rows naming her stay after the erasing: what the law makes the employer keep. */
export const KEPT_ROWS_TABLES: Record<string, string> = {
  users: 'the erased row itself, as a name for the kept records',
  job_applications: 'booked engagements: hours and pay (social documents)',
  presence_checks: 'the presence log of those engagements',
  contract_versions: 'signed contracts',
  contract_signatures: 'the signatures on them',
};
