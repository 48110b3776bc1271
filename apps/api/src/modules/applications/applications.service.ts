import {
  ALREADY_APPLIED,
  APPLICANTS_PAGE_SIZE,
  APPLICATIONS_PAGE_SIZE,
  APPLICATIONS_WITHIN_DAYS_MAX,
  type Application,
  type ApplicationList,
  type ApplyPayload,
  BUSINESS_CANNOT_APPLY,
  JOB_NOT_AVAILABLE,
  type JobApplicationList,
  type OwnApplicationsQuery,
} from '@jobbel/shared/applications/application.schemas';
import { mayApplyAgain } from '@jobbel/shared/applications/apply-again';
import type { Regime } from '@jobbel/shared/engagements/regimes';
import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, readableMoment } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { languageOf, t } from '../../lib/i18n';
import { momentCursorOf, parseMomentCursor } from '../../lib/moment-cursor';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { can, ensure } from '../../lib/policy';
import { findBusinessById, findBusinessesByIds } from '../businesses/businesses.repository';
import { checkEngagement } from '../engagements/engagement-check';
import { decideEngagement, recordDecision } from '../engagements/engagement-decision';
import { findApplicationJobsByIds, findJobById } from '../jobs/jobs.repository';
import { takeJobPlace } from '../jobs/jobs.write-repository';
import { notify } from '../notifications/notify';
import { businessRecipient, workerRecipient } from '../notifications/recipients';
import { workerRecordsOf } from '../records/worker-record';
import { ratingsOfApplications } from '../shifts/shifts.repository';
import { skillNamesOf } from '../skills/skills.repository';
import { findApplicantsByIds, findUserById } from '../users/users.repository';
import { applicationDecisionEvent, newApplicantEvent } from './applications.mails';
import { toApplicationDto } from './applications.mapper';
import {
  countApplicationsOfJob,
  countApplicationsOfUser,
  decidePendingApplication,
  findApplication,
  findApplicationById,
  insertApplication,
  listApplicationsOfJob,
  listApplicationsOfUser,
  type OwnApplicationsFilter,
  recordAgreedTerms,
  reopenApplication,
} from './applications.repository';
import { newApplication, reopenedApplication } from './new-application';

const jobNotAvailable = () => new HttpError(410, 'job_not_available', JOB_NOT_AVAILABLE);

async function jobsAndCompanies(db: Kysely<Database>, jobIDs: number[]) {
  const jobs = await findApplicationJobsByIds(db, jobIDs);
  const businesses = await findBusinessesByIds(db, [...new Set(jobs.map((job) => job.jobBusinessID))]);
  return {
    job: (jobID: number) => jobs.find((job) => job.jobID === jobID),
    company: (businessID: number | undefined) =>
      businesses.find((business) => business.businessID === businessID),
  };
}

/**
 * spec 001 §5, apply rules: workers only, for themselves, once per job, until the job starts;
 * again after withdrawing or a cancelled shift while the job is open.
 */
export async function apply(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  payload: ApplyPayload,
) {
  ensure(auth.accountType !== 'business', BUSINESS_CANNOT_APPLY, 'business_cannot_apply');
  ensure(auth.accountType === 'user', t('api.applications.onlyWorkersApply'), 'only_workers_apply');
  ensure(can.applyAs(auth, payload.jobApplicationUserID), t('api.applications.youCanOnlyApplyFor'));
  const userID = payload.jobApplicationUserID;
  const job = await findJobById(db, payload.jobApplicationJobID);
  const now = brusselsNow();
  if (!job || !isOpenJob(job, now)) throw jobNotAvailable();
  const earlier = await findApplication(db, job.jobID, userID);
  if (earlier && !mayApplyAgain(earlier.jobApplicationStatus))
    throw conflict(ALREADY_APPLIED, 'already_applied');
  const business = await findBusinessById(db, job.jobBusinessID);
  const businessName = business?.businessName ?? null;
  try {
    const jobApplicationID = await db.transaction().execute(async (trx) => {
      let id: number;
      if (earlier) {
        // applying again after withdrawing or a cancelled shift: the same row, its past kept aside
        const reopened = await reopenApplication(trx, earlier, reopenedApplication(job, businessName, now));
        if (!reopened) throw conflict(ALREADY_APPLIED, 'already_applied');
        id = earlier.jobApplicationID;
      } else {
        const inserted = await insertApplication(
          trx,
          newApplication(job, businessName, userID, 'pending', now),
        );
        id = inserted.jobApplicationID;
      }
      const owner = business && (await businessRecipient(trx, business));
      if (owner) {
        const worker = await workerRecipient(trx, userID);
        const about = {
          title: job.jobTitle,
          company: owner.name,
          start: () => readableMoment(job.jobStartDateTime),
          worker: worker.name,
          jobID: job.jobID,
        };
        await notify(trx, newApplicantEvent(owner, about, publicUrl), publicUrl);
      }
      return id;
    });
    const row = (await findApplicationById(db, jobApplicationID))!;
    return toApplicationDto(row, job, business, { viewer: 'worker', ratings: [], now });
  } catch (error) {
    // two requests at once: the unique constraint lets exactly one through
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED, 'already_applied');
    throw error;
  }
}

