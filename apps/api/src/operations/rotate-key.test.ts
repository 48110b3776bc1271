import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestAppOn, createTestPlace } from '../test/build-test-app';
import { bearer, loginAs, newPerson, registerPerson } from '../test/registration-helpers';
import { rotateKey } from './rotate-key';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('rotating the encryption key', () => {
  it('re-encrypts what is stored under a new key, and the restarted server reads it with that key', async () => {
    const place = await createTestPlace();
    cleanups.push(() => place.remove());
    const { config } = place;
    const first = await buildTestAppOn(config);
    const person = newPerson();
    const { userID } = await registerPerson(first, { person });
    const ownNumber = async (server: typeof first) => {
      const headers = bearer(await loginAs(server, person));
      return (await server.app.inject({ method: 'GET', url: `/api/users?id=${userID}`, headers })).json()
        .userNationalRegisterNumber as string;
    };
    const numberBefore = await ownNumber(first);
    expect(numberBefore).not.toBe('');
    const readStored = async ({ app }: typeof first) =>
      (
        await app.db
          .selectFrom('users')
          .select('userNationalRegisterNumberEncrypted')
          .where('userID', '=', userID)
          .executeTakeFirstOrThrow()
      ).userNationalRegisterNumberEncrypted;
    const before = await readStored(first);
    const oldKey = fs.readFileSync(path.join(config.dataDir, 'encryption.key'), 'utf8');
    await first.close();

    const rotated = await rotateKey(config);
    expect(rotated.reencrypted).toBeGreaterThanOrEqual(2);
    expect(fs.readFileSync(path.join(config.dataDir, 'encryption.key'), 'utf8')).toBe(rotated.newKey);
    expect(rotated.newKey).not.toBe(oldKey);
    expect(fs.existsSync(path.join(config.dataDir, 'encryption.key.next'))).toBe(false);

    const second = await buildTestAppOn(config);
    cleanups.push(() => second.close());
    expect(await readStored(second)).not.toBe(before);
    expect(await ownNumber(second)).toBe(numberBefore);
  });

  it('changes nothing when the configured key does not open the stored data', async () => {
    const place = await createTestPlace();
    cleanups.push(() => place.remove());
    const server = await buildTestAppOn(place.config);
    await registerPerson(server);
    await server.close();
    const keyFile = path.join(place.config.dataDir, 'encryption.key');
    const rightKey = fs.readFileSync(keyFile, 'utf8');
    fs.writeFileSync(keyFile, 'ab'.repeat(32));
    await expect(rotateKey(place.config)).rejects.toThrow(
      /does not open the stored data: nothing was changed/,
    );
    fs.writeFileSync(keyFile, rightKey);
    const again = await buildTestAppOn(place.config);
    cleanups.push(() => again.close());
    expect((await again.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });
});
