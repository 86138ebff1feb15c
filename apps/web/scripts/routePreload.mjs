import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Writes `.vite/route-preload.json`: for each route of the console, the built files its first
 * screen runs, so the server can name them in the page it sends (`<link rel=modulepreload>`)
 * and the browser fetches them all at once with the page, instead of one lazy import after
 * another (issue 53.1: the route table, then the shell, then the page, then the kit).
 *
 * - `login`: the login page's chunks (what a visitor without a session is sent to);
 * - `shell`: what every signed-in route runs: the signed-in route table and the shell;
 * - `pages`: per route (as in routes.tsv, `:id` included), its page's chunks beyond `shell`:
 *   the page of its own an area lists in `areas/<area>/web/pages.ts` (every chunk that file
 *   imports lazily), else the kit's defined page.
 *
 * Each list holds a chunk and the chunks it imports statically, with their styles; the files
 * the page already links (the entry and its imports) are left out. The folder `.vite/` is not
 * served (webStatic skips dot folders).
 */
export function routePreloadPlugin({ routesFile, areasDir }) {
  return {
    name: 'coach-route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const slash = (id) => id.replace(/\\/g, '/');
      const chunkOf = (moduleId) =>
        chunks.find((c) => c.facadeModuleId && slash(c.facadeModuleId) === slash(moduleId)) ??
        chunks.find((c) => c.moduleIds.some((m) => slash(m) === slash(moduleId)));
      const entry = chunks.find((c) => c.isEntry);
      const linked = new Set();
      const closure = (chunk, into) => {
        if (!chunk || into.has(chunk.fileName)) return;
        into.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
        for (const file of chunk.imports) closure(bundle[file], into);
      };
      closure(entry, linked);
      /** The files of these modules' chunks that the page does not link already. */
      const filesOf = (moduleIds, without = linked) => {
        const into = new Set();
        for (const id of moduleIds) {
          const chunk = chunkOf(id);
          if (!chunk) this.error(`route preload: no chunk holds ${id}`);
          closure(chunk, into);
        }
        return [...into].filter((file) => !without.has(file));
      };
      const src = (path) => resolve(import.meta.dirname, '../src', path);
      const login = filesOf([src('features/login/LoginPage.tsx')]);
      const shell = filesOf([src('app/shellRoutes.tsx'), src('layout/Shell.tsx')]);
      const shellSet = new Set([...linked, ...shell]);
      const defined = filesOf([src('kit/resource/index.ts')], shellSet);

      // The routes an area gives a page of its own, and the chunks its pages.ts loads lazily.
      const own = new Map();
      for (const area of readdirSync(areasDir)) {
        const file = join(areasDir, area, 'web/pages.ts');
        if (!existsSync(file)) continue;
        const lazy = this.getModuleInfo(file)?.dynamicallyImportedIds ?? [];
        const files = filesOf(lazy, shellSet);
        for (const [, path] of readFileSync(file, 'utf8').matchAll(/^\s*'(\/[^']*)':/gm)) own.set(path, files);
      }
      const pages = {};
      for (const [path, , kind] of JSON.parse(readFileSync(routesFile, 'utf8'))) {
        if (kind === 'fixed') continue;
        pages[path] = own.get(path) ?? defined;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-preload.json',
        source: JSON.stringify({ login, shell, pages }),
      });
    },
  };
}
