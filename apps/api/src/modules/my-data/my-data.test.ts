import { BUSINESS_DATA_KINDS, WORKER_DATA_KINDS } from '@jobbel/shared/my-data/my-data.constants';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { toBrusselsDateTime } from '../../lib/clock';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedDemoData } from '../../seed/seed-demo';
import { useTestApp } from '../../test/build-test-app';
import { bearer, loginAs } from '../../test/registration-helpers';
import { send, signedInWorker } from '../../test/shift-fixtures';
import { buildDataExports } from './data-export-pass';
import { NOT_EXPORTED_TABLES, READ_KIND, SEARCH_INDEX_TABLE } from './data-kinds.repository';
import { deleteExpiredExports } from './my-data.repository';
import { deleteOnRequest, exportOnRequest } from './on-request';

const testApp = useTestApp();
type Who = { headers: Record<string, string> };
let jana: Who;
let kouter: Who;

beforeAll(async () => {
  await seedDemoData(testApp.app.db, testApp.app.log);
  jana = { headers: bearer(await loginAs(testApp, { email: 'jana@jobbel.be', password: DEMO_PASSWORD })) };
  kouter = {
    headers: bearer(await loginAs(testApp, { email: 'koffiebar.kouter@jobbel.be', password: DEMO_PASSWORD })),
  };
});

