import net from 'node:net';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';

/**
 * How many sockets listen on the server's port together. Node takes one new connection from a listening
 * socket per turn of its event loop (libuv since 1.45), and under load a turn lasts tens of milliseconds:
 * a burst of new connections (phones arriving, nginx opening connections to Jobbel) waited in the kernel
 * for seconds while the connections already open were served. The kernel spreads new connections over
 * the sockets sharing a port (SO_REUSEPORT), and each is read once a turn (docs/decisions/national-scale.md).
 */
export const LISTENING_SOCKETS = 16;

type SharedListenOptions = FastifyListenOptions & Pick<net.ListenOptions, 'reusePort'>;

/**
 * Fails as a listen does when another server holds the port. Sockets that share a port would otherwise
 * join another server's of the same user (a second Jobbel started by mistake), and the two would split
 * the requests between them.
 */
async function ensurePortFree({ port, host }: { port: number; host: string }): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  await new Promise<void>((free, taken) => {
    probe.once('error', taken);
    probe.listen({ port, host, exclusive: true }, free);
  });
  await new Promise((closed) => probe.close(closed));
}

/** Listens on the port with LISTENING_SOCKETS sockets, or with one where the platform cannot share a port. */
export async function listenOnPort(
  app: FastifyInstance,
  where: { port: number; host: string },
): Promise<void> {
  await ensurePortFree(where);
  const extras: net.Server[] = [];
  // the extra sockets stop taking connections when the server does (lib/shutdown.ts drains before it);
  // the connections they took are the HTTP server's to close, so their own close is not waited for
  app.addHook('preClose', async () => {
    for (const extra of extras) extra.close();
  });
  const shared: SharedListenOptions = { ...where, reusePort: true };
  try {
    await app.listen(shared);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOTSUP') throw error;
    app.log.info('this platform cannot share a port between sockets: listening with one');
    await app.listen(where);
    return;
  }
  const { address, port } = app.server.address() as net.AddressInfo;
  for (let count = 1; count < LISTENING_SOCKETS; count += 1) {
    // no Nagle delay, as on the HTTP server's own socket: an answer written in parts (a compressed one)
    // otherwise waited for the client's delayed acknowledgement, 40 ms, on 15 connections in 16
    const extra = net.createServer({ noDelay: true }, (socket) => app.server.emit('connection', socket));
    await new Promise<void>((listening, failed) => {
      extra.once('error', failed);
      extra.listen({ port, host: address, reusePort: true }, listening);
    });
    extra.on('error', (error) => app.log.error({ err: error }, 'a listening socket failed'));
    extras.push(extra);
  }
}
