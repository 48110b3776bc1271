import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/**
 * docs/deploy.md: Jobbel behind the nginx configuration it ships (deploy/nginx.conf), as an operator
 * runs it. Per-IP limits count the client, request ids pass through, the service worker and the push
 * key are served through it. Clients are told apart by their loopback source address (127.0.0.x).
 */
const NGINX = '/usr/sbin/nginx';
// the suite blocks service workers elsewhere; here installing one through nginx is the point
test.use({ serviceWorkers: 'allow' });
let nginx: ChildProcess;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

/** A request through nginx from the given loopback address. */
function viaNginx(
  from: string,
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress: from,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

test.beforeAll(async () => {
  if (!fs.existsSync(NGINX))
    throw new Error('nginx is missing: scripts/ensure-system-packages.sh installs it');
  port = await freePort();
  const upstream = `127.0.0.1:${process.env.E2E_PORT}`;
  const prefix = fs.mkdtempSync(path.join(process.env.E2E_RUN_DIR ?? '/tmp', 'nginx-'));
  const site = fs
    .readFileSync(path.join(import.meta.dirname, '../../../deploy/nginx.conf'), 'utf8')
    .replaceAll('__JOBBEL_UPSTREAM__', upstream)
    .replaceAll('__LISTEN__', `127.0.0.1:${port}`);
  fs.writeFileSync(path.join(prefix, 'jobbel.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events {}
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  include /etc/nginx/mime.types;
  include ${prefix}/jobbel.conf;
}
`,
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  for (let tries = 0; tries < 50; tries += 1) {
    const up = await viaNginx('127.0.0.1', 'GET', '/api/health/live').catch(() => undefined);
    if (up?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not answer');
});

test.afterAll(() => {
  nginx?.kill('SIGQUIT');
});

test('per-IP limits count the client behind nginx, not nginx', async () => {
  let last = 0;
  for (let attempt = 0; attempt <= 30; attempt += 1)
    last = (await viaNginx('127.0.0.22', 'POST', '/api/login', {})).status;
  expect(last).toBe(429);
  // another client through the same nginx is not held back by the first one's attempts
  expect((await viaNginx('127.0.0.23', 'POST', '/api/login', {})).status).toBe(400);
});

test("nginx's request id is the one Jobbel answers with and logs", async () => {
  const answer = await viaNginx('127.0.0.24', 'GET', '/api/jobs');
  expect(answer.status).toBe(401);
  const id = answer.headers['x-request-id'];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(JSON.parse(answer.text).requestId).toBe(id);
});

test('the service worker and the push key come through nginx, and the app installs its worker', async ({
  page,
}) => {
  const worker = await viaNginx('127.0.0.25', 'GET', '/sw.js');
  expect(worker.status).toBe(200);
  expect(worker.headers['content-type']).toContain('javascript');
  const key = await viaNginx('127.0.0.25', 'GET', '/api/push/key');
  expect(key.status).toBe(200);
  expect(JSON.parse(key.text).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  await page.goto(`http://127.0.0.1:${port}/login`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`http://127.0.0.1:${port}/`);
});
