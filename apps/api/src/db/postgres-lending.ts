import type pg from 'pg';

/** The part of pg-pool this reaches into: its idle connections, the one released last at the end. */
interface IdleConnections {
  _idle: { pop: () => unknown; shift: () => unknown };
}

/**
 * Lends the connection idle longest instead of pg-pool's choice, the one released last. With pg-pool's,
 * light load runs every statement on one connection, and the first burst meets the others cold: a new
 * PostgreSQL backend plans each statement's first run slowly, milliseconds where it then takes a tenth
 * (docs/decisions/national-scale.md). Lent in turn, every connection meets the statements the quiet
 * minutes after a start send, before the burst.
 */
export function lendInTurn(pool: pg.Pool): void {
  const idle = (pool as unknown as IdleConnections)._idle;
  idle.pop = () => idle.shift();
}
