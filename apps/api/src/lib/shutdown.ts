import type { FastifyInstance } from 'fastify';

/** However a shutdown hangs (an SMTP server that stopped answering, a stuck pass), the process ends within this. */
export const SHUTDOWN_DEADLINE_MS = 30_000;
/**
 * How long a stopping server at least still accepts and answers, each answer closing its connection,
 * before it stops listening: connections already queued are served instead of reset, and a load
 * balancer that reads /api/health (503 meanwhile) has moved on.
 */
export const SHUTDOWN_DRAIN_MS = 1000;
/**
 * After SHUTDOWN_DRAIN_MS the drain goes on while connections or requests still arrive, until none
 * came for this long. Node accepts one queued connection per listening socket and turn of its event
 * loop: on a busy machine a fixed second left a queue of 200 connections a third unserved, each reset
 * or answered 503 by the closing server.
 */
export const SHUTDOWN_QUIET_MS = 250;
/** However much still arrives, the drain ends after this, within the deadline. */
export const SHUTDOWN_DRAIN_MAX_MS = 10_000;

/** What is being stopped now: the deadline's log line names what was abandoned. */
export interface ShutdownProgress {
  step: string;
  /** set once a shutdown began: health answers 503 and every answer closes its connection */
  draining: boolean;
  /** when the server last accepted a connection or began a request (performance.now()) */
  lastArrivalAt: number;
}

/** While draining, no answer keeps its connection open for a next request. */
export function registerDraining(app: FastifyInstance, progress: ShutdownProgress): void {
  const arrived = () => {
    progress.lastArrivalAt = performance.now();
  };
  app.server.on('connection', arrived);
  app.server.on('request', arrived);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (progress.draining) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Drains (still answering what is queued, until nothing new arrives), then closes the app (finishing
 * requests in flight and what onClose stops) and exits 0; when that takes longer than the deadline,
 * logs the step it was in and exits 1 anyway.
 */
export async function shutDown(
  app: {
    close(): Promise<unknown>;
    log: { info(message: string): void; error(details: object, message: string): void };
  },
  progress: ShutdownProgress,
  exit: (code: number) => void,
  {
    deadlineMs = SHUTDOWN_DEADLINE_MS,
    drainMs = SHUTDOWN_DRAIN_MS,
    quietMs = SHUTDOWN_QUIET_MS,
    drainMaxMs = SHUTDOWN_DRAIN_MAX_MS,
  } = {},
): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.error({ abandoned: progress.step }, `shutdown took over ${deadlineMs / 1000} s: exiting anyway`);
    exit(1);
  }, deadlineMs);
  try {
    progress.step = 'answering queued requests';
    progress.draining = true;
    const drainEnd = performance.now() + drainMaxMs;
    let wait = drainMs;
    while (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const now = performance.now();
      wait = Math.min(progress.lastArrivalAt + quietMs, drainEnd) - now;
    }
    progress.step = 'finishing requests';
    await app.close();
    exit(0);
  } finally {
    clearTimeout(deadline);
  }
}
