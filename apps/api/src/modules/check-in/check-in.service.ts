import { checkInLink, MY_APPLICATIONS_LINK } from '@jobbel/shared/app/links';
import {
  CHECK_IN_CODE_PERIOD_SECONDS,
  CHECK_IN_GUESS_WINDOW_MINUTES,
  CHECK_IN_GUESSES_PER_WORKER,
  CHECK_IN_OPENS_MINUTES_BEFORE_START,
  CHECK_IN_TRIES_PER_JOB,
  CHECK_OUT_CLOSES_HOURS_AFTER_END,
} from '@jobbel/shared/check-in/check-in.constants';
import type {
  CheckInCode,
  CheckInPayload,
  ManualCheckPayload,
  PresenceLog,
} from '@jobbel/shared/check-in/check-in.schemas';
import {
  distanceMetres,
  isCheckInOpen,
  isCheckOutOpen,
  presenceOf,
  toQuarterHour,
} from '@jobbel/shared/check-in/check-in-rules';
import { addHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely, Transaction } from 'kysely';
import type { PresenceChecksTable } from '../../db/application-tables';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { sharedNowMs } from '../../lib/clock';
import { countHit, forgetCounter } from '../../lib/counters';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { lockOwner } from '../../lib/owner-lock';
import { can, ensure } from '../../lib/policy';
import { findBusinessById } from '../businesses/businesses.repository';
import { studentContractState } from '../contracts/contract-status';
import { findJobById } from '../jobs/jobs.repository';
import { notificationEvent } from '../notifications/notification-event';
import { notify } from '../notifications/notify';
import { workerRecipient } from '../notifications/recipients';
import {
  bookedEnd,
  bookedStart,
  ensureSide,
  jobOf,
  type LoadedShift,
  loadShift,
} from '../shifts/shift-access';
import {
  appendCheck,
  bookedApplication,
  bookedWorkersOfJob,
  checksOfApplication,
  checksOfJob,
} from './check-in.repository';
import { checkInSecret, codeOf, isCurrentCode, periodAt, periodEndsAt } from './check-in-code';
import { toPresenceCheck } from './presence-check.mapper';

const GUESS_WINDOW_MS = CHECK_IN_GUESS_WINDOW_MINUTES * 60_000;
const hhmm = (dateTime: string) => dateTime.slice(11, 16);
const dayAndTime = (dateTime: string) => dateTime.slice(0, 16);

/** The code the venue's screen shows now for one job, and where each booked worker stands. */
export async function showCheckInCode(
  db: Kysely<Database>,
  auth: AuthContext,
  jobID: number,
  publicUrl: string,
): Promise<CheckInCode> {
  const job = await findJobById(db, jobID);
  if (!job) throw notFound(t('api.checkIn.jobNotFound'));
  const business = await findBusinessById(db, job.jobBusinessID);
  ensure(can.actForBusiness(auth, business?.businessAccountID), t('api.checkIn.notYourJob'));
  const nowMs = sharedNowMs();
  const period = periodAt(nowMs);
  const code = codeOf(await checkInSecret(db), jobID, period);
  const [workers, checks] = await Promise.all([bookedWorkersOfJob(db, jobID), checksOfJob(db, jobID)]);
  return {
    jobID,
    jobTitle: job.jobTitle,
    jobStartDateTime: job.jobStartDateTime,
    code,
    qrText: `${publicUrl}${checkInLink(jobID, code)}`,
    serverNowMs: nowMs,
    nextCodeAtMs: periodEndsAt(period),
    periodSeconds: CHECK_IN_CODE_PERIOD_SECONDS,
    workers: await Promise.all(
      workers.map(async (worker) => ({
        jobApplicationID: worker.jobApplicationID,
        name: `${worker.userFirstName} ${worker.userLastName}`.trim(),
        studentContract: await studentContractState(db, worker),
        ...presenceOf(checks.filter((check) => check.checkApplicationID === worker.jobApplicationID)),
      })),
    ),
  };
}

/**
 * Counts a try before it is judged, in one statement: guesses sent side by side are all counted before
 * any of them is answered, so sending them at once is no faster.
 */
