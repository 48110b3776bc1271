import crypto from 'node:crypto';
import http from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { residentMegabytes } from '../bench-process';
import { summarize, type Timings } from '../distinct-load';
import { tokenRow } from './bench-sessions';

/** Signs in `count` users (ids from `firstUserID`, each her own account), as logging in would. */
export async function bellSessions(db: Kysely<Database>, firstUserID: number, count: number) {
  const sessions = Array.from({ length: count }, (_, index) => ({
    userID: firstUserID + index,
    token: crypto.randomBytes(24).toString('hex'),
  }));
  for (let start = 0; start < sessions.length; start += 1000)
    await db
      .insertInto('tokens')
      .values(sessions.slice(start, start + 1000).map(({ userID, token }) => tokenRow(token, userID, userID)))
      .execute();
  return sessions;
}

interface OpenStream {
  /** when each `bell` event arrived, by this process's clock */
  arrivals: number[];
  close(): void;
}

/** Opens a stream, asking again after a second while the server sheds load (503), as the page would. */
async function openStream(origin: string, token: string): Promise<OpenStream> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await tryStream(origin, token);
    } catch (error) {
      if (attempt === 5 || !String(error).includes('503')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

function tryStream(origin: string, token: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/notifications/stream', origin);
    const request = http.get(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        const arrivals: number[] = [];
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            if (buffer.startsWith('event: bell')) arrivals.push(Date.now());
            buffer = buffer.slice(end + 2);
          }
          if (arrivals.length === 1) resolve({ arrivals, close: () => request.destroy() });
        });
      },
    );
    request.on('error', reject);
  });
}

export interface BellResult {
  streams: number;
  rssBeforeMb: number;
  rssHeldMb: number;
  kbPerStream: number;
  openSeconds: number;
  delay: Timings;
  arrived: number;
}

/**
 * Holds one idle stream per session open on the server, then tells all of them at once (one notice
 * each, in one transaction) and times each stream's event from the commit.
 */
export async function measureBellStreams(
  origin: string,
  serverPid: number,
  sessions: { userID: number; token: string }[],
  notifierToken: string,
): Promise<BellResult> {
  const rssBeforeMb = residentMegabytes(serverPid);
  const opened = Date.now();
  const streams: OpenStream[] = [];
  for (let start = 0; start < sessions.length; start += 200)
    streams.push(
      ...(await Promise.all(
        sessions.slice(start, start + 200).map(({ token }) => openStream(origin, token)),
      )),
    );
  const openSeconds = (Date.now() - opened) / 1000;
  // held idle a while, as open pages are
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const rssHeldMb = residentMegabytes(serverPid);
  const told = await fetch(`${origin}/api/test/bell/notify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${notifierToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userIDs: sessions.map((session) => session.userID) }),
  });
  if (!told.ok) throw new Error(`the bell hook answered ${told.status}: ${await told.text()}`);
  const { committedAt } = (await told.json()) as { committedAt: number };
  const deadline = Date.now() + 10_000;
  while (streams.some((stream) => stream.arrivals.length < 2) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const delays = streams
    .filter((stream) => stream.arrivals.length >= 2)
    .map((stream) => Math.max(0, stream.arrivals[1]! - committedAt));
  for (const stream of streams) stream.close();
  return {
    streams: streams.length,
    rssBeforeMb,
    rssHeldMb,
    kbPerStream: ((rssHeldMb - rssBeforeMb) * 1024) / streams.length,
    openSeconds,
    delay: summarize(delays, streams.length - delays.length),
    arrived: delays.length,
  };
}
