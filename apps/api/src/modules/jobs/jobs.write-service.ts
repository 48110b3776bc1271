import { DEFAULT_JOB_REGIMES } from '@jobbel/shared/engagements/regimes';
import { JOB_MESSAGES, type Job, type jobPayloadSchema } from '@jobbel/shared/jobs/job.schemas';
import { stripHtml } from '@jobbel/shared/jobs/search-key';
import { plannedHours } from '@jobbel/shared/shifts/shift-rules';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, readableMoment, sharedNow, toBrusselsDateTime } from '../../lib/clock';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { languageOf, t } from '../../lib/i18n';
import { can, ensure } from '../../lib/policy';
import { sanitizeDescription } from '../../lib/sanitize-description';
import { termsOfJob } from '../applications/agreed-terms';
import { jobCancelledEvent } from '../applications/applications.mails';
import { cancelOpenApplicationsOfJob } from '../applications/applications.repository';
import { findBusinessById } from '../businesses/businesses.repository';
import { ownBusiness } from '../businesses/businesses.write-service';
import { ensureFlexiWage } from '../engagements/flexi-wage';
import { regimesOf } from '../engagements/job-regimes';
import { jobSearchFields } from '../job-search/job-search-fields';
import { notifyAll } from '../notifications/notify';
import { tellBookedWorkers, workersAffectedBy } from '../shifts/booked-change';
import { ownerOfStoredFile } from '../uploads/uploads.repository';
import { toJobDto } from './jobs.mapper';
import { findJobById } from './jobs.repository';
import { deleteJob, insertJob, updateJob } from './jobs.write-repository';

type JobPayload = z.output<typeof jobPayloadSchema>;

function columnsOf(payload: JobPayload) {
  const jobDescription = sanitizeDescription(payload.jobDescription);
  // sanitizing can leave nothing behind: the same refusal as an empty description
  if (!stripHtml(jobDescription).trim())
    throw badRequest('validation_error', `jobDescription: ${t(JOB_MESSAGES.description)}`);
  return {
    jobTitle: payload.jobTitle,
    jobLocation: payload.jobLocation,
    jobType: payload.jobType,
    jobStartDateTime: payload.jobStartDateTime,
    jobEndDateTime: payload.jobEndDateTime,
    jobDescription,
    jobBanner: payload.jobBanner,
    jobWagePerHour: payload.jobWagePerHour,
    jobHours: payload.jobHours ?? null,
    ...(payload.jobPlaces !== undefined && { jobPlaces: payload.jobPlaces }),
    jobExperience: payload.jobExperience ?? null,
    jobAddress: payload.jobAddress ?? null,
    jobBreakMinutes: payload.jobBreakMinutes,
    jobBring: payload.jobBring ?? null,
    ...(payload.jobRegimes && { jobRegimes: JSON.stringify(payload.jobRegimes) }),
    jobRequirements: JSON.stringify(payload.jobRequirements),
    jobBenefits: JSON.stringify(payload.jobBenefits),
    jobGallery: JSON.stringify(payload.jobGallery),
    ...jobSearchFields({ jobTitle: payload.jobTitle, jobDescription, jobLocation: payload.jobLocation }),
  };
}

/** Jobs without total hours get them from their start and end, less the break (the create form sends none). */
function hoursOfShift(job: {
  jobStartDateTime: string | null;
  jobEndDateTime: string | null;
  jobBreakMinutes: number;
}) {
  return plannedHours({ ...job, jobHours: null });
}

/** A shift is posted or moved to the future only: nobody can apply to one that has begun. */
function ensureStartsLater(start: string) {
  if (start <= brusselsNow()) throw badRequest('start_in_past', t('api.jobs.startInThePast'));
}

export async function postJob(db: Kysely<Database>, auth: AuthContext, payload: JobPayload): Promise<Job> {
  ensureStartsLater(payload.jobStartDateTime);
  ensureFlexiWage(payload.jobRegimes ?? DEFAULT_JOB_REGIMES, payload);
  const business = await ownBusiness(db, auth);
  await assertOwnJobImages(db, business.businessAccountID, payload);
  const columns = columnsOf(payload);
  const jobID = await insertJob(db, {
    ...columns,
    jobHours: columns.jobHours ?? hoursOfShift(columns),
    jobBusinessID: business.businessID,
    jobStatus: payload.jobStatus ?? 'active',
    jobAddedDateTime: brusselsNow(),
    // the alert matcher announces it to workers whose alerts it matches (modules/alerts)
    jobAlertsChecked: 0,
  });
  return toJobDto((await findJobById(db, jobID))!);
}

async function ownJob(db: Kysely<Database>, auth: AuthContext, jobID: number) {
  const job = await findJobById(db, jobID);
  if (!job) throw notFound(t('api.applications.jobNotFound'));
  const business = await findBusinessById(db, job.jobBusinessID);
  ensure(can.manageBusiness(auth, business?.businessAccountID), t('api.jobs.youCanOnlyChangeThe'));
  return { job, businessAccountID: business?.businessAccountID };
}

