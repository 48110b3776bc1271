import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { bellsOf } from './bell.repository';

/** One open page's stream of its bell (bell-stream.route.ts). */
export interface BellStream {
  userID: number;
  send(bell: { newestID: number | null; unread: number }): void;
  end(): void;
}

/** A person with more open pages than this loses the oldest stream: that page falls back to asking. */
const STREAMS_PER_USER = 10;
/** Changes to one bell within this time are told once: a burst of notices is one read and one event. */
const COALESCE_MS = 25;
/** Bells read in one grouped query after a burst or a reconnection. */
const BELLS_PER_READ = 500;
/**
 * Grouped reads under way at once: on PostgreSQL each has a connection of its own and the database
 * answers the next while this process sends the last to its streams; a few of the pool's ten, so
 * requests keep the rest.
 */
const READS_AT_ONCE = 3;

/**
 * The open streams of this instance by user. A change to someone's bell, heard from any instance, is
 * read once and sent to each of their open pages; nothing is read for people without one.
 */
export function createBellHub(db: Kysely<Database>, onError: (error: unknown) => void) {
  const streams = new Map<number, Set<BellStream>>();
  const due = new Set<number>();
  let flushing = false;

  async function tell(userIDs: number[]) {
    const bells = await bellsOf(db, userIDs);
    for (const [userID, bell] of bells) for (const stream of streams.get(userID) ?? []) stream.send(bell);
  }

  async function flush() {
    flushing = false;
    const users = [...due].filter((userID) => streams.has(userID));
    due.clear();
    const reads: number[][] = [];
    for (let start = 0; start < users.length; start += BELLS_PER_READ)
      reads.push(users.slice(start, start + BELLS_PER_READ));
    const reader = async () => {
      for (let read = reads.shift(); read; read = reads.shift()) await tell(read).catch(onError);
    };
    await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
  }

  function changed(userID: number) {
    if (!streams.has(userID)) return;
    due.add(userID);
    if (flushing) return;
    flushing = true;
    setTimeout(() => void flush(), COALESCE_MS);
  }

  return {
    changed,
    /** After a lost connection to the database: every open bell is read again. */
    resumed() {
      for (const userID of streams.keys()) changed(userID);
    },
    add(stream: BellStream): () => void {
      const open = streams.get(stream.userID) ?? new Set<BellStream>();
      streams.set(stream.userID, open);
      open.add(stream);
      if (open.size > STREAMS_PER_USER) open.values().next().value?.end();
      return () => {
        open.delete(stream);
        if (open.size === 0 && streams.get(stream.userID) === open) streams.delete(stream.userID);
      };
    },
    size: () => [...streams.values()].reduce((sum, open) => sum + open.size, 0),
    endAll() {
      for (const open of streams.values()) for (const stream of open) stream.end();
    },
  };
}

export type BellHub = ReturnType<typeof createBellHub>;
