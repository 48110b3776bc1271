import type { ChildProcess } from 'node:child_process';
import { createDb } from '../src/db/create-db';
import { closedLoop } from './distinct-load';

export interface InstancesResult {
  instances: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  probes: number;
  staleAnswers: number;
}

interface Setup {
  databaseUrl: string;
  headers: Record<string, string>;
  ports: number[];
  startServer(port: number): ChildProcess;
  waitFor(url: string): Promise<void>;
  nextPath(): string;
  clients: number;
  seconds: number;
}

/**
 * The same distinct searches from `clients` callers against one instance, then against two
 * on the same PostgreSQL. Meanwhile, every 250 ms, the newest job's wage is changed in the database
 * (as another server would) and the newest-first page, which the page cache holds, is asked of every
 * instance at once: an answer without the new wage is stale.
 */
export async function compareInstances(setup: Setup): Promise<InstancesResult[]> {
  const results: InstancesResult[] = [];
  for (const count of [1, 2]) {
    const ports = setup.ports.slice(0, count);
    const servers = ports.map((port) => setup.startServer(port));
    try {
      const origins = ports.map((port) => `http://127.0.0.1:${port}`);
      for (const origin of origins) await setup.waitFor(`${origin}/api/health`);
      const targets = origins.map((origin) => ({ origin, headers: setup.headers }));
      const probing = probeStaleness(setup, origins);
      const load = await closedLoop(targets, setup.nextPath, setup.clients, setup.seconds);
      const { probes, staleAnswers } = await probing.stop();
      results.push({ instances: count, ...load, probes, staleAnswers });
    } finally {
      for (const server of servers) server.kill('SIGTERM');
    }
  }
  return results;
}

function probeStaleness(setup: Setup, origins: string[]) {
  const { db } = createDb({ databaseUrl: setup.databaseUrl, dataDir: '/tmp' });
  const newestPage = '/api/jobs?order=jobAddedDateTime&direction=desc&limit=1';
  let stopped = false;
  let probes = 0;
  let staleAnswers = 0;
  const running = (async () => {
    const first = await fetch(`${origins[0]}${newestPage}`, { headers: setup.headers });
    const { jobID } = ((await first.json()) as { data: { jobID: number }[] }).data[0]!;
    for (let wage = 20; !stopped; wage += 0.01) {
      const expected = Math.round(wage * 100) / 100;
      await db.updateTable('jobs').set({ jobWagePerHour: expected }).where('jobID', '=', jobID).execute();
      const answers = await Promise.all(
        origins.map(async (origin) => {
          const response = await fetch(`${origin}${newestPage}`, { headers: setup.headers });
          return ((await response.json()) as { data: { jobWagePerHour: number }[] }).data[0]?.jobWagePerHour;
        }),
      );
      probes += answers.length;
      staleAnswers += answers.filter((answer) => answer !== expected).length;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await running;
      await db.destroy();
      return { probes, staleAnswers };
    },
  };
}
