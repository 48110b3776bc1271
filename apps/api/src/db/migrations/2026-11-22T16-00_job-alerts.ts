import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Job alerts: saved searches, the jobs each worker was told about (once per job), the one
 * digest a day, and which posted jobs the matcher has looked at. Jobs already there count as looked at
 * (the column's default): only jobs posted from now on are announced.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const alerts = db.schema.createTable('job_alerts');
  await (isPostgres
    ? alerts.addColumn('alertID', 'serial', (col) => col.primaryKey())
    : alerts.addColumn('alertID', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('alertUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('alertName', 'varchar(100)', (col) => col.notNull())
    .addColumn('alertSearch', 'varchar(200)')
    .addColumn('alertLocation', 'varchar(100)')
    .addColumn('alertRadiusKm', 'integer')
    .addColumn('alertJobType', 'varchar(50)')
    .addColumn('alertHours', 'varchar(10)', (col) => col.notNull().defaultTo('all'))
    .addColumn('alertFrequency', 'varchar(10)', (col) => col.notNull().defaultTo('instant'))
    .addColumn('alertCreatedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('job_alerts_user_idx').on('job_alerts').column('alertUserID').execute();
  await db.schema
    .createTable('job_alert_matches')
    .addColumn('matchUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('matchJobID', 'integer', (col) => col.notNull())
    .addColumn('matchAlertID', 'integer', (col) =>
      col.notNull().references('job_alerts.alertID').onDelete('cascade'),
    )
    .addColumn('matchDateTime', 'varchar(19)', (col) => col.notNull())
    // 0 while a daily alert's match waits for the digest
    .addColumn('matchDigestSent', 'integer', (col) => col.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('job_alert_matches_pk', ['matchUserID', 'matchJobID'])
    .execute();
  await db.schema
    .createTable('job_alert_digests')
    .addColumn('digestUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('digestDate', 'varchar(10)', (col) => col.notNull())
    .addPrimaryKeyConstraint('job_alert_digests_pk', ['digestUserID', 'digestDate'])
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('jobAlertsChecked', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await sql`create index jobs_alerts_unchecked_idx on jobs (${sql.ref('jobID')}) where ${sql.ref('jobAlertsChecked')} = 0`.execute(
    db,
  );
}
