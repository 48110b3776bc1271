// Locks: builds a trigram index over every user's names, email, username, town and business name; writes
// to `users` and `businesses` wait until it is done (docs/operations.md, "Upgrading").
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * An administrator's search of the users looks for a text anywhere in a person's first or last name,
 * email, username, town or business name. `like '%…%'` has no index to use, so a word that matches
 * almost nobody read every user (about 0.3 s for 210,000 users on SQLite). The same indexes as the
 * jobs' (2026-12-02T20-00):
 * - PostgreSQL: a GIN index of pg_trgm on each lower-cased column (the business names have theirs);
 * - SQLite: an FTS5 table with the trigram tokenizer holding the six texts of each user, contentless,
 *   kept by triggers; a business registered, renamed or deleted rewrites its owner's entry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const texts = ['userFirstName', 'userLastName', 'userEmail', 'userUsername', 'userAddressCity'];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of texts) {
      await sql`create index ${sql.id(`users_${column}_trgm_idx`)} on users using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  const columns = sql.join([...texts, 'businessName'].map((column) => sql.id(column)));
  await sql`create virtual table users_admin_fts using fts5(
    ${columns}, content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  const entriesOf = (users: ReturnType<typeof sql>) => sql`
    insert into users_admin_fts(rowid, ${columns})
      select u."userID", ${sql.join(texts.map((column) => sql.ref(`u.${column}`)))}, b."businessName"
      from users u left join businesses b on b."businessAccountID" = u."userAccountID" where ${users}`;
  await entriesOf(sql`1 = 1`).execute(db);
  // merged into one segment now, so that the first writes after it do not pay for merging the load's
  await sql`insert into users_admin_fts(users_admin_fts) values ('optimize')`.execute(db);
  await sql`create trigger users_admin_fts_insert after insert on users begin
    ${entriesOf(sql`u."userID" = new."userID"`)};
  end`.execute(db);
  await sql`create trigger users_admin_fts_delete after delete on users begin
    delete from users_admin_fts where rowid = old."userID";
  end`.execute(db);
  await sql`create trigger users_admin_fts_update
    after update of ${sql.join([...texts, 'userAccountID'].map((column) => sql.id(column)))} on users begin
    delete from users_admin_fts where rowid = old."userID";
    ${entriesOf(sql`u."userID" = new."userID"`)};
  end`.execute(db);
  // the owner's entry as it is after the business's change: with its name, a new one, or none
  const ownerOf = (business: 'new' | 'old') => sql`
    delete from users_admin_fts
      where rowid in (select "userID" from users where "userAccountID" = ${sql.raw(business)}."businessAccountID");
    ${entriesOf(sql`u."userAccountID" = ${sql.raw(business)}."businessAccountID"`)};`;
  await sql`create trigger businesses_users_admin_fts_insert after insert on businesses begin
    ${ownerOf('new')}
  end`.execute(db);
  await sql`create trigger businesses_users_admin_fts_update
    after update of "businessName", "businessAccountID" on businesses begin
    ${ownerOf('old')}
    ${ownerOf('new')}
  end`.execute(db);
  await sql`create trigger businesses_users_admin_fts_delete after delete on businesses begin
    ${ownerOf('old')}
  end`.execute(db);
}
