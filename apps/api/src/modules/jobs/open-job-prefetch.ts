import type { FastifyInstance } from 'fastify';
import type { OpenJobFeed } from './open-job-feed';

type OpenJobsRead = ReturnType<OpenJobFeed['current']>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route answers from the open-job index: its change check starts as the request arrives */
    readsOpenJobs?: boolean;
  }
  interface FastifyRequest {
    openJobsRead: OpenJobsRead | null;
  }
}

/**
 * A search's change check (open-job-feed.ts) starts when its request arrives, before the auth hook,
 * so on PostgreSQL it runs beside the token lookup instead of after it: one round trip less to wait
 * for. It still starts after the client sent the request, so it sees every write acknowledged before.
 */
export function registerOpenJobPrefetch(app: FastifyInstance): void {
  app.decorateRequest('openJobsRead', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.readsOpenJobs) return;
    // one job by id is read from the database itself: no check needed
    if ((request.query as { id?: unknown }).id !== undefined) return;
    const read = app.openJobs.current();
    // a request refused before its handler (no session) never awaits it
    read.catch(() => undefined);
    request.openJobsRead = read;
  });
}
