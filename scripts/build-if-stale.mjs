// `npm start` builds only what is older than its sources: the web app and the API.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestChange(entries) {
  let newest = 0;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const children = readdirSync(full).map((child) => path.join(entry, child));
      newest = Math.max(newest, newestChange(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

const targets = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/shared/src',
    ],
    command: 'npm run build -w @jobbel/web',
  },
  {
    name: 'API',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'apps/api/package.json', 'packages/shared/src'],
    command: 'npm run build -w @jobbel/api',
  },
];

for (const target of targets) {
  const output = path.join(root, target.output);
  if (existsSync(output) && statSync(output).mtimeMs >= newestChange(target.sources)) continue;
  const started = Date.now();
  console.log(`Building the ${target.name}...`);
  // the build lists every file it wrote: shown only when it fails, so the start stays readable
  try {
    execSync(target.command, { cwd: root, stdio: 'pipe' });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    console.error(`Building the ${target.name} failed.`);
    process.exit(1);
  }
  console.log(`Built the ${target.name} in ${Math.round((Date.now() - started) / 1000)} s.`);
}
