import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_COOKIE } from '@coach/domain';

/**
 * The console's page for one route, naming the files that route's first screen runs (issue
 * 53.1): the build writes them per route (`.vite/route-preload.json`, apps/web/scripts/
 * routePreload.mjs), and the page sent for a route links them with `<link rel=modulepreload>`
 * (styles as `preload`), so the browser fetches the shell's and the page's chunks beside the
 * entry's instead of one lazy import after another; at low priority, so the entry's own files
 * (which start the session's calls) go first on a narrow line. Links only, no inline script: the page's
 * policy (script-src 'self') is unchanged.
 *
 * A request without the session cookie gets the login page's files (the console sends it
 * there); a route the build does not know, or a build without the file, gets index.html as
 * built. Pages are made once per route and kept (a few KB each).
 */
interface RoutePreload {
  login: string[];
  shell: string[];
  pages: Record<string, string[]>;
}

export interface RoutePages {
  /** index.html for this path under the base (no leading slash), signed in or not; undefined: send the file as built. */
  pageFor(rel: string, cookieHeader: string | undefined): string | undefined;
}

export function loadRoutePages(webDist: string, base: string): RoutePages | undefined {
  const manifest = join(webDist, '.vite/route-preload.json');
  if (!existsSync(manifest)) return undefined;
  const preload = JSON.parse(readFileSync(manifest, 'utf8')) as RoutePreload;
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const exact = new Map<string, string[]>();
  const patterns: { key: string; test: RegExp; files: string[] }[] = [];
  for (const [path, files] of Object.entries(preload.pages)) {
    if (!path.includes('/:')) exact.set(path, files);
    else patterns.push({ key: path, test: new RegExp(`^${path.replace(/\/:[^/]+/g, '/[^/]+')}$`), files });
  }
  const made = new Map<string, string>();
  const page = (key: string, files: string[]) => {
    let text = made.get(key);
    if (text === undefined) {
      const links = files.map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${base}${file}">`
          : `<link rel="modulepreload" fetchpriority="low" crossorigin href="${base}${file}">`,
      );
      text = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      made.set(key, text);
    }
    return text;
  };
  const signedIn = (cookie: string | undefined) =>
    !!cookie && cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIE}=`) && !/=\s*$/.test(part));
  return {
    pageFor(rel, cookie) {
      if (!signedIn(cookie)) return page('login', preload.login);
      const path = `/${rel}`.replace(/\/$/, '') || '/';
      if (path === '/login') return page('/', preload.shell);
      const known = exact.has(path) ? path : patterns.find((p) => p.test.test(path))?.key;
      if (!known) return page('/', preload.shell);
      const files = exact.get(known) ?? patterns.find((p) => p.key === known)!.files;
      return page(known, [...preload.shell, ...files]);
    },
  };
}
