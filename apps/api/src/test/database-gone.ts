import type { FastifyInstance } from 'fastify';

/** The database becomes unreachable for this server: every connection it has is closed, the probe's too. */
export async function loseTheDatabase(app: FastifyInstance) {
  await app.db.destroy();
  if (app.probeDb !== app.db) await app.probeDb.destroy();
}
