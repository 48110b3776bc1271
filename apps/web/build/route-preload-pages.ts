import type { Plugin } from 'vite';

/**
 * For a page whose screen is a chunk of its own, the build writes a copy of index.html that names the
 * screen's chunks as modulepreload links (`login.html` for /login). The browser fetches them while it
 * parses the HTML instead of after the entry script has run and asked for them: one round trip less
 * before the screen paints. The server sends such a copy when one exists for the path.
 * The dashboard's chunks are preloaded too since the entry's own code is one file (vite.config.ts): with
 * the entry in ten files, the preloads held the browser's six connections while the API calls waited.
 * A page's first script is a file of its own, asked for before the chunks and run as soon as it arrives.
 */
export function routePreloadPages(
  pages: Record<string, string>,
  /** a script a page runs first, as soon as it arrives: its source, by page */
  firstScripts: Record<string, string> = {},
): Plugin {
  return {
    name: 'jobbel:route-preload-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('index.html is not in the bundle');
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const [page, source] of Object.entries(pages)) {
        const route = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(source));
        if (!route) this.error(`${source} is not a chunk of its own: is the route lazily loaded?`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        visit(route.fileName);
        const firstScript = firstScripts[page];
        const scriptTag = firstScript
          ? `<script async fetchpriority="high" src="/${this.getFileName(
              this.emitFile({ type: 'asset', name: `${page}-first.js`, source: firstScript }),
            )}"></script>`
          : '';
        const links = [...files]
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: `${page}.html`,
          source: String(index.source).replace('</head>', `${scriptTag}${links}</head>`),
        });
      }
    },
  };
}
