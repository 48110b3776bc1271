import http from 'node:http';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTENING_SOCKETS, listenOnPort } from './listen-on-port';

const BURST = 64;
let app: FastifyInstance;

async function listening() {
  app = Fastify();
  app.get('/', async () => 'ok');
  await listenOnPort(app, { port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** How many turns of the event loop pass until `done` says so (each turn reads every ready socket once). */
function turnsUntil(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    let turns = 0;
    const next = () => {
      turns += 1;
      if (done()) resolve(turns);
      else setImmediate(next);
    };
    setImmediate(next);
  });
}

/** A request on a connection of its own, and what it answered. */
function ask(socket: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write('GET / HTTP/1.1\r\nHost: jobbel\r\nConnection: close\r\n\r\n');
  });
}

afterEach(async () => {
  await app?.close();
});

/**
 * Sequential requests on one kept-alive connection each, every answer written in two parts as a
 * compressed answer is: the slowest connection's time for all of them, in ms.
 */
async function slowestOfKeptConnections(port: number, connections: number, requests: number) {
  const times = await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const started = performance.now();
      for (let request = 0; request < requests; request += 1)
        await new Promise<void>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/in-two-parts', agent }, (answer) => {
              answer.resume();
              answer.on('end', resolve);
            })
            .on('error', reject);
        });
      agent.destroy();
      return performance.now() - started;
    }),
  );
  return Math.max(...times);
}

describe('listening on the port', () => {
  it('sends an answer written in parts at once on every connection, whichever socket took it (no Nagle delay)', async () => {
    app = Fastify();
    app.get('/in-two-parts', (_request, reply) => {
      reply.raw.writeHead(200, { 'content-type': 'text/plain' });
      reply.raw.write('first part');
      setImmediate(() => reply.raw.end('second part'));
    });
    await listenOnPort(app, { port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    // eight connections, almost surely some on the extra sockets (15 of 16 go there); a small second part
    // held for the first's delayed acknowledgement (40 ms on Linux) makes 20 answers take 0.8 s at least
    expect(await slowestOfKeptConnections(port, 8, 20)).toBeLessThan(600);
  });

  it('lets a burst of new connections in within a few turns of the event loop, not one a turn, and answers each', async () => {
    const port = await listening();
    let accepted = 0;
    app.server.on('connection', () => {
      accepted += 1;
    });
    const sockets = Array.from({ length: BURST }, () => net.connect(port, '127.0.0.1'));
    const turns = await turnsUntil(() => accepted === BURST);
    // one socket takes one connection a turn: 64 turns at least
    expect(turns).toBeLessThan(BURST / 2);
    const answers = await Promise.all(sockets.map(ask));
    expect(answers.every((answer) => answer.startsWith('HTTP/1.1 200') && answer.endsWith('ok'))).toBe(true);
  });

  it('refuses a port another server listens on, as one socket did, and leaves that server every request', async () => {
    const port = await listening();
    const second = Fastify();
    second.get('/', async () => 'the second');
    await expect(listenOnPort(second, { port, host: '127.0.0.1' })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await second.close();
    const answers = await Promise.all(
      Array.from({ length: LISTENING_SOCKETS * 2 }, () => ask(net.connect(port, '127.0.0.1'))),
    );
    expect(answers.every((answer) => answer.endsWith('ok'))).toBe(true);
  });

  it('listens with one socket where the platform cannot share a port, and answers on it', async () => {
    app = Fastify();
    app.get('/', async () => 'ok');
    const listen = app.listen.bind(app);
    const asked: object[] = [];
    // a platform without SO_REUSEPORT refuses the shared socket, as Node reports it there
    app.listen = ((options: object) => {
      asked.push(options);
      if ('reusePort' in options)
        return Promise.reject(Object.assign(new Error('listen ENOTSUP'), { code: 'ENOTSUP' }));
      return listen(options);
    }) as typeof app.listen;
    await listenOnPort(app, { port: 0, host: '127.0.0.1' });
    // the shared socket first, then one of its own on the same address
    expect(asked.map((options) => 'reusePort' in options)).toEqual([true, false]);
    expect(asked[1]).toMatchObject({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    expect(await ask(net.connect(port, '127.0.0.1'))).toMatch(/ok$/);
  });

  it('closes at once with idle kept-alive connections open on any of its sockets', async () => {
    const port = await listening();
    const agent = new http.Agent({ keepAlive: true });
    const asked = Array.from(
      { length: LISTENING_SOCKETS * 2 },
      () =>
        new Promise<number>((answered) =>
          http.get({ host: '127.0.0.1', port, agent, path: '/' }, (response) => {
            response.resume();
            response.on('end', () => answered(response.statusCode ?? 0));
          }),
        ),
    );
    expect(new Set(await Promise.all(asked))).toEqual(new Set([200]));
    const closing = performance.now();
    await app.close();
    // a kept-alive connection otherwise stays open until its keep-alive timeout (72 s)
    expect(performance.now() - closing).toBeLessThan(5_000);
    agent.destroy();
  });

  it('takes no connection on any of its sockets once the server closed', async () => {
    const port = await listening();
    await app.close();
    const refused = await Promise.all(
      Array.from(
        { length: LISTENING_SOCKETS * 2 },
        () =>
          new Promise<string>((resolve) => {
            const socket = net.connect(port, '127.0.0.1');
            socket.on('connect', () => {
              socket.destroy();
              resolve('connected');
            });
            socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          }),
      ),
    );
    expect(new Set(refused)).toEqual(new Set(['ECONNREFUSED']));
  });
});
