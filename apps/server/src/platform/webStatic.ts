import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';

export const UI_BASE = '/ui/coach/';

/**
 * Serves the built console under /ui/coach/. Hashed assets are cached for a year; any other
 * path under the base gets index.html so the browser router can take it (history routes).
 */
export async function registerWebStatic(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) {
    app.get('/', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('驾培运营管理后台: 前端尚未构建 (npm run build)'));
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: UI_BASE,
    wildcard: false,
    index: false,
    // Our own Cache-Control (below), not the plugin's max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', async (_request, reply) => reply.redirect(UI_BASE));
  // Also answers /ui/coach without the slash (ignoreTrailingSlash); asset URLs are absolute.
  app.get(UI_BASE, sendIndex);
  app.get(`${UI_BASE}*`, async (request, reply) => {
    const rel = request.url.slice(UI_BASE.length).split('?')[0];
    // A missing asset is a 404, not the page (a stale chunk must fail loudly, not parse HTML).
    if (rel.startsWith('assets/') || /\.[a-z0-9]{1,5}$/i.test(rel)) {
      return existsSync(join(webDist, decodeURIComponent(rel))) ? reply.sendFile(decodeURIComponent(rel)) : reply.code(404).send('Not Found');
    }
    return sendIndex(request, reply);
  });
  return true;
}
