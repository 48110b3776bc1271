/**
 * When a background loop (a minute pass, an outbox lane) last finished a round: readiness tells a loop
 * that is stuck from one that merely ran long. Process-local time: it measures this process's own loops.
 */
export interface Heartbeat {
  readonly name: string;
  /** the loop began (undefined: never started here, as some are not in tests) */
  readonly startedAt: number | undefined;
  /** the last round finished, done or failed */
  readonly lastBeatAt: number | undefined;
  start(): void;
  beat(): void;
}

export function createHeartbeat(name: string): Heartbeat {
  let startedAt: number | undefined;
  let lastBeatAt: number | undefined;
  return {
    name,
    get startedAt() {
      return startedAt;
    },
    get lastBeatAt() {
      return lastBeatAt;
    },
    start() {
      startedAt = Date.now();
    },
    beat() {
      lastBeatAt = Date.now();
    },
  };
}

/** A started loop that has not finished a round for longer than it may take. */
export function isStuck(heartbeat: Heartbeat, allowanceMs: number, now = Date.now()): boolean {
  if (heartbeat.startedAt === undefined) return false;
  return now - (heartbeat.lastBeatAt ?? heartbeat.startedAt) > allowanceMs;
}