/**
 * A worker's own applications: newest first, a page at a time; or her application to one job; or those
 * whose shift starts within some days. Each is bounded by what one screen shows
 * (docs/decisions/national-scale.md).
 */
export async function applicationsOfUser(
  db: Kysely<Database>,
  auth: AuthContext,
  userID: number,
  query: Omit<OwnApplicationsQuery, 'userID'> = {},
): Promise<ApplicationList> {
  ensure(auth.accountType !== 'business', t('api.applications.businessAccountsCannotViewJob'));
  ensure(can.viewApplicationsOf(auth, userID), t('api.applications.youCanOnlyViewYour'));
  if (query.jobID !== undefined || query.startsFrom !== undefined) {
    const within =
      query.startsFrom && query.startsBefore
        ? { from: query.startsFrom, before: query.startsBefore }
        : undefined;
    const data = await workerApplications(db, userID, {
      jobID: query.jobID,
      startsWithin: within,
      limit: APPLICATIONS_WITHIN_DAYS_MAX,
    });
    return { data, count: data.length, total: data.length, nextCursor: null };
  }
  const after = query.after === undefined ? undefined : parseMomentCursor(query.after);
  const [rowsAndOneMore, total] = await Promise.all([
    workerApplications(db, userID, { after, limit: APPLICATIONS_PAGE_SIZE + 1 }),
    countApplicationsOfUser(db, userID),
  ]);
  const { rows: data, nextCursor } = pageAndCursor(rowsAndOneMore, APPLICATIONS_PAGE_SIZE, applicationCursor);
  return { data, count: data.length, total, nextCursor };
}

/** Where a newest-first page of applications goes on from: the last one shown. */
const applicationCursor = (row: { jobApplicationDateTime: string; jobApplicationID: number }) =>
  momentCursorOf(row.jobApplicationDateTime, row.jobApplicationID);

/** A worker's applications as she sees them: her own list, and the shifts her calendar feed holds. */
export async function workerApplications(
  db: Kysely<Database>,
  userID: number,
  filter: OwnApplicationsFilter = {},
): Promise<Application[]> {
  const rows = await listApplicationsOfUser(db, userID, filter);
  const [lookup, ratings] = await Promise.all([
    jobsAndCompanies(
      db,
      rows.map((row) => row.jobApplicationJobID),
    ),
    ratingsOfApplications(
      db,
      rows.map((row) => row.jobApplicationID),
    ),
  ]);
  const now = brusselsNow();
  return rows.map((row) => {
    const job = lookup.job(row.jobApplicationJobID);
    return toApplicationDto(row, job, lookup.company(job?.jobBusinessID), {
      viewer: 'worker',
      ratings: ratings.filter((rating) => rating.ratingApplicationID === row.jobApplicationID),
      now,
    });
  });
}

/** The business that owns the job (or an admin) may see and decide on its applications. */
async function assertOwnsJob(db: Kysely<Database>, auth: AuthContext, jobID: number) {
  const job = await findJobById(db, jobID);
  if (!job) throw notFound(t('api.applications.jobNotFound'));
  const business = await findBusinessById(db, job.jobBusinessID);
  ensure(
    can.manageBusiness(auth, business?.businessAccountID),
    t('api.applications.onlyTheBusinessThatPosted'),
  );
  return { job, business };
}

/**
 * A page of the applications to a job the business posted, newest first, each with its applicant and
 * her record: what one screen shows, however many have applied (docs/decisions/national-scale.md).
 */