/** The files of a zip, by name, as text. */
function unzip(bytes: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

const build = () => buildDataExports(testApp.app.db, testApp.app.cipher, new Date(), 'http://localhost');

async function exportOf(who: Who) {
  const asked = await send(testApp, 'POST', '/api/mydata/exports', who);
  expect(asked.statusCode, asked.body).toBe(202);
  expect(asked.json().state).toBe('pending');
  await build();
  const [ready] = (await send(testApp, 'GET', '/api/mydata/exports', who)).json().exports;
  expect(ready).toMatchObject({ exportID: asked.json().exportID, state: 'ready' });
  const download = await send(testApp, 'GET', `/api/mydata/exports/download?id=${ready.exportID}`, who);
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/zip');
  return { exportID: ready.exportID as number, files: await unzip(download.rawPayload) };
}

const tablesOf = (files: Map<string, string>, kind: string) =>
  JSON.parse(files.get(`${kind}.json`)!).tables as Record<string, Record<string, unknown>[]>;

describe('downloading my data', () => {
  it('reads every table of the database in some kind of data, or says why not (the schema decides)', async () => {
    const tables = (await testApp.app.db.introspection.getTables({ withInternalKyselyTables: true }))
      .map((table) => table.name)
      .filter((name) => !SEARCH_INDEX_TABLE.test(name));
    const owner = { accountID: 1, userID: 1, businessID: 1 };
    const read = new Set<string>();
    for (const readKind of Object.values(READ_KIND))
      for (const table of Object.keys(await readKind(testApp.app.db, owner))) read.add(table);
    const accounted = new Set([...read, ...Object.keys(NOT_EXPORTED_TABLES)]);
    expect(tables.filter((table) => !accounted.has(table))).toEqual([]);
    expect([...accounted].filter((table) => !tables.includes(table))).toEqual([]);
    expect([...read].filter((table) => table in NOT_EXPORTED_TABLES)).toEqual([]);
  });

  it('gives a worker a zip of every kind of her data, JSON and CSV, with a README, her secrets left out', async () => {
    const { files } = await exportOf(jana);
    for (const kind of WORKER_DATA_KINDS) expect(files.has(`${kind}.json`), kind).toBe(true);
    for (const kind of BUSINESS_DATA_KINDS) expect(files.has(`${kind}.json`)).toBe(false);
    const [profile] = tablesOf(files, 'profile').users!;
    expect(profile).toMatchObject({ userFirstName: 'Jana', userEmail: 'jana@jobbel.be' });
    expect(profile).not.toHaveProperty('userPasswordHash');
    expect(profile).not.toHaveProperty('userNationalRegisterNumberEncrypted');
    expect(profile).toHaveProperty('userNationalRegisterNumber');
    expect(tablesOf(files, 'account').accounts![0]).not.toHaveProperty('oauthClientSecretHash');
    // her shifts, the ratings given and received on them, and what she was told
    expect(tablesOf(files, 'applications').job_applications!.length).toBeGreaterThanOrEqual(3);
    const ratings = tablesOf(files, 'ratings').ratings!;
    expect(new Set(ratings.map((rating) => rating.ratingBy))).toEqual(new Set(['worker', 'business']));
    expect(tablesOf(files, 'signIns').login_sessions!.length).toBeGreaterThan(0);
    expect(files.get('applications/job_applications.csv')).toContain(';');
    const readme = files.get('README.txt')!;
    expect(readme).toContain('Jouw gegevens bij Jobbel');
    expect(readme).toContain('ratings.json, ratings/*.csv: de beoordelingen bij je shifts');
    expect(readme).toContain('Hoe lang: tot je je account verwijdert.');
    // she hears it is ready
    const notices = JSON.stringify((await send(testApp, 'GET', '/api/notifications', jana)).json());
    expect(notices).toContain('Je gegevens staan klaar');
  });

  it('gives a business its jobs, the applications to them and its legal details too', async () => {
    const { files } = await exportOf(kouter);
    for (const kind of BUSINESS_DATA_KINDS) expect(files.has(`${kind}.json`), kind).toBe(true);
    expect(tablesOf(files, 'jobs').jobs!.length).toBeGreaterThan(0);
    const applicants = tablesOf(files, 'applicants').job_applications!;
    expect(applicants.some((row) => row.userFirstName === 'Jana')).toBe(true);
    expect(applicants[0]).not.toHaveProperty('userNationalRegisterNumber');
    expect(tablesOf(files, 'legal').business_workplaces!.length).toBeGreaterThan(0);
    // and the exports it gives its secretariat, over all its shifts
    expect(files.get('exports/performances.csv')).toContain('enterprise_number;workplace_nis;insz;name');
    expect(files.get('exports/presence.csv')).toContain('planned_start');
    expect(files.get('README.txt')).toContain('exports/: de exports voor je sociaal secretariaat');
  });

  it('is asked once a day, downloaded by its own account only, and gone after seven days', async () => {
    const worker = await signedInWorker(testApp, 'user', 'fr-BE');
    const [first, second] = await Promise.all([
      send(testApp, 'POST', '/api/mydata/exports', worker),
      send(testApp, 'POST', '/api/mydata/exports', worker),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toContain('une fois par jour');
    await build();
    const [ready] = (await send(testApp, 'GET', '/api/mydata/exports', worker)).json().exports;
    const url = `/api/mydata/exports/download?id=${ready.exportID}`;
    const files = await unzip((await send(testApp, 'GET', url, worker)).rawPayload);
    expect(files.get('README.txt')).toContain('Tes données chez Jobbel');
    expect((await send(testApp, 'GET', url, jana)).statusCode).toBe(404);

    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000);
    await testApp.app.db
      .updateTable('data_exports')
      .set({ exportExpiresDateTime: toBrusselsDateTime(new Date(Date.now() - 1000)) })
      .where('exportID', '=', ready.exportID)
      .execute();
    expect((await send(testApp, 'GET', url, worker)).statusCode).toBe(404);
    await deleteExpiredExports(testApp.app.db, toBrusselsDateTime(eightDaysOn));
    expect((await send(testApp, 'GET', '/api/mydata/exports', worker)).json().exports).toEqual([]);
  });

  it('gives an administrator the same zip for a person who asks by mail, and schedules her deletion the same way', async () => {
    const asker = await signedInWorker(testApp);
    const { files: own } = await exportOf(asker);
    const onRequest = await unzip(
      await exportOnRequest(testApp.app.db, testApp.app.cipher, asker.person.email.toUpperCase()),
    );
    // the same files, but for the notice that her own export was ready, which came after it
    const kindFiles = (files: Map<string, string>) =>
      [...files.keys()].filter((name) => !name.includes('/')).sort();
    expect(kindFiles(onRequest)).toEqual(kindFiles(own));
    expect(tablesOf(onRequest, 'profile').users![0]!.userEmail).toBe(asker.person.email);
    await expect(exportOnRequest(testApp.app.db, testApp.app.cipher, 'niemand@jobbel.be')).rejects.toThrow(
      'No account has the address',
    );
    const worker = await signedInWorker(testApp);
    const { deletionDueDateTime } = await deleteOnRequest(
      testApp.app.db,
      worker.person.email,
      'http://localhost',
    );
    expect((await send(testApp, 'GET', '/api/me', worker)).json().deletionDueDateTime).toBe(
      deletionDueDateTime,
    );
  });
});
