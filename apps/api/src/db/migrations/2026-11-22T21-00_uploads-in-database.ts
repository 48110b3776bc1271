// Locks: reads every uploaded file into the database in one pass (docs/operations.md, "Upgrading").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

/**
 * Uploaded images live in the database, where every server instance reaches them, instead of
 * under DATA_DIR/uploads. The files already there are read in once, here; the folder is left as it was.
 * A stored file belongs to an account and goes with it.
 */
export function uploadsInDatabase(dataDir: string): Migration {
  return {
    async up(db: Kysely<any>) {
      const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
      await sql`delete from stored_files where "ownerAccountID" not in (select "accountID" from accounts)`.execute(
        db,
      );
      await db.schema
        .createTable('stored_files_with_content')
        .addColumn('url', 'varchar(300)', (col) => col.primaryKey())
        .addColumn('ownerAccountID', 'integer', (col) =>
          col.notNull().references('accounts.accountID').onDelete('cascade'),
        )
        .addColumn('createdAt', 'integer', (col) => col.notNull())
        // null only for a file that was recorded but missing from DATA_DIR/uploads when it was read in
        .addColumn('content', isPostgres ? 'bytea' : 'blob')
        .addColumn('contentHash', 'varchar(64)')
        .execute();
      await sql`insert into stored_files_with_content (url, "ownerAccountID", "createdAt")
        select url, "ownerAccountID", "createdAt" from stored_files`.execute(db);
      await db.schema.dropTable('stored_files').execute();
      await db.schema.alterTable('stored_files_with_content').renameTo('stored_files').execute();
      await db.schema
        .createIndex('stored_files_owner_account_idx')
        .on('stored_files')
        .column('ownerAccountID')
        .execute();

      const recorded = await db.selectFrom('stored_files').select('url').execute();
      const folder = path.join(dataDir, 'uploads');
      for (const { url } of recorded) {
        const file = path.join(folder, path.normalize(String(url).slice('/upload/'.length)));
        if (!file.startsWith(`${folder}${path.sep}`) || !fs.existsSync(file)) continue;
        const content = fs.readFileSync(file);
        const contentHash = crypto.createHash('sha256').update(content).digest('hex');
        await db.updateTable('stored_files').set({ content, contentHash }).where('url', '=', url).execute();
      }
    },
  };
}
