import { type Kysely, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from '../../db/database';
import { isPostgres, numbersAsTable } from '../../db/engine';
import { countUpToCap, NOTIFICATION_COUNT_CAP } from './notifications.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** The PostgreSQL channel on which every instance hears whose bell changed (docs/decisions/notifications.md). */
const BELL_CHANNEL = 'jobbel_bell';

type BellListener = (userID: number) => void;
const inProcess = new Set<BellListener>();

/**
 * Says that a user's bell changed. On PostgreSQL a NOTIFY in the same transaction: every instance hears it
 * when, and only if, the change commits. On SQLite, whose writers are this process, in process: the
 * listener's own read waits for the single connection, so it reads after the commit.
 */
export function announceBellChange(db: Db, userID: number): Promise<void> {
  return announceBellChanges(db, [userID]);
}

/** The same for many users at once: one statement on PostgreSQL, whatever their number. */
export async function announceBellChanges(db: Db, userIDs: number[]): Promise<void> {
  if (isPostgres(db))
    await sql`select pg_notify(${BELL_CHANNEL}, id::text) from unnest(${userIDs}::int[]) as id`.execute(db);
  else for (const userID of userIDs) for (const listener of inProcess) listener(userID);
}

/** The bell as its count shows it: the newest notification and how many are unread (up to a cap). */
export async function bellOf(db: Db, userID: number): Promise<{ newestID: number | null; unread: number }> {
  const [newest, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .select('notificationID')
      .where('notificationUserID', '=', userID)
      .orderBy('notificationID', 'desc')
      .limit(1)
      .executeTakeFirst(),
    countUpToCap(db, userID, true),
  ]);
  return { newestID: newest?.notificationID ?? null, unread };
}

export interface BellChanges {
  close(): Promise<void>;
}

interface ListenOptions {
  databaseUrl?: string;
  onChange: BellListener;
  /** the connection was lost and is back: changes in between were not heard */
  onResumed: () => void;
  onError: (error: Error) => void;
}

const RECONNECT_MS = 1000;

/**
 * Hears every bell change: on PostgreSQL on a connection of its own that LISTENs (and reconnects after a
 * restart of the database, saying so: what changed meanwhile was missed); on SQLite in process.
 */
export function listenToBellChanges({
  databaseUrl,
  onChange,
  onResumed,
  onError,
}: ListenOptions): BellChanges {
  if (!databaseUrl) {
    inProcess.add(onChange);
    return { close: async () => void inProcess.delete(onChange) };
  }
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heardBefore = false;
  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      const userID = Number(message.payload);
      if (Number.isSafeInteger(userID)) onChange(userID);
    });
    next.on('error', (error) => {
      onError(error);
      reconnect(next);
    });
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${BELL_CHANNEL}`);
    } catch (error) {
      onError(error as Error);
      reconnect(next);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    if (heardBefore) onResumed();
    heardBefore = true;
  };
  const reconnect = (lost: pg.Client) => {
    if (closed || retry || (client && client !== lost)) return;
    client = undefined;
    lost.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
  };
  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The bells of many people at once, in one read: what a burst of changes to thousands of open bells
 * costs (bell-hub.ts). Each person's newest notification is one step in her index and her unread are
 * counted no further than the cap, as one bell's are: the read costs the same per person however long
 * her history. The people come as one parameter, so the statement's text, and a kept plan, is the same
 * for any number of them.
 */
export async function bellsOf(db: Db, userIDs: number[]) {
  const people = numbersAsTable(db, userIDs, 'userID');
  const rows = await db
    .selectFrom(people.as('people'))
    .select((eb) => [
      'people.userID',
      eb
        .selectFrom('notifications')
        .select('notificationID')
        .whereRef('notificationUserID', '=', 'people.userID')
        .orderBy('notificationID', 'desc')
        .limit(1)
        .as('newestID'),
      eb
        .selectFrom(
          eb
            .selectFrom('notifications')
            .select('notificationID')
            .whereRef('notificationUserID', '=', 'people.userID')
            .where('notificationReadDateTime', 'is', null)
            .limit(NOTIFICATION_COUNT_CAP)
            .as('unreadUpToCap'),
        )
        .select((count) => count.fn.countAll<number>().as('unread'))
        .as('unread'),
    ])
    .execute();
  const bellOf = new Map(
    rows.map((row) => [
      Number(row.userID),
      { newestID: row.newestID === null ? null : Number(row.newestID), unread: Number(row.unread ?? 0) },
    ]),
  );
  return new Map(userIDs.map((userID) => [userID, bellOf.get(userID) ?? { newestID: null, unread: 0 }]));
}
