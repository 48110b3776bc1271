import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from './plugins/rate-limit';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { jobPayload } from './test/job-fixtures';
import { multipart } from './test/multipart';
import { bearer, loginAs } from './test/registration-helpers';
import { type SignedInBusiness, send, signedInBusiness, signedInWorker } from './test/shift-fixtures';

// Several server instances on one PostgreSQL. SQLite is the single-process mode and has no
// second instance to compare with; this file runs in the PostgreSQL pass of `npm test`.
const ENCRYPTION_KEY = 'c4'.repeat(32);

let first: TestApp;
let second: TestApp;
let business: SignedInBusiness;

beforeAll(async () => {
  first = await buildTestApp({ ENCRYPTION_KEY });
  second = await buildTestApp({ ENCRYPTION_KEY, DATABASE_URL: first.app.config.DATABASE_URL! });
  business = await signedInBusiness(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe.runIf(process.env.TEST_POSTGRES_URL)('two instances on one PostgreSQL', () => {
  it('a job edited through one is served edited by the other at once, in searches and in the own list', async () => {
    const posted = await send(
      first,
      'POST',
      '/api/jobs',
      business,
      jobPayload({ jobTitle: 'Barista zaterdag' }),
    );
    const { jobID } = posted.json();
    const titlesOn = async (testApp: TestApp, url: string) =>
      (await send(testApp, 'GET', url, business))
        .json()
        .data.map((job: { jobTitle: string }) => job.jobTitle);
    const search = '/api/jobs?order=jobAddedDateTime';
    const ownList = `/api/jobs?jobBusinessID=${business.businessID}`;
    expect(await titlesOn(second, search)).toContain('Barista zaterdag');
    expect(await titlesOn(second, ownList)).toContain('Barista zaterdag');

    const edited = await send(
      first,
      'PUT',
      `/api/jobs?id=${jobID}`,
      business,
      jobPayload({ jobTitle: 'Barista zondag' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await titlesOn(second, search)).toContain('Barista zondag');
    expect(await titlesOn(second, search)).not.toContain('Barista zaterdag');
    expect(await titlesOn(second, ownList)).toEqual(['Barista zondag']);
    expect((await send(second, 'GET', `/api/jobs?id=${jobID}`, business)).json().jobTitle).toBe(
      'Barista zondag',
    );
  });

  it('a logout or a password change through one refuses the old token on the other at once', async () => {
    const worker = await signedInWorker(first);
    const other = { headers: bearer(await loginAs(second, worker.person)) };
    expect((await send(second, 'GET', '/api/me', worker)).statusCode).toBe(200);
    expect((await send(first, 'DELETE', '/api/logout', worker)).statusCode).toBe(200);
    expect((await send(second, 'GET', '/api/me', worker)).statusCode).toBe(401);

    const current = { headers: bearer(await loginAs(first, worker.person)) };
    expect((await send(second, 'GET', '/api/me', other)).statusCode).toBe(200);
    const changed = await send(first, 'PUT', '/api/password', current, {
      oldPassword: worker.person.password,
      newPassword: 'Nieuw2026wachtwoord',
    });
    expect(changed.statusCode).toBe(200);
    expect((await send(second, 'GET', '/api/me', other)).statusCode).toBe(401);
    expect((await send(second, 'GET', '/api/me', current)).statusCode).toBe(200);
  });

  it('counts login attempts from one address across both instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= RATE_LIMITS.login.max; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.77',
        payload: { email: `nobody${attempt}@example.be`, password: 'Wrong2026pass' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('serves an image uploaded through one from the other', async () => {
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#be185d' } })
      .png()
      .toBuffer();
    const body = multipart('avatar', { name: 'logo.png', type: 'image/png', data: png });
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/businessavatar',
      headers: { ...business.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const served = await second.app.inject({ method: 'GET', url: uploaded.json().url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('offers the same Web Push key on both, so a device subscribed through one gets pushes sent by the other', async () => {
    const keyOf = async (testApp: TestApp) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    expect(await keyOf(second)).toBe(await keyOf(first));
  });

  it('sends a daily digest once when both instances run the sweep at the same moment', async () => {
    const worker = await signedInWorker(first);
    await send(first, 'POST', '/api/jobalerts', worker, {
      alertName: 'Afwas',
      alertSearch: 'afwas',
      alertFrequency: 'daily',
    });
    await send(second, 'POST', '/api/jobs', business, jobPayload({ jobTitle: 'Afwas vrijdag' }));
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
    const at = (time: string) => new Date(`${tomorrow}T${time}Z`);
    await Promise.all([
      first.app.alertSweep.sweep(at('05:00:00')),
      second.app.alertSweep.sweep(at('05:00:00')),
    ]);
    await Promise.all([
      first.app.alertSweep.sweep(at('11:00:00')),
      second.app.alertSweep.sweep(at('11:00:00')),
    ]);
    const [mailsOfFirst, mailsOfSecond] = await Promise.all([
      first.deliveredMails(),
      second.deliveredMails(),
    ]);
    const digests = [...mailsOfFirst, ...mailsOfSecond].filter(
      (mail) => mail.to === worker.person.email && mail.subject.startsWith('Je jobalerts van vandaag'),
    );
    expect(digests).toHaveLength(1);
    const notices = (await send(second, 'GET', '/api/notifications', worker)).json().data;
    expect(
      notices.filter((notice: { notificationKind: string }) => notice.notificationKind === 'jobAlert'),
    ).toHaveLength(1);
  });

  it('loses no acknowledged write when one instance is killed under write load, and the other keeps serving', async () => {
    const killed = await startServerProcess(first.app.config.DATABASE_URL!);
    try {
      const acknowledged: { jobID: number; jobTitle: string }[] = [];
      let stopped = false;
      const writer = async (name: string) => {
        for (let count = 0; !stopped; count += 1) {
          const jobTitle = `${name} ${count}`;
          try {
            const response = await fetch(`${killed.url}/api/jobs`, {
              method: 'POST',
              headers: { ...business.headers, 'content-type': 'application/json' },
              body: JSON.stringify(jobPayload({ jobTitle })),
            });
            if (response.status === 201)
              acknowledged.push({ jobID: ((await response.json()) as { jobID: number }).jobID, jobTitle });
          } catch {
            return; // the connection died with the process: this write was never acknowledged
          }
        }
      };
      const writers = ['Kelner', 'Kok', 'Afwas', 'Barista'].map(writer);
      while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
      killed.process.kill('SIGKILL');
      stopped = true;
      await Promise.all(writers);

      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      for (const { jobID, jobTitle } of acknowledged) {
        const job = await send(second, 'GET', `/api/jobs?id=${jobID}`, business);
        expect(job.statusCode).toBe(200);
        expect(job.json().jobTitle).toBe(jobTitle);
      }
      expect((await second.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(
        (await send(second, 'POST', '/api/jobs', business, jobPayload({ jobTitle: 'Na de crash' })))
          .statusCode,
      ).toBe(201);
    } finally {
      killed.process.kill('SIGKILL');
      fs.rmSync(killed.dataDir, { recursive: true, force: true });
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server as `npm start` runs it, in a process of its own, on the shared database. */
async function startServerProcess(
  databaseUrl: string,
): Promise<{ process: ChildProcess; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobbel-instance-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      ENCRYPTION_KEY,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server process exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { process: child, url, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server process did not answer /api/health within 30 s');
}
