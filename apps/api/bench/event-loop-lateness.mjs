// How late this process's event loop runs a 1 ms timer, in the bench's Timings shape: used by the
// benched server (event-loop-probe.mjs) and by the load generator (distinct-load.ts) alike.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 1;

export function watchEventLoopLateness() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateness = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  return {
    /** the lateness since the start or the last reset */
    read: () => ({
      count: histogram.count,
      p50: lateness(histogram.percentile(50)),
      p99: lateness(histogram.percentile(99)),
      max: lateness(histogram.max),
      errors: 0,
    }),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}
