import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { lendInTurn } from './postgres-lending';

const CONNECTIONS = 3;
const pools: pg.Pool[] = [];

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
});

/** The backend each of six queries, one after the other, ran on. */
async function backendsOfSixQueries(inTurn: boolean): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: process.env.TEST_POSTGRES_URL, max: CONNECTIONS });
  pools.push(pool);
  if (inTurn) lendInTurn(pool);
  // every connection open and idle, as the server opens them before its first request
  const clients = await Promise.all(Array.from({ length: CONNECTIONS }, () => pool.connect()));
  for (const client of clients) client.release();
  const backends = [];
  for (let query = 0; query < 6; query += 1)
    backends.push((await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
  return backends;
}

describe.runIf(process.env.TEST_POSTGRES_URL)('a PostgreSQL pool lent in turn', () => {
  it('runs queries one after the other on each connection in turn, where pg-pool runs them all on one', async () => {
    const inTurn = await backendsOfSixQueries(true);
    expect(new Set(inTurn).size).toBe(CONNECTIONS);
    expect(inTurn.slice(CONNECTIONS)).toEqual(inTurn.slice(0, CONNECTIONS));
    const pgPoolsOwn = await backendsOfSixQueries(false);
    expect(new Set(pgPoolsOwn).size).toBe(1);
  });
});
