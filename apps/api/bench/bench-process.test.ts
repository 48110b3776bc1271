import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { answers } from './bench-process';

// a server on a port fetch refuses to reach (the Fetch standard's "bad ports", of which the bench's
// random ports include two): the first of them that is free here
const server = http.createServer((_request, response) => response.end('ok'));
const listen = (port: number) =>
  new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
const listening = (await listen(5061)) || (await listen(5060));
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('sees a server answer on a port fetch will not reach', async () => {
  expect(listening).toBe(true);
  const { port } = server.address() as AddressInfo;
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  expect(await answers(`http://127.0.0.1:${port}/`)).toBe(true);
});