/** '/upload/…' on this server, whether given as a path or as a full address: a stored file. */
function storedUploadPath(url: string): string | null {
  if (url.startsWith('/upload/')) return url;
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/upload/') ? pathname : null;
  } catch {
    return null;
  }
}

/**
 * A job's banner and gallery may show the business's own uploads, stock images and pictures on the
 * web, never a file another account uploaded (as logos already are); images the job already
 * shows may stay.
 */
async function assertOwnJobImages(
  db: Kysely<Database>,
  businessAccountID: number | undefined,
  payload: JobPayload,
  current: string[] = [],
) {
  for (const url of [payload.jobBanner, ...(payload.jobGallery ?? [])]) {
    const stored = url ? storedUploadPath(url) : null;
    if (!url || !stored || current.includes(url)) continue;
    const owner = await ownerOfStoredFile(db, stored);
    ensure(
      owner !== undefined && owner === businessAccountID,
      t('api.businesses.youCanOnlyUseImages'),
      'not_your_file',
    );
  }
}

/** A job is filled while its accepted workers take every place; more places reopen it. */
function statusForPlaces(job: { jobStatus: string; jobAcceptedCount: number }, places: number): string {
  if (job.jobAcceptedCount > 0 && job.jobAcceptedCount >= places) return 'filled';
  return job.jobStatus === 'filled' ? 'active' : job.jobStatus;
}

/**
 * Edits a job. Booked workers agreed to its start, end, place, wage and break: a change of those needs the
 * business to confirm it knows (`confirmBooked`; without it 409 `booked_change` with the count), and
 * each of them is asked to accept it, in the transaction of the edit.
 */
export async function editJob(
  db: Kysely<Database>,
  auth: AuthContext,
  jobID: number,
  payload: JobPayload,
  options: { confirmBooked: boolean; publicUrl: string },
): Promise<Job> {
  const { job: current, businessAccountID } = await ownJob(db, auth, jobID);
  // a past job may still be corrected, but not moved into the past
  if (payload.jobStartDateTime !== current.jobStartDateTime) ensureStartsLater(payload.jobStartDateTime);
  ensureFlexiWage(payload.jobRegimes ?? regimesOf(current.jobRegimes), payload);
  await assertOwnJobImages(db, businessAccountID, payload, [
    ...(current.jobBanner ? [current.jobBanner] : []),
    ...(JSON.parse(current.jobGallery) as string[]),
  ]);
  const columns = columnsOf(payload);
  const booked = await workersAffectedBy(db, jobID, termsOfJob(columns));
  const count = booked.affected.length;
  if (count > 0 && !options.confirmBooked)
    throw new HttpError(409, 'booked_change', t('api.jobs.bookedChange', { count }), { booked: count });
  const now = brusselsNow();
  await db.transaction().execute(async (trx) => {
    await updateJob(trx, jobID, {
      ...columns,
      // hours the form leaves empty keep what was stored, unless the shift itself got longer or shorter
      jobHours:
        columns.jobHours ??
        (hoursOfShift(columns) === hoursOfShift(current) ? current.jobHours : hoursOfShift(columns)),
      jobStatus: payload.jobStatus ?? statusForPlaces(current, columns.jobPlaces ?? current.jobPlaces),
    });
    const edited = (await findJobById(trx, jobID))!;
    await tellBookedWorkers(trx, edited, current, booked, now, options.publicUrl);
  });
  return toJobDto((await findJobById(db, jobID))!);
}

/**
 * The applications stay, readable through their snapshot, but open ones are cancelled and accepted
 * workers are mailed, in the same transaction as the deletion (docs/decisions/application-states.md).
 */
export async function removeJob(
  db: Kysely<Database>,
  auth: AuthContext,
  jobID: number,
  publicUrl: string,
): Promise<void> {
  const { job } = await ownJob(db, auth, jobID);
  const business = await findBusinessById(db, job.jobBusinessID);
  const about = {
    title: job.jobTitle,
    company: business?.businessName ?? (() => t('api.applications.theEmployer')),
    start: () => readableMoment(job.jobStartDateTime),
  };
  await db.transaction().execute(async (trx) => {
    const now = sharedNow();
    const losing = await cancelOpenApplicationsOfJob(trx, jobID, toBrusselsDateTime(now));
    const told = losing.map((worker) =>
      jobCancelledEvent(
        {
          userID: worker.userID,
          email: worker.userEmail,
          name: worker.userFirstName,
          language: languageOf(worker),
        },
        about,
        publicUrl,
      ),
    );
    await notifyAll(trx, told, publicUrl);
    await deleteJob(trx, jobID, toBrusselsDateTime(now));
  });
}
