import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Each person's language (nl-BE, fr-BE or en): chosen at registration from the browser and changed in
 * the profile settings, it decides their screens on every device, their mails, push and notices.
 * Null for accounts from before languages: they read Dutch, as they always did.
 *
 * A session carries its user's language, and servers remember sessions until the session version grows
 * (migration 2026-11-23T06-00): a changed language grows it too, so the next request of every device of
 * that user, on any instance, answers in the new language.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('userLanguage', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create trigger users_language_bump_session_version after update of "userLanguage" on users
      for each row when (old."userLanguage" is distinct from new."userLanguage")
      execute function bump_session_version()`.execute(db);
    return;
  }
  await sql`create trigger users_language_session_update after update of "userLanguage" on users
    when old."userLanguage" is not new."userLanguage" begin
    update session_version set version = version + 1 where "versionID" = 1; end`.execute(db);
}
