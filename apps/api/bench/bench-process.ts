import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The built server as `npm start` runs it, with its Node flags and allocator setting; arguments are Node flags. */
export const START_SERVER = fileURLToPath(new URL('../../../scripts/start-server.sh', import.meta.url));

/** Resolves once the URL answers (anything under 500), checking every 200 ms for up to two minutes. */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A process's resident memory now, from /proc. */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
