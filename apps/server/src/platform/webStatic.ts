import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { chosenEncoding } from './acceptEncoding';
import { loadRoutePages } from './routePreload';

export const UI_BASE = '/ui/coach/';
/**
 * The folders of the build whose files carry their content's hash: `assets/`, and `UEditor/`,
 * where the rich-text editor's chunk lives (spec §9: editor assets at /ui/coach/UEditor/).
 */
const HASHED_FOLDERS = /[\\/](assets|UEditor)[\\/]/;
const ASSET_FOLDERS = ['assets', 'UEditor'];

/**
 * Serves the built console under /ui/coach/. The built files are listed once when the server
 * starts, and a path that is one of them exactly is sent, as the `.br` or `.gz` the build wrote
 * beside it when the client takes that coding (`preCompressed`). Hashed assets are cached for a
 * year; any other path under the base gets index.html so the browser router can take it
 * (history routes), and a path that looks like a file but is none of the built ones is a 404
 * decided without looking at the disk: a path that leaves the console answers exactly what a
 * missing asset answers, so nothing outside can be told apart from absent.
 *
 * (One route and a set, not the plugin's route per file (`wildcard: false`): ~350 routes took
 * ~70 ms of every start.)
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send('驾培运营管理后台: 前端尚未构建 (npm run build)'),
    );
    return false;
  }
  // The plugin picks the coding with @fastify/accept-negotiator, which answers brotli to
  // `*;q=0.1, br;q=0` (a coding the client refused by name): the coding is chosen here by the
  // weights, as the `load` call does, and the plugin is handed that one name.
  app.addHook('onRequest', async (request) => {
    request.headers['accept-encoding'] = chosenEncoding(request.headers['accept-encoding']);
  });
  const built = builtFiles(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    // reply.sendFile only: the route below decides what is a built file.
    serve: false,
    index: false,
    preCompressed: true,
    // Our own Cache-Control (below), not the plugin's max-age=0.
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('Cache-Control', HASHED_FOLDERS.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The page names the route's chunks (modulepreload) when the build listed them (routePreload.ts).
  const routePages = loadRoutePages(webDist, UI_BASE);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const rel = request.url.slice(UI_BASE.length).split('?')[0];
    const page = routePages?.pageFor(rel, request.headers.cookie);
    return page === undefined ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
  };
  // The build's own .br/.gz are sent, never compressed again per call (apiCompression.ts); a
  // route's page with its preload links is ~1–2 KB of text.
  const builtOnly = { compress: false } as const;
  app.get('/', builtOnly, async (_request, reply) => reply.redirect(UI_BASE));
  // Also answers /ui/coach without the slash (ignoreTrailingSlash); asset URLs are absolute.
  app.get(UI_BASE, builtOnly, sendIndex);
  app.get(`${UI_BASE}*`, builtOnly, async (request, reply) => {
    // A built file by its exact name; a file-like path that is none of them, or a path that does
    // not stay a plain path inside the console, is not a page either.
    const rel = request.url.slice(UI_BASE.length).split('?')[0];
    if (built.has(rel)) return reply.sendFile(rel);
    if (!isHistoryRoute(rel)) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return sendIndex(request, reply);
  });
  return true;
}

/** The built console's files by their path under the base; the `.br`/`.gz` variants are sent in place of their file, never by their own names. */
function builtFiles(webDist: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(webDist, { recursive: true, encoding: 'utf8' })) {
    const rel = entry.split(sep).join('/');
    if (/\.(br|gz)$/.test(rel) || rel.split('/').some((part) => part.startsWith('.'))) continue;
    if (statSync(join(webDist, entry)).isFile()) files.add(rel);
  }
  return files;
}

/**
 * A path the browser router may own: decodes once to segments without `..`, `.`, backslashes,
 * control characters or a second layer of encoding, and names no file (nothing in `assets/` or
 * the editor's `UEditor/`, the folders themselves included, no extension: a stale chunk must fail
 * loudly as a 404, not parse the page as script).
 */
export function isHistoryRoute(rel: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rel);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\\%\u0000-\u001f\u007f]/.test(path)) return false;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return false;
  const first = path.split('/')[0];
  return !ASSET_FOLDERS.includes(first) && !/\.[a-z0-9]{1,5}$/i.test(path);
}
