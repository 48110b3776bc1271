import type { Kysely, KyselyPlugin, RootOperationNode } from 'kysely';
import type { Database } from '../db/database';

/** The database, keeping each statement sent through it as Kysely's tree, before it is compiled. */
export function recordingStatements(db: Kysely<Database>) {
  const sent: RootOperationNode[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      sent.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), sent };
}
