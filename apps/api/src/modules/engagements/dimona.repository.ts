import type { DimonaState } from '@jobbel/shared/engagements/dimona.schemas';
import { BOOKED_STATUSES } from '@jobbel/shared/engagements/dimona-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** A business's engagements with a Dimona, from a day on, with what the Dimona list shows of them. */
export function dimonaEngagementsOf(db: Kysely<Database>, businessID: number, from: string) {
  return db
    .selectFrom('job_applications')
    .innerJoin('users', 'users.userID', 'job_applications.jobApplicationUserID')
    .select([
      'jobApplicationID',
      'jobApplicationJobID',
      'jobApplicationUserID',
      'jobApplicationStatus',
      'jobSnapshotTitle',
      'jobApplicationRegime',
      'jobApplicationDimonaState',
      'jobApplicationDimonaPeriodID',
      'jobApplicationAgreedStartDateTime',
      'jobApplicationAgreedEndDateTime',
      'userFirstName',
      'userLastName',
      'userNationalRegisterNumberEncrypted',
    ])
    .where('jobSnapshotBusinessID', '=', businessID)
    .where('jobApplicationDimonaState', 'is not', null)
    .where('jobApplicationAgreedStartDateTime', '>=', from)
    .orderBy('jobApplicationAgreedStartDateTime')
    .execute();
}

/** One conditional update: the Dimona moves only from the state the caller saw. */
export async function moveDimona(
  trx: Kysely<Database>,
  jobApplicationID: number,
  from: { state: DimonaState; booked: boolean },
  to: {
    jobApplicationDimonaState: DimonaState;
    jobApplicationDimonaPeriodID?: string;
    jobApplicationDimonaDeclaredBy?: number | null;
    jobApplicationDimonaDeclaredDateTime?: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('job_applications')
    .set(to)
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationDimonaState', '=', from.state)
    .where('jobApplicationStatus', from.booked ? 'in' : 'not in', [...BOOKED_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Booked engagements starting within (from, until] whose Dimona is still to declare and not yet signalled. */
export function dimonaToSignal(
  db: Kysely<Database>,
  mark: 'jobApplicationDimonaReminderSentDateTime' | 'jobApplicationDimonaStartAlertSentDateTime',
  from: string,
  until: string,
) {
  return db
    .selectFrom('job_applications')
    .select(['jobApplicationID'])
    .where('jobApplicationStatus', '=', 'accepted')
    .where('jobApplicationDimonaState', '=', 'to_declare')
    .where(mark, 'is', null)
    .where('jobApplicationAgreedStartDateTime', '>', from)
    .where('jobApplicationAgreedStartDateTime', '<=', until)
    .limit(200)
    .execute();
}

export async function markDimonaSignal(
  trx: Kysely<Database>,
  jobApplicationID: number,
  mark: 'jobApplicationDimonaReminderSentDateTime' | 'jobApplicationDimonaStartAlertSentDateTime',
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('job_applications')
    .set({ [mark]: now })
    .where('jobApplicationID', '=', jobApplicationID)
    .where(mark, 'is', null)
    .where('jobApplicationDimonaState', '=', 'to_declare')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A declared Dimona whose shift moved must be updated at the RSZ: it is to declare again, keeping the
 * period id the business updates, and is signalled again before the new start.
 */
export async function dimonaToUpdate(trx: Kysely<Database>, jobApplicationID: number) {
  await trx
    .updateTable('job_applications')
    .set({
      jobApplicationDimonaState: 'to_declare',
      jobApplicationDimonaReminderSentDateTime: null,
      jobApplicationDimonaStartAlertSentDateTime: null,
    })
    .where('jobApplicationID', '=', jobApplicationID)
    .where('jobApplicationDimonaState', '=', 'declared')
    .execute();
}

/** What a Dimona signal names: the worker, the shift and its start, the regime. */
export function dimonaSubject(trx: Kysely<Database>, jobApplicationID: number) {
  return trx
    .selectFrom('job_applications')
    .select([
      'jobApplicationUserID',
      'jobSnapshotBusinessID',
      'jobSnapshotTitle',
      'jobApplicationAgreedStartDateTime',
      'jobApplicationRegime',
    ])
    .where('jobApplicationID', '=', jobApplicationID)
    .executeTakeFirstOrThrow();
}
