import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { readAfterNow } from '../lib/read-after-now';
import { readChangeNumbersRow } from './change-numbers.repository';

/** The numbers writes raise, through any path and on any server instance (both by triggers). */
export interface ChangeNumbers {
  /** grows whenever a session may have ended (migration 24) */
  sessionVersion: number;
  /** the last job change (migration 17); 0 when a day passed without any */
  lastJobChange: number;
}

export type ReadChangeNumbers = () => Promise<ChangeNumbers>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers from the open-job index: the change numbers are read as the request arrives */
    readsOpenJobs?: boolean;
  }
  interface FastifyRequest {
    /** The change numbers as of this request's arrival or later: one read per request at most, shared. */
    changeNumbers: ReadChangeNumbers;
  }
}

/**
 * What this server keeps in memory (sessions, the open-job index) is current when these numbers have
 * not moved: one statement reads both, and requests arriving together share it (readAfterNow).
 */
export function createChangeNumbers(db: Kysely<Database>): ReadChangeNumbers {
  return readAfterNow(async () => {
    const row = await readChangeNumbersRow(db);
    return { sessionVersion: Number(row.sessionVersion), lastJobChange: Number(row.lastJobChange ?? 0) };
  });
}

/**
 * Each request reads the numbers at most once, in a read that starts after it arrived, so it sees
 * every write acknowledged before it was sent. A search starts that read at once, before the auth
 * hook, which then shares it: on PostgreSQL one round trip serves both the session and the index.
 */
export function registerChangeNumbers(app: FastifyInstance, read: ReadChangeNumbers): void {
  app.decorateRequest('changeNumbers', () => read());
  app.addHook('onRequest', async (request) => {
    let numbers: Promise<ChangeNumbers> | undefined;
    request.changeNumbers = () => {
      numbers ??= read();
      return numbers;
    };
    // one job by id is read from the database itself: no index needed
    if (!request.routeOptions.config.readsOpenJobs || (request.query as { id?: unknown }).id !== undefined)
      return;
    // a request refused before its handler (no session) never awaits it
    request.changeNumbers().catch(() => undefined);
  });
}
