import { DEFAULT_LOCALE, LANGUAGES, type Language } from '@jobbel/shared/i18n/locales';
import type { Plugin } from 'vite';
import { manifestPath } from '../src/config/manifest-path';

/**
 * The build writes a copy of index.html per language (`index.fr-BE.html`), and for a page whose screen
 * is a chunk of its own a copy per language that also names the screen's chunks (`login.fr-BE.html` for
 * /login). The server sends the copy for the path in the reader's language.
 * - The reader's language chunk is named for preloading: the browser fetches it while it parses the
 *   HTML, beside the app's code, instead of after the entry script has run and asked for it. The page
 *   also has that language's `lang` and manifest from the start.
 * - A screen's chunks are named too: one round trip less before the screen paints. The dashboard's are
 *   preloaded since the entry's own code is one file (vite.config.ts): with the entry in ten files, the
 *   preloads held the browser's six connections while the API calls waited.
 * - A page's first script is a file of its own, asked for before the chunks and run as soon as it arrives.
 */
export function routePreloadPages(
  pages: Record<string, string>,
  /** a script a page runs first, as soon as it arrives: its source, by page */
  firstScripts: Record<string, string>,
  /** a language's chunk: its source */
  languageSource: (language: Language) => string,
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
      /** a chunk and every chunk it imports, the chunk first */
      function closure(file: string, files = new Set<string>()): Set<string> {
        if (files.has(file)) return files;
        files.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) closure(imported, files);
        return files;
      }
      // the entry script and what it imports are in index.html already
      const entryFiles = new Set(
        chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk.fileName)]),
      );
      const chunkOf = (source: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
        if (!chunk) this.error(`${source} is not a chunk of its own: is it loaded lazily?`);
        return chunk.fileName;
      };
      const preloads = (files: Iterable<string>) =>
        [...files]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
      const screens: Record<string, { firstScript: string; files: Set<string> }> = {
        index: { firstScript: '', files: new Set() },
      };
      for (const [page, source] of Object.entries(pages)) {
        const firstScript = firstScripts[page];
        screens[page] = {
          firstScript: firstScript
            ? `<script async fetchpriority="high" src="/${this.getFileName(
                this.emitFile({ type: 'asset', name: `${page}-first.js`, source: firstScript }),
              )}"></script>`
            : '',
          files: closure(chunkOf(source)),
        };
      }
      for (const language of LANGUAGES) {
        const languageFiles = closure(chunkOf(languageSource(language)));
        const html = String(index.source)
          .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
          .replace(`href="${manifestPath(DEFAULT_LOCALE)}"`, `href="${manifestPath(language)}"`);
        // the first script goes first (the dashboard's asks the API while the rest arrives), then the texts
        for (const [page, { firstScript, files }] of Object.entries(screens))
          this.emitFile({
            type: 'asset',
            fileName: `${page}.${language}.html`,
            source: html.replace(
              '</head>',
              `${firstScript}${preloads(new Set([...languageFiles, ...files]))}</head>`,
            ),
          });
      }
    },
  };
}
