import { APPLICANTS_PAGE_SIZE } from '@jobbel/shared/applications/application.schemas';
import { jobListQuerySchema } from '@jobbel/shared/jobs/job.schemas';
import { MESSAGES_PAGE_SIZE } from '@jobbel/shared/messages/message.constants';
import { TEAM_PAGE_SIZE } from '@jobbel/shared/team/team.schemas';
import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createKeptCounts } from '../lib/kept-counts';
import { adminJobs } from '../modules/admin/admin.service';
import {
  countUsersForAdmin,
  countUsersMatching,
  listUsersForAdmin,
} from '../modules/admin/admin-users.repository';
import { instantMailsWithinHour, usersAwaitingDigest } from '../modules/alerts/alerts.repository';
import { listApplicationsOfJob } from '../modules/applications/applications.repository';
import { shiftsToSignal } from '../modules/check-in/check-in.repository';
import { studentEngagementsStartingBetween } from '../modules/contracts/contracts.repository';
import { dimonaToSignal } from '../modules/engagements/dimona.repository';
import { engagementsBetween, extraDaysOfBusiness } from '../modules/engagements/engagements.repository';
import {
  firstMatchingJobIdsQuery,
  listJobsAndOneMoreQuery,
} from '../modules/job-search/job-search.repository';
import { jobIDsWaitingForBusinessQuery } from '../modules/jobs/jobs.repository';
import { findDueMails } from '../modules/mail/outbox.repository';
import { conversationsOf, type InboxSide, inboxCountsOf } from '../modules/messages/conversations.repository';
import { listMessages } from '../modules/messages/messages.repository';
import { accountsDueForDeletion } from '../modules/my-data/account-deletion.repository';
import { bellsOf } from '../modules/notifications/bell.repository';
import { listNotifications } from '../modules/notifications/notifications.repository';
import { recordsChangedBetween, recordsExpiredBy } from '../modules/records/record-cache.repository';
import {
  revealedRatingsPage,
  settledOutcomesSince,
  withdrawnNoShowsSince,
} from '../modules/records/records.repository';
import {
  hoursWaitingSince,
  shiftsToAskHoursOf,
  shiftsToRemind,
} from '../modules/shifts/shift-sweep.repository';
import { listTeamMembers } from '../modules/team/team.repository';
import { useTestApp } from '../test/build-test-app';
import { recordingStatements } from '../test/recorded-statements';
import type { ReadRows } from './create-db';

const testApp = useTestApp();

/**
 * Runs a repository read and answers the database's plan for each statement it sent; on PostgreSQL with
 * the plans in `postgresOff` disallowed.
 */
