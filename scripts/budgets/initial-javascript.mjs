import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a browser must fetch before a route shows: the entry chunk, the route's own chunk, the
 * reader's language (`alsoLoaded`: the entry awaits it before any text is read) and every chunk these
 * import statically (Vite's manifest lists them; other dynamic imports load later).
 */
export function initialChunks(manifest, routeSource, alsoLoaded = []) {
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const routeKey = routeSource && chunkKeyOf(manifest, routeSource);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entryKeys = Object.keys(manifest).filter((key) => entries.includes(manifest[key]));
  for (const key of alsoLoaded)
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own: is it loaded lazily?`);
  for (const key of [...entryKeys, ...(routeKey ? [routeKey] : []), ...alsoLoaded]) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * A route's chunk: its own, or the shared chunk named after it when the bundler placed the route's module
 * there (a route whose module another lazily loaded module also imports: the job form and its schemas).
 */
function chunkKeyOf(manifest, routeSource) {
  if (manifest[routeSource]) return routeSource;
  const name = path.basename(routeSource, path.extname(routeSource));
  const shared = Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === name);
  if (!shared) throw new Error(`${routeSource} is not a chunk of its own: is the route lazily loaded?`);
  return shared;
}

export function gzipBytes(distDir, files) {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length,
    0,
  );
}
