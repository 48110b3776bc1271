import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * One number that grows whenever a session may have ended: any change to a token row (a logout, a
 * password change or reset revoking tokens, an expiry set) and any removed token (an account or user
 * deleted, by cascade). Triggers write it, so no write path can miss it; each server reads it before
 * it trusts the sessions it remembers (plugins/session-cache.ts), on every instance alike.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('session_version')
    .addColumn('versionID', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  await db.insertInto('session_version').values({ versionID: 1, version: 0 }).execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // the one row's lock orders the increments by commit: a reader never sees a number before the
    // revocation it stands for is visible
    await sql`create function bump_session_version() returns trigger language plpgsql as $$
      begin
        update session_version set version = version + 1 where "versionID" = 1;
        return null;
      end $$`.execute(db);
    await sql`create trigger tokens_bump_session_version after update or delete on tokens
      for each row execute function bump_session_version()`.execute(db);
    return;
  }
  await sql`create trigger tokens_session_update after update on tokens begin
    update session_version set version = version + 1 where "versionID" = 1; end`.execute(db);
  await sql`create trigger tokens_session_delete after delete on tokens begin
    update session_version set version = version + 1 where "versionID" = 1; end`.execute(db);
}
