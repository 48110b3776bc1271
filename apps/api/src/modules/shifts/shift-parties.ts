import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { t } from '../../lib/i18n';
import { findAccountById } from '../accounts/accounts.repository';
import { findUserById } from '../users/users.repository';
import type { LoadedShift } from './shift-access';
import type { MailTo, ShiftAbout } from './shifts.mails';

/** Who a shift's mails go to, and what they say it is about. */
export async function shiftParties(
  db: Kysely<Database>,
  shift: Pick<LoadedShift, 'application' | 'job' | 'business'>,
) {
  const { application, job, business } = shift;
  const worker = await findUserById(db, application.jobApplicationUserID);
  const account = business && (await findAccountById(db, business.businessAccountID));
  const company =
    business?.businessName ?? application.jobSnapshotBusinessName ?? t('api.applications.theEmployer');
  const about: ShiftAbout = {
    title: job?.jobTitle ?? application.jobSnapshotTitle,
    company,
    start: (job?.jobStartDateTime ?? application.jobSnapshotStartDateTime ?? '').slice(0, 16),
  };
  return {
    about,
    worker: { email: worker?.userEmail ?? '', name: worker?.userFirstName ?? '' } satisfies MailTo,
    business: { email: account?.accountEmail ?? '', name: company } satisfies MailTo,
  };
}
