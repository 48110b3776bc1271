import { type Kysely, type Migration, Migrator } from 'kysely';
import * as accountsUsersBusinessesJobs from './migrations/2026-11-22T01-30_accounts-users-businesses-jobs';
import * as jobSearch from './migrations/2026-11-22T02-00_job-search';
import * as jobApplications from './migrations/2026-11-22T03-00_job-applications';
import * as workerProfiles from './migrations/2026-11-22T04-00_worker-profiles';
import * as hardening from './migrations/2026-11-22T05-00_hardening';
import * as jobPlaces from './migrations/2026-11-22T06-00_job-places';
import * as deletedJobs from './migrations/2026-11-22T07-00_deleted-jobs';
import * as jobCoordinates from './migrations/2026-11-22T08-00_job-coordinates';
import * as openJobIndexes from './migrations/2026-11-22T09-00_open-job-indexes';
import * as coveringOpenIndexes from './migrations/2026-11-22T10-00_covering-open-indexes';
import * as dropAllJobsCoordinatesIndex from './migrations/2026-11-22T11-00_drop-all-jobs-coordinates-index';
import * as shifts from './migrations/2026-11-22T12-00_shifts';
import * as team from './migrations/2026-11-22T13-00_team';
import * as notifications from './migrations/2026-11-22T14-00_notifications';
import * as messages from './migrations/2026-11-22T15-00_messages';
import * as jobAlerts from './migrations/2026-11-22T16-00_job-alerts';
import * as jobChanges from './migrations/2026-11-22T17-00_job-changes';
import * as pushSubscriptions from './migrations/2026-11-22T18-00_push-subscriptions';
import * as sharedCounters from './migrations/2026-11-22T19-00_shared-counters';
import * as everyJobChange from './migrations/2026-11-22T20-00_every-job-change';
import { uploadsInDatabase } from './migrations/2026-11-22T21-00_uploads-in-database';
import * as serverKeys from './migrations/2026-11-22T22-00_server-keys';
import * as jobChangesByTime from './migrations/2026-11-23T01-00_job-changes-by-time';
import * as sessionVersion from './migrations/2026-11-23T06-00_session-version';
import * as startedJobsIndex from './migrations/2026-11-23T07-00_started-jobs-index';
import * as noShowClaims from './migrations/2026-11-25T01-00_no-show-claims';
import * as earlierApplications from './migrations/2026-11-25T02-00_earlier-applications';
import * as hoursAgreement from './migrations/2026-11-25T03-00_hours-agreement';
import * as bookedTerms from './migrations/2026-11-25T04-00_booked-terms';
import * as jobPracticalFacts from './migrations/2026-11-25T05-00_job-practical-facts';
import * as calendarFeeds from './migrations/2026-11-25T06-00_calendar-feeds';
import * as outboxGivesUp from './migrations/2026-11-25T07-00_outbox-gives-up';
import * as healthProbes from './migrations/2026-11-26T01-00_health-probes';
import * as loginSessions from './migrations/2026-11-26T02-00_login-sessions';
import * as outboxRequestId from './migrations/2026-11-26T03-00_outbox-request-id';
import * as belgianEngagements from './migrations/2026-11-27T01-00_belgian-engagements';
import * as userLanguage from './migrations/2026-11-28T01-00_user-language';
import * as presenceChecks from './migrations/2026-11-29T01-00_presence-checks';
import * as contracts from './migrations/2026-11-30T01-00_contracts';
import * as myData from './migrations/2026-11-30T02-00_my-data';
import * as nationalScale from './migrations/2026-11-30T03-00_national-scale';
import * as alertAnnouncements from './migrations/2026-11-30T04-00_alert-announcements';
import * as boundedSweeps from './migrations/2026-11-30T05-00_bounded-sweeps';
import * as businessJobsByStart from './migrations/2026-11-30T06-00_business-jobs-by-start';
import * as recordChangesOfOutcomes from './migrations/2026-11-30T07-00_record-changes-of-outcomes';
import * as ratingsBySubject from './migrations/2026-11-30T08-00_ratings-by-subject';
import * as conversations from './migrations/2026-11-30T09-00_conversations';
import * as recordReadsByIndex from './migrations/2026-11-30T10-00_record-reads-by-index';
import * as applicantsByMoment from './migrations/2026-11-30T11-00_applicants-by-moment';
import * as businessExtraDays from './migrations/2026-12-01T10-00_business-extra-days';
import * as minutePassesByWhatWaits from './migrations/2026-12-02T04-00_minute-passes-by-what-waits';
import * as changesNumberedAtCommit from './migrations/2026-12-02T15-00_changes-numbered-at-commit';
import * as adminJobSearchIndex from './migrations/2026-12-02T20-00_admin-job-search-index';
import * as adminUserSearchIndex from './migrations/2026-12-02T21-00_admin-user-search-index';
import * as adminJobSearchByBusiness from './migrations/2026-12-03T01-00_admin-job-search-by-business';
import * as outboxWaitingByID from './migrations/2026-12-03T10-00_outbox-waiting-by-id';
import * as digestWaitingByTime from './migrations/2026-12-03T11-00_digest-waiting-by-time';
import * as recordTotals from './migrations/2026-12-03T20-00_record-totals';
import * as recordOutcomeMonths from './migrations/2026-12-04T04-00_record-outcome-months';
import * as agreedBreak from './migrations/2026-12-04T07-00_agreed-break';
import * as teamNewestFirst from './migrations/2026-12-04T10-00_team-newest-first';
import * as unreadConversations from './migrations/2026-12-04T11-00_unread-conversations';
import * as adminAccounts from './migrations/2026-12-04T14-00_admin-accounts';
import * as alertMailsByTime from './migrations/2026-12-04T16-00_alert-mails-by-time';
import * as recordsExpiredByTime from './migrations/2026-12-05T00-00_records-expired-by-time';

