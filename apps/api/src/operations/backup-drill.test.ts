import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppOn, createTestPlace, type TestApp } from '../test/build-test-app';
import { insertBusiness, insertJobs } from '../test/job-fixtures';
import { multipart } from '../test/multipart';
import { bearer, loginAs, registerPerson } from '../test/registration-helpers';
import { restore } from './restore';

const run = promisify(execFile);
const apiDir = path.join(import.meta.dirname, '../..');
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const job = (title: string) => ({ jobTitle: title, jobStartDateTime: '2030-06-01 10:00:00' });

/** The backup command as an operator runs it: its own process, beside the running server. */
function backUpInAnotherProcess(source: TestApp, folder: string) {
  const { dataDir, DATABASE_URL } = source.app.config;
  return run(process.execPath, ['--import', 'tsx', 'src/cli/backup.ts', '--to', folder], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(DATABASE_URL ? { DATABASE_URL } : {}),
      LOG_LEVEL: 'silent',
    },
  });
}

/** A fresh place to restore into: an empty folder, and on PostgreSQL an empty database. */
async function freshPlace() {
  const place = await createTestPlace();
  cleanups.push(() => place.remove());
  return place.config;
}

describe(`a restore drill on ${process.env.TEST_POSTGRES_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('restores every acknowledged record, image and password from a backup taken while the server wrote', async () => {
    const source = await buildTestApp();
    cleanups.push(() => source.close());
    const worker = await registerPerson(source);
    const workerHeaders = bearer(await loginAs(source, worker.person));
    const picture = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#f59e0b' } })
      .png()
      .toBuffer();
    const upload = multipart(
      'avatar',
      { name: 'me.png', type: 'image/png', data: picture },
      { userID: String(worker.userID) },
    );
    const avatar = await source.app.inject({
      method: 'POST',
      url: '/api/useravatar',
      headers: { ...workerHeaders, ...upload.headers },
      payload: upload.payload,
    });
    const avatarUrl = avatar.json().userAvatar as string;
    const storedPicture = (await source.app.inject({ method: 'GET', url: avatarUrl })).rawPayload;
    const { businessID } = await insertBusiness(source, 'Brasserie Back-up');
    const before = (await insertJobs(source, businessID, [job('Ober 1'), job('Ober 2'), job('Ober 3')])).map(
      (row) => row.jobID,
    );

    // the server keeps writing, one acknowledged job after another, while the backup runs beside it
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-backup-'));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    let backingUp = true;
    const during: number[] = [];
    const writer = (async () => {
      while (backingUp) {
        during.push((await insertJobs(source, businessID, [job(`Tijdens ${during.length}`)]))[0]!.jobID);
        // a turn of the event loop between writes, as between requests: the backup's end gets heard
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const backup = await backUpInAnotherProcess(source, folder).finally(() => {
      backingUp = false;
    });
    await writer;
    expect(backup.stderr).toContain('keys.json holds the encryption key');
    expect(fs.statSync(path.join(folder, 'keys.json')).mode & 0o777).toBe(0o600);
    expect(during.length).toBeGreaterThan(0);

    // into a fresh place, started as a server would be
    const target = await freshPlace();
    const restored = await restore(target, folder);
    expect(restored.jobs).toBeGreaterThanOrEqual(before.length);
    const { app } = await buildTestAppOn(target);
    cleanups.push(() => app.close());

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: worker.person.email, password: worker.person.password },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = bearer(signIn.json().access_token);
    for (const jobID of before)
      expect((await app.inject({ method: 'GET', url: `/api/jobs?id=${jobID}`, headers })).statusCode).toBe(
        200,
      );
    // what was written during the backup is there up to the moment of its snapshot, nothing torn after
    const present: boolean[] = [];
    for (const jobID of during)
      present.push(
        (await app.inject({ method: 'GET', url: `/api/jobs?id=${jobID}`, headers })).statusCode === 200,
      );
    expect(present).toEqual(present.map((_, index) => index < present.filter(Boolean).length));
    const picture2 = await app.inject({ method: 'GET', url: avatarUrl });
    expect(picture2.statusCode).toBe(200);
    expect(Buffer.compare(picture2.rawPayload, storedPicture)).toBe(0);
  });

  it('refuses to restore over a database that holds anything, unless forced', async () => {
    const source = await buildTestApp();
    cleanups.push(() => source.close());
    await registerPerson(source);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-backup-'));
    cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
    await backUpInAnotherProcess(source, folder);

    const occupied = await buildTestApp();
    cleanups.push(() => occupied.close().catch(() => undefined));
    const config = occupied.app.config;
    await expect(restore(config, folder)).rejects.toThrow(/not empty: add --force/);
    expect(await occupied.app.db.selectFrom('accounts').select('accountID').execute()).toEqual([]);

    // forced, with no server on it any more: the backup's data and key replace the install's
    await occupied.app.close();
    const restored = await restore(config, folder, { force: true });
    expect(restored.accounts).toBe(1);
    const backupKey = JSON.parse(fs.readFileSync(path.join(folder, 'keys.json'), 'utf8')).encryptionKey;
    expect(fs.readFileSync(path.join(config.dataDir, 'encryption.key'), 'utf8')).toBe(backupKey);
  });
});
