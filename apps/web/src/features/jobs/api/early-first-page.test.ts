import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_DB_NAME, CLIENT_DB_VERSION, deleteItem, writeItem } from '../../../lib/client-db';
import { askFirstPageEarly, EARLY_FIRST_PAGE_SLOT, takeEarlyFirstPage } from './early-first-page';

const FIRST_PAGE = '/api/jobs?order=jobAddedDateTime&direction=desc&limit=12';
const stored = { name: CLIENT_DB_NAME, version: CLIENT_DB_VERSION, store: 'tokens' };

/** The early request as the prepared page runs it, with the server's answer to it. */
function askEarly(database = stored) {
  const server = vi.fn(async () => new Response('{"data":[],"count":0}', { status: 200 }));
  vi.stubGlobal('fetch', server);
  askFirstPageEarly(database, FIRST_PAGE, EARLY_FIRST_PAGE_SLOT);
  return server;
}

async function storeToken(accessToken: string, expiresAt: number) {
  await writeItem('tokens', 'accessToken', accessToken);
  await writeItem('tokens', 'expiresAt', expiresAt);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await deleteItem('tokens', 'accessToken');
  await deleteItem('tokens', 'expiresAt');
});

describe("the dashboard's first page asked for early", () => {
  it("asks with the stored token, and hands the answer to the app once, for that session's token only", async () => {
    await storeToken('token-a', Date.now() + 60_000);
    const server = askEarly();
    expect(await takeEarlyFirstPage('token-a')).toBe('{"data":[],"count":0}');
    expect(server).toHaveBeenCalledWith(FIRST_PAGE, {
      headers: { accept: 'application/json', authorization: 'Bearer token-a' },
    });
    // taken once: a later visit to the dashboard asks the usual way
    expect(takeEarlyFirstPage('token-a')).toBeUndefined();

    askEarly();
    // the app restored another session (or none): the early answer is not used
    expect(await takeEarlyFirstPage('token-b')).toBeNull();
  });

  it('asks for nothing with an expired token, or without one', async () => {
    await storeToken('token-a', Date.now() - 1);
    const withExpired = askEarly();
    expect(await takeEarlyFirstPage('token-a')).toBeNull();
    await deleteItem('tokens', 'accessToken');
    const withNone = askEarly();
    expect(await takeEarlyFirstPage('token-a')).toBeNull();
    expect(withExpired).not.toHaveBeenCalled();
    expect(withNone).not.toHaveBeenCalled();
  });

  it('never creates the client database of a browser that has none', async () => {
    const server = askEarly({ ...stored, name: 'jobbel-never-opened' });
    expect(await takeEarlyFirstPage('token-a')).toBeNull();
    const names = (await indexedDB.databases()).map((database) => database.name);
    expect(names).not.toContain('jobbel-never-opened');
    expect(server).not.toHaveBeenCalled();
  });
});
