import { isOpenJob } from '@jobbel/shared/jobs/job-open';
import {
  TEAM_PAGE_SIZE,
  type TeamInvitePayload,
  type TeamInviteResult,
  type TeamList,
  type TeamMembership,
} from '@jobbel/shared/team/team.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../lib/auth-context';
import { brusselsNow, readableMoment } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { t } from '../../lib/i18n';
import { momentCursorOf, parseMomentCursor } from '../../lib/moment-cursor';
import { pageAndCursor } from '../../lib/page-and-cursor';
import { can, ensure } from '../../lib/policy';
import { insertApplicationUnlessThere } from '../applications/applications.repository';
import { newApplication } from '../applications/new-application';
import { findBusinessByAccountId } from '../businesses/businesses.repository';
import { findJobById } from '../jobs/jobs.repository';
import { notifyAll } from '../notifications/notify';
import { workerRecipients } from '../notifications/recipients';
import { workerRecordsOf } from '../records/worker-record';
import { appliedToBusinessOf } from '../users/users.repository';
import { teamInvitationEvent } from './team.mails';
import {
  countTeamMembers,
  deleteTeamMember,
  insertTeamMember,
  listTeamMembers,
  teamMembersAmong,
} from './team.repository';

/** The business of the signed-in business account: only businesses keep a team. */
async function ownBusiness(db: Kysely<Database>, auth: AuthContext) {
  ensure(can.actAsBusiness(auth), t('api.team.onlyBusinesses'));
  const business = await findBusinessByAccountId(db, auth.accountID);
  if (!business) throw notFound(t('api.team.noBusinessProfile'));
  return business;
}

/** A page of the team, most recently added first, each member with their record. */
export async function listTeam(db: Kysely<Database>, auth: AuthContext, after?: string): Promise<TeamList> {
  const business = await ownBusiness(db, auth);
  const [rowsAndOneMore, total] = await Promise.all([
    listTeamMembers(db, business.businessID, {
      after: after === undefined ? undefined : parseMomentCursor(after),
      limit: TEAM_PAGE_SIZE + 1,
    }),
    countTeamMembers(db, business.businessID),
  ]);
  const { rows: members, nextCursor } = pageAndCursor(rowsAndOneMore, TEAM_PAGE_SIZE, (member) =>
    momentCursorOf(member.teamMemberAddedDateTime, member.userID),
  );
  const records = await workerRecordsOf(
    db,
    members.map((member) => member.userID),
  );
  const data = members.map((member, index) => ({ ...member, record: records[index]! }));
  return { data, count: data.length, total, nextCursor };
}

/** A business adds a worker who applied to one of its jobs; nobody else can be added. */
export async function addTeamMember(
  db: Kysely<Database>,
  auth: AuthContext,
  userID: number,
): Promise<TeamMembership> {
  const business = await ownBusiness(db, auth);
  ensure(
    await appliedToBusinessOf(db, userID, auth.accountID),
    t('api.team.onlyYourApplicants'),
    'not_an_applicant',
  );
  await insertTeamMember(db, business.businessID, userID, brusselsNow());
  return { userID, inTeam: true };
}

export async function removeTeamMember(
  db: Kysely<Database>,
  auth: AuthContext,
  userID: number,
): Promise<TeamMembership> {
  const business = await ownBusiness(db, auth);
  await deleteTeamMember(db, business.businessID, userID);
  return { userID, inTeam: false };
}

/**
 * Invites team members to an open job of the business: each gets an 'invited' application and a mail,
 * in one transaction. Someone who already applied or was invited is skipped (the unique key decides).
 */
export async function inviteTeam(
  db: Kysely<Database>,
  publicUrl: string,
  auth: AuthContext,
  payload: TeamInvitePayload,
): Promise<TeamInviteResult> {
  const business = await ownBusiness(db, auth);
  const job = await findJobById(db, payload.jobID);
  ensure(job?.jobBusinessID === business.businessID, t('api.team.notYourJob'));
  const now = brusselsNow();
  if (!job || !isOpenJob(job, now)) throw new HttpError(410, 'job_not_available', t('api.team.jobNotOpen'));
  const userIDs = [...new Set(payload.userIDs)];
  const team = await teamMembersAmong(db, business.businessID, userIDs);
  ensure(
    userIDs.every((userID) => team.has(userID)),
    t('api.team.onlyTeamMembers'),
    'not_in_team',
  );

  const invited: number[] = [];
  const about = {
    title: job.jobTitle,
    company: business.businessName,
    start: () => readableMoment(job.jobStartDateTime),
  };
  await db.transaction().execute(async (trx) => {
    for (const userID of userIDs) {
      const inserted = await insertApplicationUnlessThere(
        trx,
        newApplication(job, business.businessName, userID, 'invited', now),
      );
      if (inserted) invited.push(userID);
    }
    const workers = await workerRecipients(trx, invited);
    const told = invited.map((userID) => teamInvitationEvent(workers.get(userID)!, about, publicUrl));
    await notifyAll(trx, told, publicUrl);
  });
  return { invited, skipped: userIDs.filter((userID) => !invited.includes(userID)) };
}