async function countTry(db: Kysely<Database>, key: string, max: number) {
  const counted = await countHit(db, key, GUESS_WINDOW_MS);
  if (counted.hits <= max) return;
  const seconds = Math.max(1, Math.ceil((counted.resetAt - sharedNowMs()) / 1000));
  throw tooManyRequests(t('api.checkIn.tooManyTries', { minutes: Math.ceil(seconds / 60) }), seconds);
}

/** The worker checks in or out of her booked shift with the code of the venue's screen. */
export async function checkIn(
  db: Kysely<Database>,
  auth: AuthContext,
  payload: CheckInPayload,
): Promise<PresenceLog> {
  const userID = auth.userID ?? 0;
  await countTry(db, `check-in-worker:${userID}`, CHECK_IN_GUESSES_PER_WORKER);
  // whoever is not booked on this job learns nothing about the code, and cannot use up its tries
  const booked = await bookedApplication(db, payload.jobID, userID);
  if (!booked) throw notFound(t('api.checkIn.notBooked'));
  await countTry(db, `check-in-job:${payload.jobID}`, CHECK_IN_TRIES_PER_JOB);
  if (!isCurrentCode(await checkInSecret(db), payload.jobID, payload.code, sharedNowMs()))
    throw badRequest('wrong_code', t('api.checkIn.wrongCode'));
  await forgetCounter(db, `check-in-worker:${userID}`);
  const shift = await loadShift(db, auth, booked.jobApplicationID);
  ensureSide(shift, 'worker');
  const job = jobOf(shift);
  const distance =
    payload.position && job.jobLatitude !== null && job.jobLongitude !== null
      ? distanceMetres(payload.position, { latitude: job.jobLatitude, longitude: job.jobLongitude })
      : null;
  await appendInTurn(db, shift, userID, (presence) => {
    ensureWorkerMayCheck(shift, payload.checkKind, presence);
    return {
      checkKind: payload.checkKind,
      checkMethod: payload.checkMethod,
      checkedAt: shift.now,
      checkRecordedBy: 'worker',
      checkReason: null,
      checkDistanceMetres: distance,
    };
  });
  return logOf(db, shift);
}

function ensureWorkerMayCheck(
  shift: LoadedShift,
  kind: CheckInPayload['checkKind'],
  presence: ReturnType<typeof presenceOf>,
) {
  const start = bookedStart(shift)!;
  const end = bookedEnd(shift)!;
  if (kind === 'in') {
    if (presence.checkedIn)
      throw conflict(
        t('api.checkIn.alreadyCheckedIn', { time: hhmm(presence.checkedIn) }),
        'already_checked_in',
      );
    if (!isCheckInOpen(start, end, shift.now))
      throw conflict(
        t('api.checkIn.checkInClosed', {
          from: dayAndTime(addHours(start, -CHECK_IN_OPENS_MINUTES_BEFORE_START / 60)),
          until: dayAndTime(end),
        }),
        'check_in_closed',
      );
    return;
  }
  if (!presence.checkedIn) throw conflict(t('api.checkIn.notCheckedIn'), 'not_checked_in');
  if (presence.checkedOut)
    throw conflict(
      t('api.checkIn.alreadyCheckedOut', { time: hhmm(presence.checkedOut) }),
      'already_checked_out',
    );
  if (!isCheckOutOpen(presence.checkedIn, end, shift.now))
    throw conflict(
      t('api.checkIn.checkOutClosed', { until: dayAndTime(addHours(end, CHECK_OUT_CLOSES_HOURS_AFTER_END)) }),
      'check_out_closed',
    );
}

type NewCheck = Omit<
  PresenceChecksTable,
  'checkID' | 'checkApplicationID' | 'checkJobID' | 'checkRecordedAt' | 'checkRecordedByUserID'
>;

/**
 * Reads the shift's presence and appends to it in one transaction, one writer per shift at a time, so
 * two check-ins sent together record one.
 */
async function appendInTurn(
  db: Kysely<Database>,
  shift: LoadedShift,
  recordedByUserID: number,
  decide: (presence: ReturnType<typeof presenceOf>) => NewCheck,
  appended?: (trx: Transaction<Database>, check: NewCheck) => Promise<void>,
) {
  const { jobApplicationID, jobApplicationJobID } = shift.application;
  await db.transaction().execute(async (trx: Transaction<Database>) => {
    await lockOwner(trx, `presence:${jobApplicationID}`);
    const check = decide(presenceOf(await checksOfApplication(trx, jobApplicationID)));
    await appendCheck(trx, {
      ...check,
      checkApplicationID: jobApplicationID,
      checkJobID: jobApplicationJobID,
      checkRecordedAt: shift.now,
      checkRecordedByUserID: recordedByUserID,
    });
    await appended?.(trx, check);
  });
}

