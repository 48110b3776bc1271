import { dateTime, random } from '../bench-data';
import type { Column, Loader, Row } from './bulk-load';
import {
  APPLICATION_COLUMNS,
  alertRow,
  applicationsOf,
  messagesOf,
  notificationRow,
  ratingsOf,
  type SeededJob,
  workerID,
} from './history-rows';
import type { Volumes } from './scale-volumes';

const columns = (list: readonly (readonly [string, Column['type']])[]): Column[] =>
  list.map(([name, type]) => ({ name, type }));

const ACCOUNT = columns([
  ['accountID', 'int'],
  ['accountName', 'text'],
  ['accountEmail', 'text'],
  ['accountType', 'text'],
  ['oauthClientId', 'text'],
  ['oauthClientSecretHash', 'text'],
  ['createdAt', 'text'],
]);
const USER = columns([
  ['userID', 'int'],
  ['userAccountID', 'int'],
  ['userUsername', 'text'],
  ['userFirstName', 'text'],
  ['userLastName', 'text'],
  ['userEmail', 'text'],
  ['userPasswordHash', 'text'],
  ['userAddressCity', 'text'],
  ['avatarVersion', 'int'],
  ['emailConfirmedAt', 'text'],
  ['registrationComplete', 'int'],
  ['createdAt', 'text'],
]);
const APPLICATION = columns([['jobApplicationID', 'int'], ...APPLICATION_COLUMNS]);
const RATING = columns([
  ['ratingApplicationID', 'int'],
  ['ratingBy', 'text'],
  ['ratingStars', 'int'],
  ['ratingComment', 'text'],
  ['ratingDateTime', 'text'],
  ['ratingWorkerID', 'int'],
  ['ratingBusinessID', 'int'],
]);
const MESSAGE = columns([
  ['messageID', 'int'],
  ['messageApplicationID', 'int'],
  ['messageBy', 'text'],
  ['messageText', 'text'],
  ['messageDateTime', 'text'],
  ['messageReadDateTime', 'text'],
]);
const NOTIFICATION = columns([
  ['notificationUserID', 'int'],
  ['notificationKind', 'text'],
  ['notificationTitle', 'text'],
  ['notificationBody', 'text'],
  ['notificationLink', 'text'],
  ['notificationCreatedDateTime', 'text'],
  ['notificationReadDateTime', 'text'],
]);
const ALERT = columns([
  ['alertUserID', 'int'],
  ['alertName', 'text'],
  ['alertSearch', 'text'],
  ['alertLocation', 'text'],
  ['alertRadiusKm', 'int'],
  ['alertJobType', 'text'],
  ['alertHours', 'text'],
  ['alertFrequency', 'text'],
  ['alertCreatedDateTime', 'text'],
]);
const CONVERSATION = columns([
  ['conversationApplicationID', 'int'],
  ['conversationWorkerID', 'int'],
  ['conversationBusinessID', 'int'],
  ['conversationLastMessageID', 'int'],
  ['conversationWorkerUnread', 'int'],
  ['conversationBusinessUnread', 'int'],
]);
const TEAM = columns([
  ['teamMemberBusinessID', 'int'],
  ['teamMemberUserID', 'int'],
  ['teamMemberAddedDateTime', 'text'],
]);

const FIRST_NAMES = ['Lotte', 'Jonas', 'Emma', 'Noah', 'Louise', 'Arthur', 'Marie', 'Lucas', 'Fien', 'Wout'];
const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens'];
const SINCE = '2023-11-01 09:00:00';
/** How many team members a business keeps at most: the regulars among those who worked its shifts. */
const TEAM_SIZE = 25;

function* people(volumes: Volumes): Generator<Row> {
  for (let userID = 1; userID <= volumes.businesses + volumes.workers; userID += 1) {
    const next = random(userID * 40_503);
    const first = FIRST_NAMES[Math.floor(next() * FIRST_NAMES.length)]!;
    const last = LAST_NAMES[Math.floor(next() * LAST_NAMES.length)]!;
    // owners' accounts exist already (the job seed); a worker's account and user share the id
    yield [
      userID,
      userID,
      `bench_${userID}`,
      first,
      last,
      `user${userID}@bench.be`,
      'x',
      'Gent',
      0,
      SINCE,
      1,
      SINCE,
    ];
  }
}

function* workerAccounts(volumes: Volumes): Generator<Row> {
  for (let index = 1; index <= volumes.workers; index += 1) {
    const id = workerID(volumes, index);
    yield [id, `bench_${id}`, `user${id}@bench.be`, 'user', `bench_${id}`, 'x', SINCE];
  }
}

