import type { DimonaDeclaredPayload, DimonaTask } from '@jobbel/shared/engagements/dimona.schemas';
import { dimonaStateOf } from '@jobbel/shared/engagements/dimona-state';
import { quarterOf } from '@jobbel/shared/engagements/engagement-rules';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import type { FieldCipher } from '../../lib/field-encryption';
import { conflict, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { ownBusiness } from '../businesses/businesses.write-service';
import { findNationalRegisterNumber } from '../users/users.repository';
import { dimonaEngagementsOf, moveDimona } from './dimona.repository';
import { disclosuresOf, recordDisclosures } from './insz-disclosures.repository';
import { ownWorkerID } from './own-worker';

// the list looks back one quarter: a Dimona older than that was handled or is the secretariat's
const LOOK_BACK_HOURS = 92 * 24;

type Row = Awaited<ReturnType<typeof dimonaEngagementsOf>>[number];

/**
 * When the Dimona must be in: by the start; a student's Dimona covers the quarter, so by her first
 * shift with this business in that quarter.
 */
function deadlineOf(row: Row, rows: Row[]): string {
  const start = row.jobApplicationAgreedStartDateTime!;
  if (row.jobApplicationRegime !== 'student') return start;
  const quarter = quarterOf(start);
  return rows
    .filter(
      (other) =>
        other.jobApplicationUserID === row.jobApplicationUserID &&
        other.jobApplicationRegime === 'student' &&
        quarterOf(other.jobApplicationAgreedStartDateTime!) === quarter,
    )
    .map((other) => other.jobApplicationAgreedStartDateTime!)
    .reduce((first, other) => (other < first ? other : first), start);
}

export async function dimonaTasksOf(db: Kysely<Database>, businessID: number): Promise<DimonaTask[]> {
  const rows = await dimonaEngagementsOf(db, businessID, addHours(brusselsNow(), -LOOK_BACK_HOURS));
  return rows.flatMap((row) => {
    const state = dimonaStateOf(row.jobApplicationDimonaState, row.jobApplicationStatus);
    if (state === null) return [];
    return [
      {
        jobApplicationID: row.jobApplicationID,
        jobID: row.jobApplicationJobID,
        jobTitle: row.jobSnapshotTitle,
        workerUserID: row.jobApplicationUserID,
        workerName: `${row.userFirstName} ${row.userLastName}`.trim(),
        regime: row.jobApplicationRegime ?? 'ordinary',
        dimonaState: state,
        deadline: deadlineOf(row, rows),
        start: row.jobApplicationAgreedStartDateTime!,
        end: row.jobApplicationAgreedEndDateTime!,
        periodID: row.jobApplicationDimonaPeriodID,
        inszMissing: row.userNationalRegisterNumberEncrypted === null,
      },
    ];
  });
}

export async function ownDimonaTasks(db: Kysely<Database>, auth: AuthContext) {
  const business = await ownBusiness(db, auth);
  return { data: await dimonaTasksOf(db, business.businessID) };
}

async function ownTask(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const business = await ownBusiness(db, auth);
  const task = (await dimonaTasksOf(db, business.businessID)).find(
    (candidate) => candidate.jobApplicationID === jobApplicationID,
  );
  if (!task) throw notFound(t('api.engagements.noDimona'));
  return { business, task };
}

/** Her INSZ, shown to the business that engaged her for a Dimona it must file; the showing is recorded. */
export async function inszForDimona(
  db: Kysely<Database>,
  cipher: FieldCipher,
  auth: AuthContext,
  jobApplicationID: number,
) {
  const { business, task } = await ownTask(db, auth, jobApplicationID);
  const stored = await findNationalRegisterNumber(db, task.workerUserID);
  if (!stored) throw conflict(t('api.engagements.inszMissing', { name: task.workerName }), 'insz_missing');
  await recordDisclosures(
    db,
    [{ userID: task.workerUserID, jobApplicationID }],
    business.businessID,
    'dimona',
    brusselsNow(),
  );
  return { jobApplicationID, insz: cipher.decrypt(stored) };
}

/** Who saw her national register number and when, for her privacy settings. */
export async function ownInszDisclosures(db: Kysely<Database>, auth: AuthContext) {
  const rows = await disclosuresOf(db, ownWorkerID(auth));
  return {
    data: rows.map((row) => ({
      id: row.disclosureID,
      businessName: row.businessName,
      purpose: row.disclosurePurpose,
      dateTime: row.disclosureDateTime,
      jobTitle: row.jobSnapshotTitle ?? null,
      shiftStart: row.jobApplicationAgreedStartDateTime ?? null,
    })),
  };
}

/** The business enters the period id the RSZ returned; only a Dimona still to declare moves. */
export async function declareDimona(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
  payload: DimonaDeclaredPayload,
) {
  const { business } = await ownTask(db, auth, jobApplicationID);
  const moved = await moveDimona(
    db,
    jobApplicationID,
    { state: 'to_declare', booked: true },
    {
      jobApplicationDimonaState: 'declared',
      jobApplicationDimonaPeriodID: payload.periodID,
      jobApplicationDimonaDeclaredBy: auth.userID,
      jobApplicationDimonaDeclaredDateTime: brusselsNow(),
    },
  );
  if (!moved) throw conflict(t('api.engagements.dimonaNotToDeclare'), 'dimona_not_to_declare');
  return (await dimonaTasksOf(db, business.businessID)).find(
    (task) => task.jobApplicationID === jobApplicationID,
  )!;
}

/** After a cancelled shift the business cancels the Dimona at the RSZ and says so here. */
export async function cancelDimona(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const { business } = await ownTask(db, auth, jobApplicationID);
  const moved = await moveDimona(
    db,
    jobApplicationID,
    { state: 'declared', booked: false },
    { jobApplicationDimonaState: 'cancelled' },
  );
  if (!moved) throw conflict(t('api.engagements.dimonaNotToCancel'), 'dimona_not_to_cancel');
  return (await dimonaTasksOf(db, business.businessID)).find(
    (task) => task.jobApplicationID === jobApplicationID,
  )!;
}
