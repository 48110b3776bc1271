import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * What a shift needs to be legal in Belgium (docs/decisions/belgian-engagements.md): the employer's
 * legal details and places of work, the regimes a job is open to, the worker's own work status, and
 * per engagement its regime, the warnings the business confirmed and the state of its Dimona.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<typeof db.schema.createTable>, column: string) =>
    isPostgres
      ? table.addColumn(column, 'serial', (col) => col.primaryKey())
      : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
  await db.schema
    .createTable('employer_legal_details')
    .addColumn('legalBusinessID', 'integer', (col) =>
      col.primaryKey().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('legalEnterpriseNumber', 'varchar(10)')
    .addColumn('legalRszNumber', 'varchar(20)')
    .addColumn('legalJointCommittee', 'varchar(6)', (col) => col.notNull().defaultTo('302'))
    .addColumn('legalSecretariatName', 'varchar(100)')
    .addColumn('legalSecretariatCustomerNumber', 'varchar(50)')
    .addColumn('legalDimonaFiler', 'varchar(11)', (col) => col.notNull().defaultTo('business'))
    .addColumn('legalUpdatedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  await id(db.schema.createTable('business_workplaces'), 'workplaceID')
    .addColumn('workplaceBusinessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('workplaceAddress', 'varchar(150)', (col) => col.notNull())
    .addColumn('workplaceMunicipality', 'varchar(100)', (col) => col.notNull())
    .addColumn('workplaceNisCode', 'varchar(5)')
    .execute();
  await db.schema
    .createIndex('business_workplaces_business')
    .on('business_workplaces')
    .column('workplaceBusinessID')
    .execute();
  await db.schema
    .alterTable('jobs')
    .addColumn('jobRegimes', 'varchar(60)', (col) =>
      col.notNull().defaultTo('["student","extra","ordinary"]'),
    )
    .execute();
  await db.schema
    .createTable('worker_statuses')
    .addColumn('statusUserID', 'integer', (col) =>
      col.primaryKey().references('users.userID').onDelete('cascade'),
    )
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('studentSchool', 'varchar(150)')
    .addColumn('studentProofCheckedOn', 'varchar(10)')
    .addColumn('studentHoursRemaining', 'integer')
    .addColumn('studentHoursRemainingOn', 'varchar(10)')
    .addColumn('flexiBasis', 'varchar(11)')
    .addColumn('flexiDeclaredOn', 'varchar(10)')
    .addColumn('statusUpdatedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  for (const [column, type] of [
    ['jobApplicationRegime', 'varchar(8)'],
    ['jobApplicationEngagementWarnings', 'text'],
    ['jobApplicationDimonaState', 'varchar(13)'],
    ['jobApplicationDimonaPeriodID', 'varchar(20)'],
    ['jobApplicationDimonaDeclaredBy', 'integer'],
    ['jobApplicationDimonaDeclaredDateTime', 'varchar(19)'],
    ['jobApplicationDimonaReminderSentDateTime', 'varchar(19)'],
    ['jobApplicationDimonaStartAlertSentDateTime', 'varchar(19)'],
  ] as const) {
    await db.schema.alterTable('job_applications').addColumn(column, type).execute();
  }
  await id(db.schema.createTable('insz_disclosures'), 'disclosureID')
    .addColumn('disclosureUserID', 'integer', (col) =>
      col.notNull().references('users.userID').onDelete('cascade'),
    )
    .addColumn('disclosureBusinessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('disclosurePurpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('disclosureDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('insz_disclosures_user')
    .on('insz_disclosures')
    .columns(['disclosureUserID', 'disclosureDateTime'])
    .execute();
}
