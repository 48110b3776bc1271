import fs from 'node:fs';

// The flags of `npm start` (package.json): young-generation semi-spaces of 16 MB whatever the
// machine's memory (32 until 2026-11-24, when a search allocated twice what it does now; 32 then cost
// 25-30 MB of peak RSS for no gain), and an old generation allowed to grow by 30 % over what survived
// the last full collection (V8 grows it up to 4 times under a high allocation rate, which took the
// server from 270 to 385 MB under load)
export const SERVER_FLAGS = ['--enable-source-maps', '--max-semi-space-size=16', '--heap-growing-percent=30'];

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
