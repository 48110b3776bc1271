/**
 * The oldest Node line Jobbel runs on (package.json "engines"; docs/decisions/node-versions.md): on an
 * older one the SQLite driver crashes the process when it opens the database.
 */
export const SUPPORTED_NODE_MAJOR = 22;

/** Refuses, in one line, a Node too old for Jobbel, before anything opens the database. */
export function assertSupportedNode(version = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (major < SUPPORTED_NODE_MAJOR)
    throw new Error(
      `Jobbel needs Node ${SUPPORTED_NODE_MAJOR} or newer and this is Node ${version}: install Node 24 LTS, or use npm start, which fetches one`,
    );
}