/** What the history seeded, for the bench to pick its requests from. */
export interface SeededHistory {
  applications: number;
  /** the id of each booked or worked application, for messages */
  booked: { id: Int32Array; count: number };
  rows: Record<string, number>;
}

/**
 * Seeds everything a marketplace holds beside its jobs: workers and owners as users, applications with
 * their outcomes, ratings, messages, notifications, alerts and teams, each table in one load.
 */
export async function seedHistory(
  loader: Loader,
  jobs: SeededJob[],
  volumes: Volumes,
  now: number,
): Promise<SeededHistory> {
  const rows: Record<string, number> = {};
  rows.accounts = await loader.table('accounts', ACCOUNT, workerAccounts(volumes));
  rows.users = await loader.table('users', USER, people(volumes));

  const completed = {
    id: new Int32Array(volumes.applications),
    worker: new Int32Array(volumes.applications),
    business: new Int32Array(volumes.applications),
    at: [] as string[],
    count: 0,
  };
  const booked = {
    id: new Int32Array(volumes.applications),
    worker: new Int32Array(volumes.applications),
    business: new Int32Array(volumes.applications),
    at: [] as string[],
    count: 0,
  };
  const teams = new Map<number, Set<number>>();
  let applicationID = 0;
  function* applications(): Generator<Row> {
    for (const job of jobs)
      for (const { row, seeded } of applicationsOf(job, volumes, now)) {
        applicationID += 1;
        if (seeded.status === 'completed' && completed.count < completed.id.length) {
          completed.id[completed.count] = applicationID;
          completed.worker[completed.count] = seeded.userID;
          completed.business[completed.count] = seeded.businessID;
          completed.at[completed.count] = job.jobEndDateTime;
          completed.count += 1;
          const team = teams.get(seeded.businessID) ?? new Set<number>();
          teams.set(seeded.businessID, team);
          if (team.size < TEAM_SIZE) team.add(seeded.userID);
        }
        if (
          (seeded.status === 'completed' || seeded.status === 'accepted') &&
          booked.count < booked.id.length
        ) {
          booked.id[booked.count] = applicationID;
          booked.worker[booked.count] = seeded.userID;
          booked.business[booked.count] = seeded.businessID;
          booked.at[booked.count] = job.jobStartDateTime;
          booked.count += 1;
        }
        yield [applicationID, ...row];
      }
  }
  rows.job_applications = await loader.table('job_applications', APPLICATION, applications());

  function* ratings(): Generator<Row> {
    for (let index = 0; index < completed.count; index += 1)
      yield* ratingsOf(completed.id[index]!, completed.at[index]!).map((rating) => [
        ...rating,
        completed.worker[index]!,
        completed.business[index]!,
      ]);
  }
  rows.ratings = await loader.table('ratings', RATING, ratings());

  const messagesPerBooked = volumes.messages / Math.max(1, booked.count);
  // each booked shift's last message, 0 for none: its conversation in the inbox
  const lastMessage = new Int32Array(booked.count);
  function* messages(): Generator<Row> {
    let messageID = 0;
    for (let index = 0; index < booked.count; index += 1)
      for (const message of messagesOf(booked.id[index]!, booked.at[index]!, messagesPerBooked)) {
        messageID += 1;
        lastMessage[index] = messageID;
        yield [messageID, ...message];
      }
  }
  rows.messages = await loader.table('messages', MESSAGE, messages());

  // what the messages' triggers keep, written as they would have: every message of the history is read
  function* conversations(): Generator<Row> {
    for (let index = 0; index < booked.count; index += 1)
      if (lastMessage[index]! > 0)
        yield [booked.id[index]!, booked.worker[index]!, booked.business[index]!, lastMessage[index]!, 0, 0];
  }
  rows.conversations = await loader.table('conversations', CONVERSATION, conversations());

  function* notifications(): Generator<Row> {
    for (let n = 0; n < volumes.notifications; n += 1) yield notificationRow(n, volumes, now);
  }
  rows.notifications = await loader.table('notifications', NOTIFICATION, notifications());

  function* alerts(): Generator<Row> {
    for (let n = 0; n < volumes.alerts; n += 1) yield alertRow(n, volumes, now);
  }
  rows.job_alerts = await loader.table('job_alerts', ALERT, alerts());

  function* members(): Generator<Row> {
    const added = dateTime(new Date(now));
    for (const [businessID, team] of teams) for (const userID of team) yield [businessID, userID, added];
  }
  rows.team_members = await loader.table('team_members', TEAM, members());
  return { applications: applicationID, booked: { id: booked.id, count: booked.count }, rows };
}
