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

/** Security headers on every answer (pages, assets and API), from helmet. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  });
}
