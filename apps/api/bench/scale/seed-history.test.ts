import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { registerSqliteFunctions } from '../../src/db/sqlite-functions';
import { seedSqlite } from '../seed-million';
import { sqliteLoader } from './bulk-load';
import type { SeededJob } from './history-rows';
import { volumesAt } from './scale-volumes';
import { seedHistory } from './seed-history';

const dataDir = mkdtempSync(path.join(tmpdir(), 'jobbel-seed-history-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it("seeds each shift's conversation as the messages' triggers keep it, so the inbox reads a real history", async () => {
  const volumes = volumesAt(0.001);
  await seedSqlite(dataDir, volumes.jobs, volumes.businesses);
  const sqlite = new SQLite(path.join(dataDir, 'jobbel.sqlite'));
  registerSqliteFunctions(sqlite);
  const jobs = sqlite
    .prepare(
      `select "jobID", "jobBusinessID", "jobTitle", "jobLocation", "jobWagePerHour", "jobStartDateTime", "jobEndDateTime", "jobStatus" from jobs order by "jobID"`,
    )
    .all() as SeededJob[];
  await seedHistory(sqliteLoader(sqlite), jobs, volumes, Date.parse('2026-11-27T12:00:00Z'));

  const kept = sqlite.prepare('select * from conversations order by "conversationApplicationID"').all();
  // what a conversation is, counted from its messages the way the messages' triggers count them
  const counted = sqlite
    .prepare(
      `select m."messageApplicationID" as "conversationApplicationID", a."jobApplicationUserID" as "conversationWorkerID",
         a."jobSnapshotBusinessID" as "conversationBusinessID", max(m."messageID") as "conversationLastMessageID",
         sum(m."messageBy" <> 'worker' and m."messageReadDateTime" is null) as "conversationWorkerUnread",
         sum(m."messageBy" <> 'business' and m."messageReadDateTime" is null) as "conversationBusinessUnread"
       from messages m join job_applications a on a."jobApplicationID" = m."messageApplicationID"
       group by m."messageApplicationID" order by 1`,
    )
    .all();
  sqlite.close();
  expect(kept.length).toBeGreaterThan(100);
  expect(kept).toEqual(counted);
});