/**
 * The business checks a worker in or out by hand (a phone without battery), or corrects a check: a new
 * record with its reason, never a change of the old one.
 */
export async function checkByHand(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
  payload: ManualCheckPayload,
  publicUrl: string,
): Promise<PresenceLog> {
  const shift = await loadShift(db, auth, jobApplicationID);
  ensureSide(shift, 'business');
  if (!['accepted', 'completed'].includes(shift.application.jobApplicationStatus) || !shift.job)
    throw conflict(t('api.checkIn.notBookedShift'), 'not_booked');
  const start = bookedStart(shift)!;
  const end = bookedEnd(shift)!;
  const checkedAt = payload.checkedAt ?? shift.now;
  if (checkedAt > shift.now) throw badRequest('checked_at_in_future', t('api.checkIn.checkedAtInFuture'));
  const from = addHours(start, -CHECK_IN_OPENS_MINUTES_BEFORE_START / 60);
  const until = addHours(end, CHECK_OUT_CLOSES_HOURS_AFTER_END);
  if (checkedAt < from || checkedAt > until)
    throw badRequest(
      'checked_at_outside_shift',
      t('api.checkIn.checkedAtOutsideShift', { from: dayAndTime(from), until: dayAndTime(until) }),
    );
  await appendInTurn(
    db,
    shift,
    auth.userID ?? 0,
    (presence) => {
      if (payload.checkKind === 'out' && presence.checkedIn && checkedAt < presence.checkedIn)
        throw conflict(t('api.checkIn.outBeforeIn', { time: hhmm(presence.checkedIn) }), 'out_before_in');
      return {
        checkKind: payload.checkKind,
        checkMethod: 'manual',
        checkedAt,
        checkRecordedBy: 'business',
        checkReason: payload.reason,
        checkDistanceMetres: null,
      };
    },
    (trx, check) => tellWorkerOfHandCheck(trx, shift, check, publicUrl),
  );
  return logOf(db, shift);
}

/** The worker hears of a check the business made by hand, with its reason, before she submits her hours. */
async function tellWorkerOfHandCheck(
  db: Transaction<Database>,
  shift: LoadedShift,
  check: NewCheck,
  publicUrl: string,
) {
  const event = notificationEvent({
    to: await workerRecipient(db, shift.application.jobApplicationUserID),
    kind: 'checkIn',
    texts: 'checkedByHand',
    vars: {
      business: shift.business?.businessName ?? shift.application.jobSnapshotBusinessName ?? '',
      title: shift.application.jobSnapshotTitle,
      kind: () => t(`mail.checkKinds.${check.checkKind}`),
      time: hhmm(check.checkedAt),
      reason: check.checkReason ?? '',
    },
    link: { path: MY_APPLICATIONS_LINK, label: 'myApplications' },
    publicUrl,
  });
  await notify(db, event, publicUrl);
}

/** A shift's presence log, for its worker and its business. */
export async function presenceLog(
  db: Kysely<Database>,
  auth: AuthContext,
  jobApplicationID: number,
): Promise<PresenceLog> {
  return logOf(db, await loadShift(db, auth, jobApplicationID, 'read'));
}

async function logOf(db: Kysely<Database>, shift: LoadedShift): Promise<PresenceLog> {
  const { jobApplicationID } = shift.application;
  const checks = await checksOfApplication(db, jobApplicationID);
  const presence = presenceOf(checks);
  const businessName = shift.business?.businessName ?? shift.application.jobSnapshotBusinessName;
  return {
    jobApplicationID,
    checks: checks.map((check) => toPresenceCheck(check, businessName)),
    ...presence,
    hoursPrefill:
      presence.checkedIn && presence.checkedOut
        ? { start: toQuarterHour(presence.checkedIn), end: toQuarterHour(presence.checkedOut) }
        : null,
  };
}