async function plansOf(
  read: (db: typeof testApp.app.db) => Promise<unknown>,
  postgresOff = ['enable_seqscan'],
): Promise<string[]> {
  const db = testApp.app.db;
  const recording = recordingStatements(db);
  await read(recording.db);
  return db.connection().execute(async (connection) => {
    const postgres = testApp.app.dialect === 'postgres';
    // on a nearly empty table PostgreSQL rightly prefers to read it all: asked not to, it shows which index serves
    if (postgres) for (const plan of postgresOff) await sql`set ${sql.raw(plan)} = off`.execute(connection);
    const plans: string[] = [];
    for (const node of recording.sent) {
      const compiled = connection.getExecutor().compileQuery(node, { queryId: 'plan' });
      const explained = await connection.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${postgres ? 'explain' : 'explain query plan'} ${compiled.sql}`, [
          ...compiled.parameters,
        ]),
      );
      plans.push(explained.rows.map((row) => row['QUERY PLAN'] ?? row.detail).join('\n'));
    }
    if (postgres) for (const plan of postgresOff) await sql`reset ${sql.raw(plan)}`.execute(connection);
    return plans;
  });
}

const FROM = '2026-11-27 10:00:00';
const UNTIL = '2026-11-28 10:00:00';

describe('reads that must not grow with history', () => {
  it("reads a business's and a worker's year of engagements by their start, not every row of them", async () => {
    const [business] = await plansOf((db) =>
      engagementsBetween(db, { businessID: 1 }, '2026-01-01', '2027-01-01'),
    );
    expect(business).toContain('job_applications_business_start_idx');
    const [worker] = await plansOf((db) => engagementsBetween(db, { userID: 1 }, '2026-01-01', '2027-01-01'));
    expect(worker).toContain('job_applications_user_start_idx');
  });

  it('counts the days a business had extras in a year from the index of its extras alone, reading no shift', async () => {
    const [plan] = await plansOf((db) => extraDaysOfBusiness(db, 1, '2026-01-01', '2027-01-01', 5));
    expect(plan).toContain('job_applications_business_extras_idx');
    if (testApp.app.dialect === 'sqlite') expect(plan).toContain('COVERING INDEX');
  });

  it('finds what the minute passes wait for by its moment, not among every booked shift', async () => {
    // on empty tables PostgreSQL costs the partial indexes alike and takes any of them
    const byTime = (index: string) =>
      testApp.app.dialect === 'postgres' ? /job_applications_(accepted_start|hours_to_ask)_idx/ : index;
    const byAgreedStart = [
      ...(await plansOf((db) => studentEngagementsStartingBetween(db, FROM, UNTIL))),
      ...(await plansOf((db) => dimonaToSignal(db, 'jobApplicationDimonaReminderSentDateTime', FROM, UNTIL))),
      ...(await plansOf((db) =>
        shiftsToSignal(db, 'jobApplicationCheckInReminderSentDateTime', FROM, UNTIL),
      )),
      ...(await plansOf((db) => shiftsToRemind(db, FROM, UNTIL))),
    ];
    for (const plan of byAgreedStart) expect(plan).toMatch(byTime('job_applications_accepted_start_idx'));
    expect((await plansOf((db) => shiftsToAskHoursOf(db, FROM, UNTIL)))[0]).toMatch(
      byTime('job_applications_hours_to_ask_idx'),
    );
    expect((await plansOf((db) => hoursWaitingSince(db, FROM)))[0]).toMatch(
      testApp.app.dialect === 'postgres'
        ? /job_applications_(accepted_start|hours_to_ask|hours_submitted)_idx/
        : 'job_applications_hours_submitted_idx',
    );
  });

  it('finds the account deletions that are due among those asked for, not among every account', async () => {
    const [plan] = await plansOf((db) => accountsDueForDeletion(db, UNTIL));
    expect(plan).toContain('accounts_deletion_waiting_idx');
  });

  it('finds the kept records to compute again among the changes since the last round and the records past their moment, not among every kept record', async () => {
    const [changed] = await plansOf((db) => recordsChangedBetween(db, { afterChange: 10, upTo: 20 }, 100));
    expect(changed).toMatch(/record_changes/);
    // the changes in their order by number, each record by its key
    expect(changed).toMatch(/INTEGER PRIMARY KEY|record_changes_pkey/);
    expect(changed).toMatch(/sqlite_autoindex_record_cache_1|record_cache_pkey/);
    const after = { validUntil: '2026-11-27 09:00:00', subjectKey: 'u:1' };
    const off = ['enable_seqscan', 'enable_bitmapscan'];
    for (const [expired] of [
      await plansOf((db) => recordsExpiredBy(db, FROM, undefined, 100), off),
      await plansOf((db) => recordsExpiredBy(db, FROM, after, 100), off),
    ]) {
      expect(expired).toContain('record_cache_valid_until');
      expect(expired).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it("reads a page of a business's jobs, and the jobs of its shown days, by their start, not all it ever posted", async () => {
    const query = (params: Record<string, string>) =>
      jobListQuerySchema.parse({ jobBusinessID: '1', order: 'jobStartDateTime', limit: '50', ...params });
    const firstPage = query({ direction: 'asc' });
    const days = query({ jobStartDateTime_gte: '2026-11-27', jobStartDateTime_lte: '2026-11-28' });
    const latest = query({ direction: 'desc' });
    const plans = [
      ...(await plansOf((db) => firstMatchingJobIdsQuery(db, firstPage, FROM, 1001).execute())),
      ...(await plansOf((db) => firstMatchingJobIdsQuery(db, days, FROM, 1001).execute())),
      ...(await plansOf((db) => listJobsAndOneMoreQuery(db, latest, FROM).execute())),
    ];
    for (const plan of plans) {
      expect(plan).toContain('jobs_business_start_idx');
      // the order comes from the index: no sort of the business's jobs
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it("reads a page of a worker's and a business's reviews from their ratings by time, not every shift they had", async () => {
    const page = { windowClosedBefore: FROM, limit: 11 };
    const plans = [
      ...(await plansOf((db) => revealedRatingsPage(db, { businessID: 1 }, 'worker', page))),
      ...(await plansOf((db) => revealedRatingsPage(db, { userID: 1 }, 'business', page))),
    ];
    expect(plans[0]).toContain('ratings_given_to_business_idx');
    expect(plans[1]).toContain('ratings_given_to_worker_idx');
    for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it("finds an administrator's search among every job's texts in their trigram indexes, not by reading every job, and the businesses it names once", async () => {
    const plans: string[] = [];
    for (const status of ['all', 'active'] as const) {
      const search = { search: 'kwartel', status, limit: 20 };
      const planned = await plansOf(
        async (db) => {
          const readRows: ReadRows = async (query) => (await db.executeQuery(query.compile())).rows;
          await adminJobs({ db, readRows }, createKeptCounts(), search);
        },
        // on a nearly empty table PostgreSQL walks the jobs' ids backwards; kept from that too, it shows the
        // trigram indexes serve the search (at a million jobs it chooses them itself: docs/performance.md)
        ['enable_seqscan', 'enable_indexscan'],
      );
      plans.push(...planned);
    }
    // the businesses whose name holds the search are looked up once for the page and its count
    const businessNameLookups = plans.filter((plan) =>
      testApp.app.dialect === 'postgres'
        ? plan.includes('businesses_businessName_trgm_idx')
        : /SCAN named VIRTUAL TABLE/.test(plan),
    );
    expect(businessNameLookups).toHaveLength(2);
    // the pages, their counts and (as they are built) the statements within them
    const plan = plans.join('\n');
    if (testApp.app.dialect === 'postgres') {
      for (const index of ['jobs_jobTitle', 'jobs_jobType', 'jobs_jobLocation', 'businesses_businessName'])
        expect(plan).toContain(`${index}_trgm_idx`);
      expect(plan).not.toMatch(/Seq Scan on jobs/);
    } else {
      // the jobs' index walked newest first and each job read by its id, also for a status; the businesses'
      // index, and the few jobs of the businesses it names read by business (sorted: at most 5,000)
      expect(plan).toMatch(/SCAN found VIRTUAL TABLE/);
      expect(plan).toMatch(/SCAN named VIRTUAL TABLE/);
      expect(plan).toMatch(/SEARCH jobs USING (COVERING )?INDEX jobs_business\w* \(jobBusinessID=\?\)/);
      expect(plan).not.toMatch(/SCAN jobs\b/);
    }
  });

  it("counts every user for the admin totals without reading each one's account, only the administrators'", async () => {
    const plan = (
      await plansOf(async (db) => {
        const readRows: ReadRows = async (query) => (await db.executeQuery(query.compile())).rows;
        await countUsersForAdmin({ db, readRows }, 'all');
      })
    ).join('\n');
    expect(plan).toContain('accounts_admin_idx');
    if (testApp.app.dialect === 'postgres') expect(plan).not.toMatch(/Seq Scan on accounts/);
    // the partial index holds the administrators alone: reading it all is reading them
    else expect(plan).not.toMatch(/SCAN accounts(?! USING COVERING INDEX accounts_admin_idx)/);
  });

  it("finds an administrator's search among every user's texts in their trigram indexes, not by reading every user", async () => {
    const plans: string[] = [];
    for (const status of ['all', 'active'] as const) {
      const search = { search: 'vermeulen', status, limit: 20 };
      const planned = await plansOf(
        async (db) => {
          const readRows: ReadRows = async (query) => (await db.executeQuery(query.compile())).rows;
          await listUsersForAdmin({ db, readRows }, search);
          await countUsersMatching({ db, readRows }, search, 1001);
        },
        ['enable_seqscan', 'enable_indexscan'],
      );
      plans.push(...planned);
    }
    const plan = plans.join('\n');
    if (testApp.app.dialect === 'postgres') {
      for (const column of ['userFirstName', 'userLastName', 'userEmail', 'userUsername', 'userAddressCity'])
        expect(plan).toContain(`users_${column}_trgm_idx`);
      expect(plan).toContain('businesses_businessName_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on users/);
    } else {
      expect(plan).toMatch(/SCAN found VIRTUAL TABLE/);
      expect(plan).not.toMatch(/SCAN users\b|TEMP B-TREE/);
    }
  });

  it("reads a page of a job's applicants in their order, from where the last page ended, not all who ever applied", async () => {
    const plans = await plansOf((db) =>
      listApplicationsOfJob(db, 1, { after: { dateTime: FROM, id: 9 }, limit: APPLICANTS_PAGE_SIZE + 1 }),
    );
    expect(plans).toHaveLength(1);
    expect(plans[0]).toContain('job_applications_job_moment_idx');
    expect(plans[0]).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it("counts the last 12 months of a screen's workers' and businesses' records from their kept months, and the window's first month in their indexes of ended applications, reading no row", async () => {
    const reads: [string, (db: typeof testApp.app.db) => Promise<unknown>][] = [
      ['job_applications_worker_outcomes_idx', (db) => settledOutcomesSince(db, { userIDs: [1] }, FROM)],
      [
        'job_applications_business_outcomes_idx',
        (db) => settledOutcomesSince(db, { businessIDs: [1] }, FROM),
      ],
      ['job_applications_business_withdrawn_idx', (db) => withdrawnNoShowsSince(db, [1], FROM)],
    ];
    // one subject each: for several, a planner without statistics (these empty tables) may take the status
    // index instead; with statistics it takes these (docs/decisions/national-scale.md)
    // on empty tables PostgreSQL costs these indexes alike and may take another of them
    const anyOfThem = new RegExp(`using (${[...new Set(reads.map(([index]) => index))].join('|')})`);
    for (const [index, read] of reads) {
      const [plan, months] = await plansOf(read);
      if (testApp.app.dialect === 'postgres') expect(plan).toMatch(anyOfThem);
      else expect(plan).toContain(`USING COVERING INDEX ${index}`);
      if (months === undefined) continue;
      // the kept months by their key: the subject, then the month
      if (testApp.app.dialect === 'postgres') expect(months).toMatch(/using record_outcome_months_pkey/);
      else
        expect(months).toMatch(
          /SEARCH record_outcome_months USING INDEX sqlite_autoindex_record_outcome_months_1 \(subjectKey=\? AND settledMonth>\?\)/,
        );
    }
  });

  it("reads a page of a business's team in its order, from where the last page ended, not the whole team", async () => {
    // a bitmap scan of a nearly empty team, sorted after, is cheaper than the index's order there
    const off = ['enable_seqscan', 'enable_bitmapscan'];
    const plans = [
      ...(await plansOf((db) => listTeamMembers(db, 1, { limit: TEAM_PAGE_SIZE + 1 }), off)),
      ...(await plansOf(
        (db) => listTeamMembers(db, 1, { after: { dateTime: FROM, id: 9 }, limit: TEAM_PAGE_SIZE + 1 }),
        off,
      )),
    ];
    for (const plan of plans) {
      expect(plan).toContain('team_members_newest_idx');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it('reads a page of a conversation from its newest message back, not the whole conversation', async () => {
    const plans = [
      ...(await plansOf((db) => listMessages(db, 1, { limit: MESSAGES_PAGE_SIZE + 1 }))),
      ...(await plansOf((db) => listMessages(db, 1, { before: 900, limit: MESSAGES_PAGE_SIZE + 1 }))),
    ];
    for (const plan of plans) {
      expect(plan).toContain('messages_application_idx');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it("reads a worker's and a business's inbox from their conversations by the last message, not every message they had", async () => {
    const plans = [
      ...(await plansOf((db) => conversationsOf(db, { side: 'worker', userID: 1 }, { limit: 21 }))),
      ...(await plansOf((db) =>
        conversationsOf(db, { side: 'business', businessIDs: [1] }, { after: 900, limit: 21 }),
      )),
    ];
    expect(plans[0]).toContain('conversations_worker_idx');
    expect(plans[1]).toContain('conversations_business_idx');
    // on its empty tables PostgreSQL may as well sort the few rows the index found
    if (testApp.app.dialect === 'postgres') return;
    for (const plan of plans) expect(plan).not.toMatch(/TEMP B-TREE|SCAN messages/);
  });

  it("counts a worker's and a business's unread messages, and lists their unread conversations, from the conversations with unread messages alone", async () => {
    const sides: [InboxSide, string][] = [
      [{ side: 'worker', userID: 1 }, 'conversations_worker_unread_idx'],
      [{ side: 'business', businessIDs: [1] }, 'conversations_business_unread_idx'],
    ];
    for (const [who, index] of sides) {
      const listed = await plansOf((db) => conversationsOf(db, who, { unreadOnly: true, limit: 21 }));
      const counts = await plansOf((db) => inboxCountsOf(db, who));
      expect(listed[0]).toContain(index);
      // the conversations' count and the waiting messages' sum: the sum's plan names the index
      expect(counts.join('\n')).toContain(index);
    }
  });

  it("reads a page of a person's notifications from her newest back, not all she was ever sent", async () => {
    const plans = [
      ...(await plansOf((db) => listNotifications(db, 1, { limit: 51 }))),
      ...(await plansOf((db) => listNotifications(db, 1, { before: 900, limit: 51 }))),
    ];
    for (const plan of plans) {
      expect(plan).toContain('notifications_user_idx');
      expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it("reads many people's bells by each one's newest notice and unread notices, not all they were ever sent", async () => {
    const [plan] = await plansOf((db) => bellsOf(db, [1, 2, 3]));
    expect(plan).toContain('notifications_user_idx');
    expect(plan).toContain('notifications_unread');
    if (testApp.app.dialect === 'postgres') return;
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN notifications/);
  });

  it('finds what waits for a business among what waits, not among everything it ever had', async () => {
    const plans = await plansOf((db) =>
      jobIDsWaitingForBusinessQuery(db, 1, { now: FROM, answeredSince: FROM, limit: 100 }).execute(),
    );
    const plan = plans.join('\n');
    expect(plan).toContain('job_applications_business_hours_idx');
    expect(plan).toContain('job_applications_business_start_idx');
    // on its empty tables PostgreSQL may as well go by the pending applications first
    if (testApp.app.dialect === 'postgres') return;
    expect(plan).toContain('jobs_business_start_idx');
    expect(plan).not.toMatch(/SCAN job_applications(?! USING)/);
    // the soonest coming jobs read in the index's order, so that reading stops at the limit: no sort of
    // their own (the compound query then merges the three short lists)
    const coming = plan.slice(plan.lastIndexOf('CO-ROUTINE coming'), plan.lastIndexOf('SCAN coming'));
    expect(coming).toContain('jobs_business_start_idx');
    expect(coming).not.toContain('TEMP B-TREE');
  });

  it("reads the outbox's next due items among those waiting, in the order they were written, however many were sent", async () => {
    const [plan] = await plansOf((db) => findDueMails(db, 1_800_000_000, 20, 'mail'));
    expect(plan).toContain('outbox_waiting_idx');
    // a backlog is not sorted whole for the twenty read: the index gives their order
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });

  it("finds the workers still waiting for the day's digest among the matches recorded since the last full read, not all that wait", async () => {
    const [plan] = await plansOf((db) =>
      usersAwaitingDigest(db, { day: '2026-11-27', afterUserID: 0, limit: 100, matchedSince: FROM }),
    );
    // on its empty tables PostgreSQL may as well take the index by worker
    if (testApp.app.dialect === 'postgres') return;
    expect(plan).toContain('job_alert_matches_digest_waiting_since');
  });

  it("counts the workers' alert mails of the last hour among their sent matches of that hour, not every match they had", async () => {
    const [plan] = await plansOf((db) => instantMailsWithinHour(db, [1, 2, 3], UNTIL));
    expect(plan).toContain('job_alert_matches_sent_by_time');
  });
});
