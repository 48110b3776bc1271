// Locks: on SQLite, rebuilds the trigram index of every job's title, type and place (about 20 s at a
// million jobs); writes to `jobs` and `businesses` wait until it is done (docs/operations.md, "Upgrading").
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** A contentless trigram index of these texts of every row of a table, filled now and kept by triggers. */
async function trigramIndex(
  db: Kysely<any>,
  { index, table, id, texts }: { index: string; table: string; id: string; texts: string[] },
) {
  const columns = sql.join(texts.map((column) => sql.id(column)));
  await sql`create virtual table ${sql.id(index)} using fts5(
    ${columns}, content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  const entriesOf = (rows: ReturnType<typeof sql>) =>
    sql`insert into ${sql.id(index)}(rowid, ${columns}) select ${sql.id(id)}, ${columns} from ${sql.id(table)} where ${rows}`;
  const itsRow = (row: 'new' | 'old') => sql`${sql.id(id)} = ${sql.raw(row)}.${sql.id(id)}`;
  const itsEntry = (row: 'new' | 'old') => sql`rowid = ${sql.raw(row)}.${sql.id(id)}`;
  await entriesOf(sql`1 = 1`).execute(db);
  // merged into one segment now, so that the first writes after it do not pay for merging the load's
  await sql`insert into ${sql.id(index)}(${sql.id(index)}) values ('optimize')`.execute(db);
  await sql`create trigger ${sql.id(`${index}_insert`)} after insert on ${sql.id(table)} begin
    ${entriesOf(itsRow('new'))};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_delete`)} after delete on ${sql.id(table)} begin
    delete from ${sql.id(index)} where ${itsEntry('old')};
  end`.execute(db);
  await sql`create trigger ${sql.id(`${index}_update`)} after update of ${columns} on ${sql.id(table)} begin
    delete from ${sql.id(index)} where ${itsEntry('old')};
    ${entriesOf(itsRow('new'))};
  end`.execute(db);
}

/**
 * On SQLite the administrator's job search looked for a business's name in each of its jobs' entries
 * (2026-12-02T20-00). Where business names share their letters, as "Café …" and "Horecazaak …" do, the
 * trigrams of one business's name are in most entries, and finding its jobs read them (48 ms for a page
 * at a million jobs), and a business's rename rewrote every one of its jobs' entries in the rename's
 * transaction (0.5-0.8 s for the largest business, every other write waiting). The name now has an
 * index of its own, one entry per business, and the jobs' entries hold their own texts only, as on
 * PostgreSQL, where each column already has its trigram index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`drop trigger businesses_admin_fts_update`.execute(db);
  for (const trigger of ['insert', 'delete', 'update'])
    await sql`drop trigger ${sql.id(`jobs_admin_fts_${trigger}`)}`.execute(db);
  await sql`drop table jobs_admin_fts`.execute(db);
  await trigramIndex(db, {
    index: 'jobs_admin_fts',
    table: 'jobs',
    id: 'jobID',
    texts: ['jobTitle', 'jobType', 'jobLocation'],
  });
  await trigramIndex(db, {
    index: 'businesses_admin_fts',
    table: 'businesses',
    id: 'businessID',
    texts: ['businessName'],
  });
}
