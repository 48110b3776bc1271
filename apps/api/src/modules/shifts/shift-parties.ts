import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readableMoment } from '../../lib/clock';
import { t } from '../../lib/i18n';
import { businessRecipient, workerRecipient } from '../notifications/recipients';
import type { LoadedShift } from './shift-access';
import type { ShiftAbout } from './shifts.mails';

/** Who a shift's news goes to, and what it says the shift is. */
export async function shiftParties(
  db: Kysely<Database>,
  shift: Pick<LoadedShift, 'application' | 'job' | 'business'>,
) {
  const { application, job, business } = shift;
  const company =
    business?.businessName ??
    application.jobSnapshotBusinessName ??
    (() => t('api.applications.theEmployer'));
  const about: ShiftAbout = {
    title: job?.jobTitle ?? application.jobSnapshotTitle,
    company,
    start: () => readableMoment(job?.jobStartDateTime ?? application.jobSnapshotStartDateTime),
    jobID: application.jobApplicationJobID,
  };
  return {
    about,
    worker: await workerRecipient(db, application.jobApplicationUserID),
    business: business ? await businessRecipient(db, business) : null,
  };
}
