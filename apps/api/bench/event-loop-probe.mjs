// Loaded into the benched server (node --import): on SIGUSR2 it appends to EVENT_LOOP_REPORT how
// late the server's event loop ran a 1 ms timer since the previous signal, as one JSON line, and
// starts counting again. It tells a search that blocks the server from a machine that is busy.
import fs from 'node:fs';
import { watchEventLoopLateness } from './event-loop-lateness.mjs';

const lateness = watchEventLoopLateness();

process.on('SIGUSR2', () => {
  fs.appendFileSync(process.env.EVENT_LOOP_REPORT, `${JSON.stringify(lateness.read())}\n`);
  lateness.reset();
});
