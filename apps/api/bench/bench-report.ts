import type { closedLoop, oneAtATime, openLoop, Timings } from './distinct-load';
import type { InstancesResult } from './instances';

export interface Result {
  engine: string;
  mix: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  coldMs: number;
  errors: number;
}

export interface DistinctResults {
  single: Awaited<ReturnType<typeof oneAtATime>>;
  open: Awaited<ReturnType<typeof openLoop>> & { serverEventLoop: Timings };
  closed: Awaited<ReturnType<typeof closedLoop>>;
}

const ms = (value: number) => value.toFixed(1);
const row = (name: string, timings: Timings, extra: string) =>
  console.log(
    `| ${name} | ${timings.count} | ${ms(timings.p50)} | ${ms(timings.p99)} | ${ms(timings.max)} | ${extra} | ${timings.errors} |`,
  );

/** The distinct-query figures first: what many different searches cost, with nothing cached. */
export function reportDistinct(
  distinct: DistinctResults,
  bare: Result,
  setup: { rate: number; seconds: number; clients: number },
) {
  console.log(
    '| distinct searches (never repeated) | requests | p50 ms | p99 ms | max ms | throughput | errors |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  row('one at a time, first pages', distinct.single.first, '–');
  row('one at a time, next pages (cursor)', distinct.single.deeper, '–');
  row(
    `open loop ${setup.rate}/s for ${setup.seconds} s (from scheduled time)`,
    distinct.open.searches,
    `${setup.rate}/s`,
  );
  row('  /api/health probe (own process) during the open loop', distinct.open.health, 'every 50 ms');
  // what the server itself lost: health waits beyond this come from the shared CPUs, not from a search
  row('  server event loop lateness (1 ms timer), same time', distinct.open.serverEventLoop, 'samples');
  row("  load generator's own event loop lateness, same time", distinct.open.loadGenerator, 'samples');
  row("  health probe's own event loop lateness, same time", distinct.open.healthProbe, 'samples');
  const ratio = ((distinct.closed.perSecond / bare.requestsPerSecond) * 100).toFixed(1);
  row(
    `closed loop, ${setup.clients} clients`,
    distinct.closed,
    `${distinct.closed.perSecond.toFixed(0)}/s (${ratio}% of bare)`,
  );
  console.log(
    `| bare Fastify route, ${setup.clients} clients | – | ${bare.p50} | ${bare.p99} | – | ${bare.requestsPerSecond.toFixed(0)}/s | ${bare.errors} |`,
  );
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

/** The targets for distinct searches (docs/decisions/job-search.md), each beside what this run measured. */
export function checkTargets(distinct: DistinctResults, peakRssMb: number): TargetCheck[] {
  const { first } = distinct.single;
  const { searches, health } = distinct.open;
  return [
    { target: 'one at a time p50 < 5 ms', measured: ms(first.p50), met: first.p50 < 5 },
    { target: 'one at a time p99 < 20 ms', measured: ms(first.p99), met: first.p99 < 20 },
    {
      target: 'open loop p99 < 50 ms, no errors',
      measured: `${ms(searches.p99)} (${searches.errors} errors)`,
      met: searches.p99 < 50 && searches.errors === 0,
    },
    {
      target: '/api/health during the open loop never > 50 ms',
      measured: `${ms(health.max)} (${health.errors} errors)`,
      met: health.max <= 50 && health.errors === 0,
    },
    { target: 'peak server memory < 300 MB', measured: peakRssMb.toFixed(0), met: peakRssMb < 300 },
  ];
}

export function reportTargets(engine: string, checks: TargetCheck[]) {
  console.log(`\n| ${engine}: target | measured | met |`);
  console.log('|---|---:|---|');
  for (const check of checks)
    console.log(`| ${check.target} | ${check.measured} | ${check.met ? 'yes' : '**no**'} |`);
}

/** The repeated mixes, answered from the page cache after their first request. */
export function reportCached(results: Result[], setup: { clients: number; seconds: number }) {
  const bareRps = results[0]!.requestsPerSecond;
  console.log(
    `\n| cached mixes (repeated URLs), ${setup.clients} clients, ${setup.seconds} s | req/s | p50 ms | p99 ms | vs bare | first request ms | errors |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio = `${((result.requestsPerSecond / bareRps) * 100).toFixed(0)}%`;
    console.log(
      `| ${result.mix} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.coldMs ? result.coldMs.toFixed(1) : '–'} | ${result.errors} |`,
    );
  }
}

/** One and two server instances on the same PostgreSQL, and whether any answer was stale. */
export function reportInstances(results: InstancesResult[], setup: { clients: number; seconds: number }) {
  console.log(
    `\n| distinct searches, ${setup.clients} clients, ${setup.seconds} s | req/s | p50 ms | p99 ms | errors | stale answers (probes) |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    console.log(
      `| ${result.instances} instance${result.instances > 1 ? 's' : ''} | ${result.perSecond.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} | ${result.staleAnswers} (${result.probes}) |`,
    );
  }
}
