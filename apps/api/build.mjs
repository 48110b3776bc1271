// Compiles the server and the admin command into plain JavaScript for `node`: the shared package is
// bundled in (it is TypeScript source), every installed package stays an import.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// `import text from './a.txt?raw'` (as Vite reads it in tests): the contract templates, kept as text files
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.join(args.resolveDir, args.path.replace(/\?raw$/, '')),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => ({
      contents: await readFile(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};
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
  },
  absWorkingDir: import.meta.dirname,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  plugins: [rawText],
  logLevel: 'warning',
});
