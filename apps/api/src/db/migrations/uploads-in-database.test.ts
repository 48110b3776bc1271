import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { databaseMigratedTo } from '../../test/migration-database';
import { migrateToLatest } from '../migrate';

it('reads the images under DATA_DIR/uploads into the database once, and drops records of deleted accounts', async () => {
  const { db, dataDir } = await databaseMigratedTo('2026-11-22T20-00_every-job-change');

  const { accountID } = await db
    .insertInto('accounts')
    .values({
      accountName: 'cafe',
      accountEmail: 'cafe@example.be',
      accountType: 'business',
      oauthClientId: 'client',
      oauthClientSecretHash: 'hash',
      createdAt: '2026-11-22 10:00:00',
    })
    .returning('accountID')
    .executeTakeFirstOrThrow();
  const logo = Buffer.from('RIFF-a-webp-logo');
  fs.mkdirSync(path.join(dataDir, 'uploads', 'business'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', 'business', 'logo.webp'), logo);
  await db
    .insertInto('stored_files')
    .values([
      { url: '/upload/business/logo.webp', ownerAccountID: accountID, createdAt: 1 },
      { url: '/upload/business/lost.webp', ownerAccountID: accountID, createdAt: 1 },
      { url: '/upload/business/orphan.webp', ownerAccountID: accountID + 1000, createdAt: 1 },
    ] as never)
    .execute();

  await migrateToLatest(db, dataDir);
  const stored = await db.selectFrom('stored_files').selectAll().orderBy('url').execute();
  expect(stored.map((row) => [row.url, row.content && Buffer.from(row.content).toString()])).toEqual([
    ['/upload/business/logo.webp', 'RIFF-a-webp-logo'],
    ['/upload/business/lost.webp', null],
  ]);
  expect(stored[0]!.contentHash).toMatch(/^[0-9a-f]{64}$/);

  await db.deleteFrom('accounts').where('accountID', '=', accountID).execute();
  expect(await db.selectFrom('stored_files').selectAll().execute()).toEqual([]);
});
