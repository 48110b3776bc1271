// Compiles the server and the admin command into plain JavaScript for `node`: the shared package is
// bundled in (it is TypeScript source), every installed package stays an import.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@jobbel/shared');

await build({
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
    migrate: 'src/cli/migrate.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'rotate-key': 'src/cli/rotate-key.ts',
    'my-data': 'src/cli/my-data.ts',
    // a worker thread of db/sqlite-read-pool.ts, loaded from its own file
    'sqlite-reader.worker': 'src/db/sqlite-reader.worker.ts',
    // the thread of db/sqlite-checkpointer.ts, likewise
    'sqlite-checkpointer.worker': 'src/db/sqlite-checkpointer.worker.ts',
  },
  absWorkingDir: import.meta.dirname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// the contract templates are read from beside the bundle, as from beside their module in the source
cpSync(
  new URL('./src/modules/contracts/templates', import.meta.url),
  new URL('./dist/templates', import.meta.url),
  { recursive: true },
);
