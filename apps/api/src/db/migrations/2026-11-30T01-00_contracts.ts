import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Written contracts (docs/decisions/contracts.md): each version of a document with the text both sides
 * read, frozen once written (the database refuses a change of its text), and the signatures on it. A
 * version outlives the worker's account and the engagement (their ids become null) until the end of
 * the period the employer must keep it. The place of work may name its language area by hand; two
 * marks on an engagement: the notice of an unsigned student contract, and the business taking the risk.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (table: ReturnType<typeof db.schema.createTable>, column: string) =>
    isPostgres
      ? table.addColumn(column, 'serial', (col) => col.primaryKey())
      : table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
  await id(db.schema.createTable('contract_versions'), 'contractVersionID')
    .addColumn('contractDocumentKey', 'varchar(40)', (col) => col.notNull())
    .addColumn('contractVersionNumber', 'integer', (col) => col.notNull())
    .addColumn('contractKind', 'varchar(14)', (col) => col.notNull())
    .addColumn('contractRegime', 'varchar(8)', (col) => col.notNull())
    .addColumn('contractLanguage', 'varchar(5)', (col) => col.notNull())
    .addColumn('contractBusinessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('contractUserID', 'integer', (col) => col.references('users.userID').onDelete('set null'))
    .addColumn('contractJobApplicationID', 'integer', (col) =>
      col.references('job_applications.jobApplicationID').onDelete('set null'),
    )
    .addColumn('contractWorkerName', 'varchar(200)', (col) => col.notNull())
    .addColumn('contractTitle', 'varchar(200)', (col) => col.notNull())
    .addColumn('contractJobTitle', 'varchar(200)', (col) => col.notNull())
    .addColumn('contractText', 'text', (col) => col.notNull())
    .addColumn('contractSha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('contractShiftStart', 'varchar(19)', (col) => col.notNull())
    .addColumn('contractKeepUntil', 'varchar(10)', (col) => col.notNull())
    .addColumn('contractCreatedDateTime', 'varchar(19)', (col) => col.notNull())
    .addUniqueConstraint('contract_versions_document_version', [
      'contractDocumentKey',
      'contractVersionNumber',
    ])
    .execute();
  await db.schema
    .createIndex('contract_versions_business_start')
    .on('contract_versions')
    .columns(['contractBusinessID', 'contractShiftStart'])
    .execute();
  await db.schema
    .createIndex('contract_versions_keep_until')
    .on('contract_versions')
    .column('contractKeepUntil')
    .execute();
  if (isPostgres) {
    await sql`create function contract_text_never_changes() returns trigger language plpgsql as $$
      begin
        if new."contractText" is distinct from old."contractText" or new."contractSha256" is distinct from old."contractSha256" then
          raise exception 'a contract version is frozen';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger contract_versions_frozen before update on contract_versions
      for each row execute function contract_text_never_changes()`.execute(db);
  } else {
    await sql`create trigger contract_versions_frozen before update of "contractText", "contractSha256" on contract_versions
      begin select raise(abort, 'a contract version is frozen'); end`.execute(db);
  }
  await id(db.schema.createTable('contract_signatures'), 'signatureID')
    .addColumn('signatureVersionID', 'integer', (col) =>
      col.notNull().references('contract_versions.contractVersionID').onDelete('cascade'),
    )
    .addColumn('signatureParty', 'varchar(8)', (col) => col.notNull())
    .addColumn('signatureAccountID', 'integer', (col) => col.notNull())
    .addColumn('signatureUserID', 'integer')
    .addColumn('signatureName', 'varchar(150)', (col) => col.notNull())
    .addColumn('signatureSha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('signatureDateTime', 'varchar(19)', (col) => col.notNull())
    .addColumn('signatureIp', 'varchar(45)', (col) => col.notNull())
    .addColumn('signatureUserAgent', 'varchar(300)', (col) => col.notNull())
    .addUniqueConstraint('contract_signatures_once', ['signatureVersionID', 'signatureParty'])
    .execute();
  await db.schema
    .alterTable('business_workplaces')
    .addColumn('workplaceLanguageRegion', 'varchar(8)')
    .execute();
  for (const column of [
    'jobApplicationContractNoticeSentDateTime',
    'jobApplicationContractRiskAcceptedDateTime',
  ]) {
    await db.schema.alterTable('job_applications').addColumn(column, 'varchar(19)').execute();
  }
}
