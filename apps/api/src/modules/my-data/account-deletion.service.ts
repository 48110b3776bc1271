import { applicantsLink, DASHBOARD_LINK } from '@jobbel/shared/app/links';
import type { AccountType } from '@jobbel/shared/auth/auth.constants';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@jobbel/shared/my-data/my-data.constants';
import type { AskDeletionPayload } from '@jobbel/shared/my-data/my-data.schemas';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, readableMoment } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { confirmPassword } from '../auth/auth.service';
import { findBusinessByAccountId, findBusinessById } from '../businesses/businesses.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { businessRecipient, workerRecipient } from '../notifications/recipients';
import { upsertSettingsRow } from '../settings/settings.repository';
import { settingsOf } from '../settings/settings.service';
import { findUserById } from '../users/users.repository';
import {
  bookedShiftsAhead,
  closeJobOfLeavingBusiness,
  deletionOf,
  markDeletionAsked,
  openJobsWithApplicants,
  unmarkDeletion,
  withdrawOpenApplications,
} from './account-deletion.repository';

type Db = Kysely<Database>;

async function setProfilePublic(db: Db, userID: number, profilePublic: boolean) {
  const stored = await settingsOf(db, userID);
  await upsertSettingsRow(db, {
    userID,
    notifications: JSON.stringify(stored.notifications),
    privacy: JSON.stringify({ ...stored.privacy, profilePublic }),
  });
}

/**
 * POST /mydata/deletion — the account asks to be deleted, with its password. It is done 30 days later;
 * meanwhile the profile is hidden, open applications are withdrawn and businesses with a booked shift
 * of hers are told. Signing in within the 30 days offers to cancel.
 */
export async function askDeletion(
  db: Db,
  failedLogins: FailureCounter,
  publicUrl: string,
  auth: AuthContext,
  payload: AskDeletionPayload,
) {
  const user = auth.userID === null ? undefined : await findUserById(db, auth.userID);
  if (!user) throw forbidden(t('api.auth.thisAccountHasNoUser'));
  if (!(await confirmPassword(failedLogins, user, payload.password)))
    throw badRequest('wrong_password', t('api.myData.wrongPassword'));
  return scheduleDeletion(db, { accountID: auth.accountID, accountType: auth.accountType, user }, publicUrl);
}

/**
 * Schedules an account's deletion 30 days ahead, as the person asked it herself or an administrator did
 * for her (`npm run my-data`): the profile hidden, open applications withdrawn and the businesses of
 * her booked shifts told; a business's open jobs close.
 */
export async function scheduleDeletion(
  db: Db,
  account: { accountID: number; accountType: AccountType; user: UserRow },
  publicUrl: string,
) {
  const { user } = account;
  const at = brusselsNow();
  const due = addHours(at, ACCOUNT_DELETION_GRACE_DAYS * 24);
  await db.transaction().execute(async (trx) => {
    const { privacy } = await settingsOf(trx, user.userID);
    if (!(await markDeletionAsked(trx, account.accountID, at, due, privacy.profilePublic)))
      throw conflict(t('api.myData.deletionAlreadyAsked'), 'deletion_asked');
    await setProfilePublic(trx, user.userID, false);
    if (account.accountType === 'business') return closeOpenJobs(trx, account.accountID, at, publicUrl);
    if (account.accountType !== 'user') return;
    await withdrawOpenApplications(trx, user.userID);
    for (const shift of await bookedShiftsAhead(trx, user.userID, at)) {
      const business = await findBusinessById(trx, shift.jobSnapshotBusinessID);
      const owner = business && (await businessRecipient(trx, business));
      if (!owner) continue;
      const event = notificationEvent({
        to: owner,
        kind: 'shiftChange',
        texts: 'workerLeaves',
        vars: {
          worker: `${user.userFirstName} ${user.userLastName}`,
          title: shift.jobSnapshotTitle,
          start: () => readableMoment(shift.jobApplicationAgreedStartDateTime),
          due: () => readableMoment(due),
        },
        link: { path: applicantsLink(shift.jobApplicationJobID), label: 'employerDashboard' },
        publicUrl,
      });
      await notify(trx, event, publicUrl);
    }
  });
  return { deletionDueDateTime: due };
}

/** A leaving business's open jobs close, and whoever waits on one is told. */
async function closeOpenJobs(db: Db, accountID: number, at: string, publicUrl: string) {
  const business = await findBusinessByAccountId(db, accountID);
  if (!business) return;
  for (const job of await openJobsWithApplicants(db, business.businessID)) {
    await closeJobOfLeavingBusiness(db, job.jobID, at);
    for (const { userID } of job.applicants) {
      const event = notificationEvent({
        to: await workerRecipient(db, userID),
        kind: 'shiftCancelled',
        texts: 'businessLeaves',
        vars: {
          business: business.businessName,
          title: job.jobTitle,
          start: () => readableMoment(job.jobStartDateTime),
        },
        link: { path: DASHBOARD_LINK, label: 'dashboard' },
        publicUrl,
      });
      await notify(db, event, publicUrl);
    }
  }
}

/** DELETE /mydata/deletion — cancels an asked deletion before it is done, and shows the profile again. */
export async function cancelDeletion(db: Db, auth: AuthContext) {
  await db.transaction().execute(async (trx) => {
    const was = await unmarkDeletion(trx, auth.accountID);
    if (!was) throw conflict(t('api.myData.noDeletion'), 'no_deletion');
    if (auth.userID !== null && was.profileWasPublic !== null)
      await setProfilePublic(trx, auth.userID, was.profileWasPublic === 1);
  });
  return { deletionDueDateTime: null };
}

/** When the account's asked deletion is due, or null. */
export async function deletionDueOf(db: Db, accountID: number): Promise<string | null> {
  return (await deletionOf(db, accountID))?.accountDeletionDueDateTime ?? null;
}
