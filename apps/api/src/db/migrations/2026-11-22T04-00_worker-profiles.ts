import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<typeof db.schema.createTable>, column: string) =>
    isPostgres
      ? table.addColumn(column, 'serial', (col) => col.primaryKey())
      : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());

  await id(db.schema.createTable('user_skills'), 'userSkillID')
    .addColumn('userSkillUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('userSkillName', 'varchar(100)', (col) => col.notNull())
    .addColumn('userSkillLevel', 'varchar(50)')
    .execute();
  await db.schema.createIndex('user_skills_user_idx').on('user_skills').column('userSkillUserID').execute();

  await id(db.schema.createTable('work_experiences'), 'workExperienceID')
    .addColumn('workExperienceUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('workExperienceCompany', 'varchar(200)', (col) => col.notNull())
    .addColumn('workExperienceFunction', 'varchar(200)', (col) => col.notNull())
    .addColumn('workExperienceStartDate', 'varchar(10)', (col) => col.notNull())
    .addColumn('workExperienceEndDate', 'varchar(10)')
    .addColumn('workExperienceDescription', 'text')
    .addColumn('workExperienceLocation', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('work_experiences_user_idx')
    .on('work_experiences')
    .column('workExperienceUserID')
    .execute();

  // docs/decisions/sample-data-screens.md: notification and privacy choices live on the server; JSON text, defaults applied on read
  await db.schema
    .createTable('user_settings')
    .addColumn('userID', 'integer', (col) => col.primaryKey().references('users.userID').onDelete('cascade'))
    .addColumn('notifications', 'text', (col) => col.notNull())
    .addColumn('privacy', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('userInterests', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}
