import type { FastifyInstance } from 'fastify';

/** However a shutdown hangs (an SMTP server that stopped answering, a stuck pass), the process ends within this. */
export const SHUTDOWN_DEADLINE_MS = 30_000;
/**
 * How long a stopping server still accepts and answers, each answer closing its connection, before it
 * stops listening: connections already queued are served instead of reset, and a load balancer that
 * reads /api/health (503 meanwhile) has moved on.
 */
export const SHUTDOWN_DRAIN_MS = 1000;

/** What is being stopped now: the deadline's log line names what was abandoned. */
export interface ShutdownProgress {
  step: string;
  /** set once a shutdown began: health answers 503 and every answer closes its connection */
  draining: boolean;
}

/** While draining, no answer keeps its connection open for a next request. */
export function registerDraining(app: FastifyInstance, progress: ShutdownProgress): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (progress.draining) reply.header('connection', 'close');
    return payload;
  });
}

/**
 * Drains (still answering what is queued), then closes the app (finishing requests in flight and what
 * onClose stops) and exits 0; when that takes longer than the deadline, logs the step it was in and
 * exits 1 anyway.
 */
export async function shutDown(
  app: {
    close(): Promise<unknown>;
    log: { info(message: string): void; error(details: object, message: string): void };
  },
  progress: ShutdownProgress,
  exit: (code: number) => void,
  { deadlineMs = SHUTDOWN_DEADLINE_MS, drainMs = SHUTDOWN_DRAIN_MS } = {},
): Promise<void> {
  const deadline = setTimeout(() => {
    app.log.error({ abandoned: progress.step }, `shutdown took over ${deadlineMs / 1000} s: exiting anyway`);
    exit(1);
  }, deadlineMs);
  try {
    progress.step = 'answering queued requests';
    progress.draining = true;
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    progress.step = 'finishing requests';
    await app.close();
    exit(0);
  } finally {
    clearTimeout(deadline);
  }
}
