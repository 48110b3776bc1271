// The /api/health probe of the open loop, in a process of its own as a load balancer's health check
// would be: a pause of the load generator (its garbage collection, a burst of answers to read) then
// delays its own searches, not the probe's. Started with the server's origin and a duration in
// seconds; it probes every 50 ms from the line that says go, then prints its waits and its own
// event-loop lateness as one JSON line.
import http from 'node:http';
import readline from 'node:readline';
import { watchEventLoopLateness } from './event-loop-lateness.mjs';

const [origin, seconds] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function askHealth() {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/health', origin);
    const request = http.get(
      { host: url.hostname, port: url.port, path: url.pathname, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode < 400));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const lines = readline.createInterface({ input: process.stdin });
lines.once('line', async () => {
  const ownLateness = watchEventLoopLateness();
  const end = performance.now() + Number(seconds) * 1000;
  const waits = [];
  let errors = 0;
  while (performance.now() < end) {
    const asked = performance.now();
    if (!(await askHealth().catch(() => false))) errors += 1;
    waits.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.stdout.write(`${JSON.stringify({ waits, errors, ownLateness: ownLateness.read() })}\n`);
  lines.close();
  agent.destroy();
});
process.stdout.write('ready\n');
