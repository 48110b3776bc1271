import fs from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

/** The built server as `npm start` runs it, with its Node flags and allocator setting; arguments are Node flags. */
export const START_SERVER = fileURLToPath(new URL('../../../scripts/start-server.sh', import.meta.url));

/** Resolves once the URL answers (anything under 500), checking every 200 ms for up to two minutes. */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Whether the URL answers under 500 now. Through node:http, not fetch: fetch refuses the Fetch
 * standard's "bad ports" without trying, and the bench's random ports include two of them (5060, 5061).
 */
export function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(url, (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 500);
      })
      .on('error', () => resolve(false));
  });
}

/** A process's resident memory now, from /proc. */
export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
