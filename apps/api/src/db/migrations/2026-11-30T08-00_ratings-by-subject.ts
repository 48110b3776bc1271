import { type Kysely, PostgresAdapter, sql } from 'kysely';

// what a record reads of a rating (2026-11-30T03-00_national-scale.ts told every change to a rating)
const RATING_RECORD_COLUMNS = [
  'ratingApplicationID',
  'ratingBy',
  'ratingStars',
  'ratingComment',
  'ratingDateTime',
]
  .map((column) => `"${column}"`)
  .join(', ');

/**
 * A rating carries the worker and the business of the rated shift, so that a person's or a
 * business's reviews, newest first, are read from an index of their own ratings by time
 * (docs/decisions/national-scale.md): before, each page found every application of the business, then
 * its ratings, and sorted them all (210 ms for the busiest). Both never change for an application.
 * Whatever path inserts a rating without them, a trigger fills them in; the backfill and that fill-in
 * change nothing a record reads, so the trigger that tells the records looks only at what they read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('ratings').addColumn('ratingWorkerID', 'integer').execute();
  await db.schema.alterTable('ratings').addColumn('ratingBusinessID', 'integer').execute();
  if (isPostgres) {
    await sql`drop trigger record_changes_rating on ratings`.execute(db);
    await sql
      .raw(`create trigger record_changes_rating after insert or delete or update of ${RATING_RECORD_COLUMNS}
        on ratings for each row execute function record_change_of_rating()`)
      .execute(db);
    await sql`update ratings set "ratingWorkerID" = a."jobApplicationUserID", "ratingBusinessID" = a."jobSnapshotBusinessID"
      from job_applications a where a."jobApplicationID" = ratings."ratingApplicationID"`.execute(db);
    await sql`create function rating_subjects() returns trigger language plpgsql as $$
      begin
        if new."ratingWorkerID" is null or new."ratingBusinessID" is null then
          select "jobApplicationUserID", "jobSnapshotBusinessID" into new."ratingWorkerID", new."ratingBusinessID"
            from job_applications where "jobApplicationID" = new."ratingApplicationID";
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger ratings_subjects before insert on ratings
      for each row execute function rating_subjects()`.execute(db);
  } else {
    const now = `strftime('%Y-%m-%d %H:%M:%S', 'now')`;
    await sql`drop trigger record_changes_rating_update`.execute(db);
    await sql
      .raw(`create trigger record_changes_rating_update after update of ${RATING_RECORD_COLUMNS} on ratings begin
        insert into record_changes ("subjectKey", "changedAt")
          select 'u:' || "jobApplicationUserID", ${now} from job_applications where "jobApplicationID" = new."ratingApplicationID"
          union all
          select 'b:' || "jobSnapshotBusinessID", ${now} from job_applications where "jobApplicationID" = new."ratingApplicationID";
        end`)
      .execute(db);
    const subjects = (
      row: string,
    ) => `"ratingWorkerID" = (select "jobApplicationUserID" from job_applications where "jobApplicationID" = ${row}."ratingApplicationID"),
      "ratingBusinessID" = (select "jobSnapshotBusinessID" from job_applications where "jobApplicationID" = ${row}."ratingApplicationID")`;
    await sql.raw(`update ratings set ${subjects('ratings')}`).execute(db);
    await sql
      .raw(`create trigger ratings_subjects after insert on ratings
        when new."ratingWorkerID" is null or new."ratingBusinessID" is null begin
        update ratings set ${subjects('new')} where "ratingID" = new."ratingID";
        end`)
      .execute(db);
  }
  for (const [name, column] of [
    ['ratings_given_to_worker_idx', 'ratingWorkerID'],
    ['ratings_given_to_business_idx', 'ratingBusinessID'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('ratings')
      .columns([column, 'ratingBy', 'ratingDateTime', 'ratingID'])
      .execute();
}
