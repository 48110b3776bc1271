import { bookedTotalHours } from '@jobbel/shared/shifts/booked-terms';
import {
  HOURS_CLAIM_AFTER_END_HOURS,
  HOURS_CLAIM_BEFORE_START_HOURS,
} from '@jobbel/shared/shifts/shift.constants';
import { addHours, isClaimWithinShift, plannedHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely, Updateable } from 'kysely';
import type { Database, JobApplicationsTable, RatingBy } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow } from '../../lib/clock';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { agreedTermsOf } from '../applications/agreed-terms';
import { toApplicationDto } from '../applications/applications.mapper';
import { findApplicationById } from '../applications/applications.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import { findJobById } from '../jobs/jobs.repository';
import { type ExpectedState, moveApplication, ratingsOfApplications } from './shifts.repository';

/**
 * An application with its job and business, and the side the signed-in account is on. An administrator
 * may read a shift as the business sees it (`purpose` 'read'), never take a step in its place.
 */
export async function loadShift(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
  purpose: 'read' | 'act' = 'act',
) {
  const application = await findApplicationById(db, jobApplicationID);
  if (!application) throw notFound(t('api.applications.applicationNotFound'));
  const job = await findJobById(db, application.jobApplicationJobID);
  const business = await findBusinessById(db, application.jobSnapshotBusinessID);
  const mayBeBusiness =
    purpose === 'read'
      ? can.manageBusiness(auth, business?.businessAccountID)
      : can.actForBusiness(auth, business?.businessAccountID);
  const side: RatingBy | undefined =
    auth.userID === application.jobApplicationUserID ? 'worker' : mayBeBusiness ? 'business' : undefined;
  if (side === undefined && can.administer(auth)) throw forbidden(t('api.shifts.adminOnlyReads'));
  ensure(side !== undefined, t('api.shifts.notYourShift'));
  return { application, job, business, side: side as RatingBy, now: brusselsNow() };
}

export type LoadedShift = Awaited<ReturnType<typeof loadShift>>;

export function ensureSide(shift: LoadedShift, side: RatingBy) {
  ensure(
    shift.side === side,
    t(side === 'worker' ? 'api.shifts.onlyTheWorker' : 'api.shifts.onlyTheBusiness'),
  );
}

/** The job of a shift still there: a deleted job's applications are cancelled, so none is open. */
export function jobOf(shift: LoadedShift) {
  if (!shift.job) throw conflict(t('api.shifts.jobIsGone'), 'job_gone');
  return shift.job;
}

/**
 * When the shift starts as booked: the start the worker agreed to while a change of the job waits for
 * her yes, otherwise the job's.
 */
export function bookedStart(shift: Pick<LoadedShift, 'application' | 'job'>): string | null {
  return agreedTermsOf(shift.application)?.jobStartDateTime ?? shift.job?.jobStartDateTime ?? null;
}

/** The end the worker is booked on. */
export function bookedEnd(shift: Pick<LoadedShift, 'application' | 'job'>): string | null {
  return agreedTermsOf(shift.application)?.jobEndDateTime ?? shift.job?.jobEndDateTime ?? null;
}

/** The hours the shift is planned for, on the booked terms, less the break. */
export function plannedHoursOfShift(shift: Pick<LoadedShift, 'application' | 'job'>): number | null {
  if (!shift.job) return null;
  const agreed = agreedTermsOf(shift.application);
  return plannedHours({
    jobStartDateTime: bookedStart(shift),
    jobEndDateTime: bookedEnd(shift),
    jobHours: bookedTotalHours(agreed, shift.job),
    jobBreakMinutes: agreed?.jobBreakMinutes ?? shift.job.jobBreakMinutes,
  });
}

/** Claimed or corrected hours must lie within the shift's day; 400 with the window otherwise. */
export function ensureWithinShift(
  shift: Pick<LoadedShift, 'application' | 'job'>,
  hours: { jobApplicationWorkedStartDateTime: string; jobApplicationWorkedEndDateTime: string },
) {
  const start = bookedStart(shift);
  const end = bookedEnd(shift);
  if (!start || !end) return;
  const claim = {
    start: hours.jobApplicationWorkedStartDateTime,
    end: hours.jobApplicationWorkedEndDateTime,
  };
  if (!isClaimWithinShift(claim, { start, end }))
    throw badRequest(
      'hours_outside_shift',
      t('api.shifts.hoursOutsideShift', {
        from: addHours(start, -HOURS_CLAIM_BEFORE_START_HOURS).slice(0, 16),
        until: addHours(end, HOURS_CLAIM_AFTER_END_HOURS).slice(0, 16),
      }),
    );
}

/** A transition found the application no longer in the state it started from: someone was first. */
export function alreadyChanged() {
  return conflict(t('api.shifts.alreadyChanged'), 'application_changed');
}

/** The application as it is now, seen from the side that changed it. */
export async function answerShift(db: Kysely<Database>, shift: LoadedShift) {
  const id = shift.application.jobApplicationID;
  const [row, ratings] = await Promise.all([findApplicationById(db, id), ratingsOfApplications(db, [id])]);
  return toApplicationDto(row!, shift.job, shift.business, { viewer: shift.side, ratings, now: shift.now });
}

/**
 * One step of a shift by the side signed in: a conditional update from the state it starts in, and the
 * news for the other side, in one transaction; answers the application as it is then.
 */
export async function moveShift(
  db: Kysely<Database>,
  shift: LoadedShift,
  expected: ExpectedState,
  changes: Updateable<JobApplicationsTable>,
  tell: (trx: Kysely<Database>) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    const moved = await moveApplication(trx, shift.application.jobApplicationID, expected, {
      ...changes,
      jobApplicationUpdatedDateTime: shift.now,
      jobApplicationChangedBy: shift.side,
    });
    if (!moved) throw alreadyChanged();
    await tell(trx);
  });
  return answerShift(db, shift);
}
