import type { FastifyInstance } from 'fastify';
import { CLOCK_SKEW_LIMIT_MS, syncWithDatabaseClock } from '../../lib/clock-skew';
import { type Heartbeat, isStuck } from '../../lib/heartbeat';
import { t } from '../../lib/i18n';
import { executedMigrationNames, probeWrite } from './health.repository';

/** A check that failed: the code a machine reads, the sentence a person reads. */
export interface Unready {
  error: string;
  message: string;
}

/** This instance has been told to stop: it finishes what it has, and gets nothing new. */
export const shuttingDown = (): Unready => ({
  error: 'shutting_down',
  message: t('api.health.shuttingDown'),
});

/**
 * The database can be written to, and its clock and this server's agree: what `/api/health` answers and
 * `/api/health/ready` starts with.
 */
async function databaseProblem(app: FastifyInstance): Promise<Unready | undefined> {
  let skew: number;
  try {
    await probeWrite(app.probeDb);
    skew = await syncWithDatabaseClock(app.probeDb, app.dialect);
  } catch (error) {
    app.log.error({ err: error }, 'health check: database not writable');
    return { error: 'database_unreachable', message: t('api.health.theDatabaseIsNotReachable') };
  }
  // decisions follow the database's clock, but an instance this far off has lost its time source (its
  // logs, the times it hands out)
  if (Math.abs(skew) > CLOCK_SKEW_LIMIT_MS) {
    app.log.error({ skewMs: skew }, 'health check: clock differs from the database');
    return { error: 'clock_skew', message: t('api.health.clockSkew', { seconds: Math.round(skew / 1000) }) };
  }
  return undefined;
}

/**
 * How long a database found writable answers the health checks after it. A load balancer probing every
 * 50 ms (the scale bench's) otherwise made one write transaction a probe: on SQLite 60 % of the commits
 * of the mix, each holding the server's thread for about 1.5 ms (docs/decisions/national-scale.md).
 */
export const DATABASE_CHECK_KEPT_MS = 1000;

export type DatabaseCheck = () => Promise<Unready | undefined>;

/**
 * databaseProblem for the health checks: checks arriving together share one probe, and a probe that
 * found the database writable answers the checks of the next second. A problem is never kept, so the
 * check after a failure probes again and a recovery shows at once.
 */
export function keptDatabaseCheck(app: FastifyInstance): DatabaseCheck {
  let writableAt = Number.NEGATIVE_INFINITY;
  let probing: Promise<Unready | undefined> | undefined;
  return () => {
    // a clock set back does not make an old probe new
    const age = Date.now() - writableAt;
    if (age >= 0 && age < DATABASE_CHECK_KEPT_MS) return Promise.resolve(undefined);
    probing ??= (async () => {
      const started = Date.now();
      try {
        const problem = await databaseProblem(app);
        if (!problem) writableAt = started;
        return problem;
      } finally {
        probing = undefined;
      }
    })();
    return probing;
  };
}

/** A loop that ran, and how long one round may take before it counts as stuck. */
export interface WatchedLoop {
  heartbeat: Heartbeat;
  allowanceMs: number;
}

/** Every background loop of this server, from the scheduler's list (plugins/scheduler.ts). */
export function watchedLoops(app: FastifyInstance): WatchedLoop[] {
  return app.scheduler.work.flatMap((work) =>
    work.heartbeats.map((heartbeat) => ({ heartbeat, allowanceMs: work.allowanceMs })),
  );
}

/**
 * Whether this instance should be sent requests: not while it stops or sheds load, and only with its
 * background loops turning, a writable database, and every migration it knows applied.
 */
export async function readinessProblem(
  app: FastifyInstance,
  {
    loops,
    knownMigrations,
    databaseCheck,
  }: { loops: WatchedLoop[]; knownMigrations: string[]; databaseCheck: DatabaseCheck },
): Promise<Unready | undefined> {
  if (app.shutdownProgress.draining) return shuttingDown();
  if (app.isUnderPressure()) return { error: 'overloaded', message: t('api.health.overloaded') };
  const stuck = loops
    .filter((loop) => isStuck(loop.heartbeat, loop.allowanceMs))
    .map((loop) => loop.heartbeat.name);
  if (stuck.length > 0) {
    app.log.error({ stuck }, 'readiness: background work is stuck');
    return {
      error: 'background_stuck',
      message: t('api.health.backgroundStuck', { names: stuck.join(', ') }),
    };
  }
  const database = await databaseCheck();
  if (database) return database;
  const executed = new Set(await executedMigrationNames(app.db));
  const pending = knownMigrations.filter((name) => !executed.has(name));
  if (pending.length > 0)
    return {
      error: 'migrations_pending',
      message: t('api.health.migrationsPending', { count: pending.length }),
    };
  return undefined;
}