export async function applicationsOfJob(
  db: Kysely<Database>,
  auth: AuthContext,
  jobID: number,
  page: { after?: string } = {},
): Promise<JobApplicationList> {
  const { job, business } = await assertOwnsJob(db, auth, jobID);
  const after = page.after === undefined ? undefined : parseMomentCursor(page.after);
  const [rowsAndOneMore, total] = await Promise.all([
    listApplicationsOfJob(db, jobID, { after, limit: APPLICANTS_PAGE_SIZE + 1 }),
    countApplicationsOfJob(db, jobID),
  ]);
  const { rows, nextCursor } = pageAndCursor(rowsAndOneMore, APPLICANTS_PAGE_SIZE, applicationCursor);
  const userIDs = rows.map((row) => row.jobApplicationUserID);
  const [applicants, skills, ratings, records] = await Promise.all([
    findApplicantsByIds(db, userIDs, job.jobBusinessID),
    skillNamesOf(db, userIDs),
    ratingsOfApplications(
      db,
      rows.map((row) => row.jobApplicationID),
    ),
    workerRecordsOf(db, userIDs),
  ]);
  const now = brusselsNow();
  const data = rows.map((row, index) => {
    const applicant = applicants.find((candidate) => candidate.userID === row.jobApplicationUserID);
    const view = {
      viewer: 'business' as const,
      ratings: ratings.filter((rating) => rating.ratingApplicationID === row.jobApplicationID),
      now,
    };
    return {
      ...toApplicationDto(row, job, business, view),
      // docs/decisions/who-may-do-what.md: a business always sees the email and phone of its own applicants
      applicant: applicant
        ? {
            ...applicant,
            skills: skills
              .filter((skill) => skill.userSkillUserID === applicant.userID)
              .map((skill) => skill.userSkillName),
            applicantRecord: records[index]!,
          }
        : null,
    };
  });
  return { data, count: data.length, total, nextCursor };
}

/** What the accept dialog shows: the regimes the law allows for this worker on this shift, with warnings. */
export async function engagementCheckOf(db: Kysely<Database>, auth: AuthContext, jobApplicationID: number) {
  const row = await findApplicationById(db, jobApplicationID);
  if (!row) throw notFound(t('api.applications.applicationNotFound'));
  const { job } = await assertOwnsJob(db, auth, row.jobApplicationJobID);
  return checkEngagement(db, { jobApplicationID, userID: row.jobApplicationUserID, job });
}

/** Workers withdraw their own pending application; the owning business accepts or rejects, and the worker is mailed. */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  jobApplicationID: number,
  status: 'accepted' | 'rejected' | 'withdrawn',
  regime?: Regime,
) {
  const row = await findApplicationById(db, jobApplicationID);
  if (!row) throw notFound(t('api.applications.applicationNotFound'));
  if (status === 'withdrawn')
    ensure(
      can.withdrawApplication(auth, row.jobApplicationUserID),
      t('api.applications.youCanOnlyWithdrawYour'),
    );
  const owned = status === 'withdrawn' ? undefined : await assertOwnsJob(db, auth, row.jobApplicationJobID);
  // the business's decision has read its job and business already; a withdrawal reads them here
  const lookup = owned ? undefined : await jobsAndCompanies(db, [row.jobApplicationJobID]);
  const job = owned?.job ?? lookup?.job(row.jobApplicationJobID);
  const company = owned?.business ?? lookup?.company(job?.jobBusinessID);
  const worker = status === 'withdrawn' ? undefined : await findUserById(db, row.jobApplicationUserID);
  await db.transaction().execute(async (trx) => {
    // the law decides under which regime she may work this shift, before anything is written
    const engagement =
      status === 'accepted' && owned && row.jobApplicationStatus === 'pending'
        ? await decideEngagement(
            trx,
            { jobApplicationID, userID: row.jobApplicationUserID, job: owned.job },
            worker?.userFirstName ?? '',
            regime,
          )
        : undefined;
    const by = status === 'withdrawn' ? 'worker' : 'business';
    if (!(await decidePendingApplication(trx, jobApplicationID, status, by, brusselsNow()))) {
      const current = await findApplicationById(trx, jobApplicationID);
      throw conflict(
        t(current ? 'api.applications.alreadyDecided' : 'api.applications.applicationNotFound'),
        'application_not_pending',
      );
    }
    if (status === 'accepted' && !(await takeJobPlace(trx, row.jobApplicationJobID)))
      throw conflict(t('api.applications.jobIsFilled'), 'job_filled');
    if (status === 'accepted') await recordAgreedTerms(trx, jobApplicationID);
    if (engagement)
      await recordDecision(trx, jobApplicationID, engagement, {
        userID: row.jobApplicationUserID,
        title: job?.jobTitle ?? row.jobSnapshotTitle,
        company:
          company?.businessName ?? row.jobSnapshotBusinessName ?? (() => t('api.applications.theEmployer')),
        publicUrl,
      });
    if (worker && status !== 'withdrawn') {
      const about = {
        title: job?.jobTitle ?? row.jobSnapshotTitle,
        company:
          company?.businessName ?? row.jobSnapshotBusinessName ?? (() => t('api.applications.theEmployer')),
      };
      const to = {
        userID: worker.userID,
        email: worker.userEmail,
        name: worker.userFirstName,
        language: languageOf(worker),
      };
      await notify(trx, applicationDecisionEvent(to, status, about, publicUrl), publicUrl);
    }
  });
  // an accept can fill the job, which then leaves the list
  const view = {
    viewer: status === 'withdrawn' ? ('worker' as const) : ('business' as const),
    ratings: [],
    now: brusselsNow(),
  };
  return toApplicationDto((await findApplicationById(db, jobApplicationID))!, job, company, view);
}
