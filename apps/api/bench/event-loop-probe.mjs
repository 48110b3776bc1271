// Loaded into the benched server (node --import): on SIGUSR2 it appends to EVENT_LOOP_REPORT how
// late the server's event loop ran a 1 ms timer since the previous signal, as one JSON line, and
// starts counting again. It tells a search that blocks the server from a machine that is busy.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 1;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

process.on('SIGUSR2', () => {
  const lateness = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
  const timings = {
    count: histogram.count,
    p50: lateness(histogram.percentile(50)),
    p99: lateness(histogram.percentile(99)),
    max: lateness(histogram.max),
    errors: 0,
  };
  fs.appendFileSync(process.env.EVENT_LOOP_REPORT, `${JSON.stringify(timings)}\n`);
  histogram.reset();
});