/** Every migration in order; a new one is added here and never edited afterwards. */
export const migrations = (dataDir: string): Record<string, Migration> => ({
  '2026-11-22T01-30_accounts-users-businesses-jobs': accountsUsersBusinessesJobs,
  '2026-11-22T02-00_job-search': jobSearch,
  '2026-11-22T03-00_job-applications': jobApplications,
  '2026-11-22T04-00_worker-profiles': workerProfiles,
  '2026-11-22T05-00_hardening': hardening,
  '2026-11-22T06-00_job-places': jobPlaces,
  '2026-11-22T07-00_deleted-jobs': deletedJobs,
  '2026-11-22T08-00_job-coordinates': jobCoordinates,
  '2026-11-22T09-00_open-job-indexes': openJobIndexes,
  '2026-11-22T10-00_covering-open-indexes': coveringOpenIndexes,
  '2026-11-22T11-00_drop-all-jobs-coordinates-index': dropAllJobsCoordinatesIndex,
  '2026-11-22T12-00_shifts': shifts,
  '2026-11-22T13-00_team': team,
  '2026-11-22T14-00_notifications': notifications,
  '2026-11-22T15-00_messages': messages,
  '2026-11-22T16-00_job-alerts': jobAlerts,
  '2026-11-22T17-00_job-changes': jobChanges,
  '2026-11-22T18-00_push-subscriptions': pushSubscriptions,
  '2026-11-22T19-00_shared-counters': sharedCounters,
  '2026-11-22T20-00_every-job-change': everyJobChange,
  '2026-11-22T21-00_uploads-in-database': uploadsInDatabase(dataDir),
  '2026-11-22T22-00_server-keys': serverKeys,
  '2026-11-23T01-00_job-changes-by-time': jobChangesByTime,
  '2026-11-23T06-00_session-version': sessionVersion,
  '2026-11-23T07-00_started-jobs-index': startedJobsIndex,
  '2026-11-25T01-00_no-show-claims': noShowClaims,
  '2026-11-25T02-00_earlier-applications': earlierApplications,
  '2026-11-25T03-00_hours-agreement': hoursAgreement,
  '2026-11-25T04-00_booked-terms': bookedTerms,
  '2026-11-25T05-00_job-practical-facts': jobPracticalFacts,
  '2026-11-25T06-00_calendar-feeds': calendarFeeds,
  '2026-11-25T07-00_outbox-gives-up': outboxGivesUp,
  '2026-11-26T01-00_health-probes': healthProbes,
  '2026-11-26T02-00_login-sessions': loginSessions,
  '2026-11-26T03-00_outbox-request-id': outboxRequestId,
  '2026-11-27T01-00_belgian-engagements': belgianEngagements,
  '2026-11-28T01-00_user-language': userLanguage,
  '2026-11-29T01-00_presence-checks': presenceChecks,
  '2026-11-30T01-00_contracts': contracts,
  '2026-11-30T02-00_my-data': myData,
  '2026-11-30T03-00_national-scale': nationalScale,
  '2026-11-30T04-00_alert-announcements': alertAnnouncements,
  '2026-11-30T05-00_bounded-sweeps': boundedSweeps,
  '2026-11-30T06-00_business-jobs-by-start': businessJobsByStart,
  '2026-11-30T07-00_record-changes-of-outcomes': recordChangesOfOutcomes,
  '2026-11-30T08-00_ratings-by-subject': ratingsBySubject,
  '2026-11-30T09-00_conversations': conversations,
  '2026-11-30T10-00_record-reads-by-index': recordReadsByIndex,
  '2026-11-30T11-00_applicants-by-moment': applicantsByMoment,
  '2026-12-01T10-00_business-extra-days': businessExtraDays,
  '2026-12-02T04-00_minute-passes-by-what-waits': minutePassesByWhatWaits,
  '2026-12-02T15-00_changes-numbered-at-commit': changesNumberedAtCommit,
  '2026-12-02T20-00_admin-job-search-index': adminJobSearchIndex,
  '2026-12-02T21-00_admin-user-search-index': adminUserSearchIndex,
  '2026-12-03T01-00_admin-job-search-by-business': adminJobSearchByBusiness,
  '2026-12-03T10-00_outbox-waiting-by-id': outboxWaitingByID,
  '2026-12-03T11-00_digest-waiting-by-time': digestWaitingByTime,
  '2026-12-03T20-00_record-totals': recordTotals,
  '2026-12-04T04-00_record-outcome-months': recordOutcomeMonths,
  '2026-12-04T07-00_agreed-break': agreedBreak,
  '2026-12-04T10-00_team-newest-first': teamNewestFirst,
  '2026-12-04T11-00_unread-conversations': unreadConversations,
  '2026-12-04T14-00_admin-accounts': adminAccounts,
  '2026-12-04T16-00_alert-mails-by-time': alertMailsByTime,
  '2026-12-05T00-00_records-expired-by-time': recordsExpiredByTime,
});

/**
 * dataDir: where uploads were stored as files before they moved into the database (migration 21);
 * `upTo`: stop after that migration (an older release's database, for the upgrade test)
 */
export async function migrateToLatest(db: Kysely<any>, dataDir: string, upTo?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dataDir) } });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
