import type { FastifyInstance } from 'fastify';
import type { Heartbeat } from '../lib/heartbeat';
import { MINUTE_PASS_INTERVAL_MS, type MinutePass } from '../lib/minute-pass';

/** Work the server does on a timer, as the scheduler starts, stops and watches it. */
export interface TimedWork {
  /** in the shutdown's progress ("stopping: shift sweep") */
  name: string;
  start(): unknown;
  stop(): Promise<unknown>;
  heartbeats: readonly Heartbeat[];
  /** how long one round may take before readiness counts it as stuck */
  allowanceMs: number;
  /** requests wait for its first round (the database clock every decision reads) */
  firstRoundBeforeServing?: boolean;
  /** not run on its own timer (tests move the clock and run it themselves) */
  manual?: boolean;
}

// a minute pass that has not finished for three of its minutes counts as stuck
const MINUTE_PASS_ALLOWANCE_MS = 3 * MINUTE_PASS_INTERVAL_MS;

/** A minute pass (lib/minute-pass.ts) as timed work. */
export function everyMinute(
  pass: MinutePass,
  options: Pick<TimedWork, 'firstRoundBeforeServing' | 'manual'> = {},
): TimedWork {
  return {
    name: pass.heartbeat.name,
    start: () => pass.start(),
    stop: () => pass.stop(),
    heartbeats: [pass.heartbeat],
    allowanceMs: MINUTE_PASS_ALLOWANCE_MS,
    ...options,
  };
}

export interface Scheduler {
  readonly work: readonly TimedWork[];
  /** stops every timer, the last started first, waiting for the round in hand and naming each step */
  stop(onStep: (name: string) => void): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** The one list of the server's timed work: started when the server is ready, in this order. */
export function registerScheduler(app: FastifyInstance, work: TimedWork[]): void {
  app.decorate('scheduler', {
    work,
    async stop(onStep) {
      for (const each of [...work].reverse()) {
        onStep(each.name);
        await each.stop();
      }
    },
  } satisfies Scheduler);
  app.addHook('onReady', async () => {
    for (const each of work) {
      if (each.manual) continue;
      const started = each.start();
      if (each.firstRoundBeforeServing) await started;
    }
  });
}
