import type { FastifyBaseLogger } from 'fastify';
import { sharedNow } from './clock';
import { createHeartbeat, type Heartbeat } from './heartbeat';

export const MINUTE_PASS_INTERVAL_MS = 60_000;

/**
 * How long a pass works through a backlog before it leaves the rest to the next: a shutdown waits for
 * the pass in hand, and gives up after 30 s.
 */
export const MINUTE_PASS_BUDGET_MS = 20_000;

/**
 * How long a pass rests after each bounded step, for every millisecond the step took: a pass then takes
 * at most a fifth of the thread that answers requests. Resting only until the event loop's next turn let
 * the alert sweep's notices (thousands a minute in the bench's mix, in steps of 10-30 ms) take most of
 * it, and every request due meanwhile waited up to 100 ms (docs/decisions/national-scale.md).
 */
export const STEP_REST_RATIO = 4;

/**
 * The rest between two bounded steps of one pass, which makes its own: better-sqlite3 answers on this
 * thread, and a chain of queries whose promises are already settled never gives the event loop back.
 */
export function createStepRest(): () => Promise<void> {
  let resumedAt = performance.now();
  return async () => {
    const step = performance.now() - resumedAt;
    await new Promise<void>((resolve) => setTimeout(resolve, step * STEP_REST_RATIO));
    resumedAt = performance.now();
  };
}

/** Work the server does on its own: run at start and every minute, one pass at a time. */
export interface MinutePass {
  /** one pass now (at `now`, for tests that move the clock); answers how much it did */
  sweep(now?: Date): Promise<number>;
  /** settles when the first pass has run */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** when a pass last finished: readiness reports a pass that no longer does */
  readonly heartbeat: Heartbeat;
}

/**
 * The one timer loop of the server's background work (job expiry, shift sweep, alert sweep): passes
 * never overlap, a failed pass is logged and the next one runs, and `stop` waits for the pass in hand.
 */
export function createMinutePass(
  pass: (now: Date) => Promise<number>,
  log: FastifyBaseLogger,
  /** what it does, in the log and in readiness ('shift sweep' logs 'shift sweep failed') */
  name: string,
): MinutePass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  const heartbeat = createHeartbeat(name);

  function sweep(now = sharedNow()) {
    running = running
      .catch(() => 0)
      .then(() => pass(now))
      .finally(() => heartbeat.beat());
    return running;
  }

  return {
    sweep,
    heartbeat,
    start() {
      heartbeat.start();
      const sweepLogged = () =>
        sweep().then(
          () => undefined,
          (error) => log.error({ err: error }, `${name} failed`),
        );
      timer = setInterval(sweepLogged, MINUTE_PASS_INTERVAL_MS);
      timer.unref();
      return sweepLogged();
    },
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
