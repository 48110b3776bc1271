import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

function withIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T>, column: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return table.addColumn(column, 'serial', (col) => col.primaryKey());
  }
  return table.addColumn(column, 'integer', (col) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('accounts'), 'accountID')
    .addColumn('accountName', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('accountEmail', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('accountType', 'varchar(20)', (col) => col.notNull())
    .addColumn('oauthClientId', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('oauthClientSecretHash', 'varchar(200)', (col) => col.notNull())
    .addColumn('createdAt', 'varchar(19)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('users'), 'userID')
    .addColumn('userAccountID', 'integer', (col) =>
      col.notNull().unique().references('accounts.accountID').onDelete('cascade'),
    )
    .addColumn('userUsername', 'varchar(50)', (col) => col.notNull().unique())
    .addColumn('userFirstName', 'varchar(100)', (col) => col.notNull())
    .addColumn('userLastName', 'varchar(100)', (col) => col.notNull())
    .addColumn('userEmail', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('userPasswordHash', 'varchar(200)', (col) => col.notNull())
    .addColumn('userPhoneNumber', 'varchar(30)')
    .addColumn('userGsmNumber', 'varchar(30)')
    .addColumn('userNationalRegisterNumberEncrypted', 'varchar(200)')
    .addColumn('userDateOfBirth', 'varchar(10)')
    .addColumn('userAddressStreet', 'varchar(200)')
    .addColumn('userAddressNumber', 'varchar(20)')
    .addColumn('userAddressZipCode', 'varchar(20)')
    .addColumn('userAddressCity', 'varchar(100)')
    .addColumn('userAddressCountry', 'varchar(2)')
    .addColumn('userBio', 'text')
    .addColumn('userAvatar', 'varchar(300)')
    .addColumn('avatarVersion', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('emailConfirmedAt', 'varchar(19)')
    .addColumn('registrationComplete', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('createdAt', 'varchar(19)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('tokens'), 'tokenID')
    .addColumn('tokenHash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('tokenKind', 'varchar(10)', (col) => col.notNull())
    .addColumn('accountID', 'integer', (col) =>
      col.notNull().references('accounts.accountID').onDelete('cascade'),
    )
    .addColumn('userID', 'integer', (col) => col.references('users.userID').onDelete('cascade'))
    .addColumn('issuedAt', 'bigint', (col) => col.notNull())
    .addColumn('expiresAt', 'bigint', (col) => col.notNull())
    .addColumn('revokedAt', 'bigint')
    .execute();
  await db.schema.createIndex('tokens_user_idx').on('tokens').column('userID').execute();

  await withIdColumn(db, db.schema.createTable('email_codes'), 'emailCodeID')
    .addColumn('userID', 'integer', (col) => col.notNull().references('users.userID').onDelete('cascade'))
    .addColumn('purpose', 'varchar(10)', (col) => col.notNull())
    .addColumn('codeHash', 'varchar(64)', (col) => col.notNull())
    .addColumn('sentAt', 'bigint', (col) => col.notNull())
    .addColumn('expiresAt', 'bigint', (col) => col.notNull())
    .addColumn('failedAttempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('closedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_codes_user_idx')
    .on('email_codes')
    .columns(['userID', 'purpose'])
    .execute();

  await withIdColumn(db, db.schema.createTable('businesses'), 'businessID')
    .addColumn('businessAccountID', 'integer', (col) =>
      col.notNull().unique().references('accounts.accountID').onDelete('cascade'),
    )
    .addColumn('businessName', 'varchar(200)', (col) => col.notNull())
    .addColumn('businessCategory', 'varchar(50)')
    .addColumn('businessVatNumber', 'varchar(30)')
    .addColumn('businessStreet', 'varchar(200)')
    .addColumn('businessNumber', 'varchar(20)')
    .addColumn('businessZipCode', 'varchar(20)')
    .addColumn('businessCity', 'varchar(100)')
    .addColumn('businessCountry', 'varchar(2)')
    .addColumn('businessDescription', 'text')
    .addColumn('businessPhone', 'varchar(30)')
    .addColumn('businessWebsite', 'varchar(300)')
    .addColumn('businessAvatar', 'varchar(300)')
    .addColumn('businessCoverPicture', 'varchar(300)')
    .addColumn('created_at', 'varchar(19)', (col) => col.notNull())
    .execute();

  await withIdColumn(db, db.schema.createTable('business_hours'), 'businessHourID')
    .addColumn('businessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('dayOfWeek', 'integer', (col) => col.notNull())
    .addColumn('openTime', 'varchar(8)', (col) => col.notNull())
    .addColumn('closeTime', 'varchar(8)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('business_hours_business_idx')
    .on('business_hours')
    .column('businessID')
    .execute();

  await withIdColumn(db, db.schema.createTable('jobs'), 'jobID')
    .addColumn('jobBusinessID', 'integer', (col) =>
      col.notNull().references('businesses.businessID').onDelete('cascade'),
    )
    .addColumn('jobTitle', 'varchar(200)', (col) => col.notNull())
    .addColumn('jobDescription', 'text', (col) => col.notNull())
    .addColumn('jobType', 'varchar(50)', (col) => col.notNull())
    .addColumn('jobLocation', 'varchar(100)', (col) => col.notNull())
    .addColumn('jobWagePerHour', 'double precision')
    .addColumn('jobStartDateTime', 'varchar(19)')
    .addColumn('jobEndDateTime', 'varchar(19)')
    .addColumn('jobHours', 'double precision')
    .addColumn('jobExperience', 'varchar(200)')
    .addColumn('jobRequirements', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('jobBenefits', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('jobGallery', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('jobBanner', 'varchar(300)')
    .addColumn('jobStatus', 'varchar(20)', (col) => col.notNull().defaultTo('active'))
    .addColumn('jobAddedDateTime', 'varchar(19)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('jobs_business_idx').on('jobs').column('jobBusinessID').execute();
  await db.schema
    .createIndex('jobs_location_added_idx')
    .on('jobs')
    .columns(['jobLocation', 'jobAddedDateTime'])
    .execute();
}
