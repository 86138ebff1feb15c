import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * The policy the built console runs under: everything from our own origin; images may also be
 * data: and blob: URLs (QR codes, composed posters, previews before upload); styles may be
 * inline because antd writes its CSS-in-JS into <style> tags at run time. Nothing may frame
 * the console (clickjacking on the money pages).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'script-src-attr': ["'none'"],
};

/**
 * The console's pages and assets: helmet's full set with the policy above. Registered inside
 * the web context only (Fastify encapsulation), so API calls do not pay for it.
 */
export async function registerPageSecurityHeaders(web: FastifyInstance) {
  await web.register(helmet, {
    contentSecurityPolicy: {
      // Not helmet's defaults: `upgrade-insecure-requests` would break an installation served
      // over plain http on a local network.
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // The console loads nothing cross-origin; COEP would only get in the way of downloads.
    crossOriginEmbedderPolicy: false,
    // Set by registerApiSecurityHeaders for every answer, and only over HTTPS (see there).
    strictTransportSecurity: false,
  });
}

/**
 * API answers are JSON or files, never a page to render: OWASP's headers for a REST API,
 * fixed once and set in one synchronous step (helmet's two hooks per call halved the load
 * call's throughput in the benchmark).
 */
export const API_SECURITY_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * HSTS (a year, subdomains too) tells a browser to come back over HTTPS only: sent over plain
 * HTTP it is ignored at best, and an installation on a local network served over http must not
 * be told it. So only when the request came over HTTPS: a TLS socket, or a proxy the console
 * trusts (COACH_TRUST_PROXY) saying so in `X-Forwarded-Proto`; a client's own header is not
 * believed.
 */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Every answer outside the console's pages (API calls, downloads, unknown paths); HSTS on every HTTPS one. */
export function registerApiSecurityHeaders(app: FastifyInstance, pagePrefix: string) {
  // `/ui/coach` without its slash is a page too (the router ignores trailing slashes).
  const pages = pagePrefix.replace(/\/$/, '');
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (url !== '/' && !url.startsWith(pages)) reply.headers(API_SECURITY_HEADERS);
    done();
  });
}
