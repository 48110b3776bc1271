import type { Kysely } from 'kysely';

/**
 * A login is a session that renews itself. Each access token belongs to its session; a refresh
 * token, used once, gives the next access token and refresh token; a session ends at logout, at a
 * password change, or when a used refresh token comes back (then someone else holds a copy).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_sessions')
    .addColumn('sessionID', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('userID', 'integer', (col) => col.notNull().references('users.userID').onDelete('cascade'))
    .addColumn('createdAt', 'bigint', (col) => col.notNull())
    .addColumn('endedAt', 'bigint')
    .execute();
  await db.schema.createIndex('login_sessions_user_idx').on('login_sessions').column('userID').execute();
  await db.schema.alterTable('tokens').addColumn('sessionID', 'varchar(36)').execute();
  await db.schema.createIndex('tokens_session_idx').on('tokens').column('sessionID').execute();
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('refreshTokenHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('sessionID', 'varchar(36)', (col) =>
      col.notNull().references('login_sessions.sessionID').onDelete('cascade'),
    )
    .addColumn('expiresAt', 'bigint', (col) => col.notNull())
    .addColumn('usedAt', 'bigint')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_idx')
    .on('refresh_tokens')
    .column('sessionID')
    .execute();
}
