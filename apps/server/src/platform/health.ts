import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { ResponseCode } from '@coach/domain';
import type { Database } from './db';
import type { KvStore } from './kv/kvStore';
import type { Drain } from './shutdown';
import { ok } from './envelope';

export const HEALTH_LIVE = '/api/health/live';
export const HEALTH_READY = '/api/health/ready';
const PROBES = new Set([HEALTH_LIVE, HEALTH_READY]);

/** How long the ready probe waits for the database or Redis: the balancer checks every second. */
const CHECK_TIMEOUT_MS = 1000;

export const NOT_READY_MESSAGES = {
  draining: '服务正在停止',
  database: '数据库不可用',
  redis: 'Redis不可用',
} as const;

/**
 * Whether a URL is one of the probes (query and trailing slash aside): the per-address limit
 * does not count them, as the balancer calls every process every second from one address.
 */
export function isHealthProbe(url: string): boolean {
  if (!url.startsWith('/api/health/')) return false;
  const path = url.split('?', 1)[0];
  return PROBES.has(path.endsWith('/') ? path.slice(0, -1) : path);
}

/** One check in flight at a time: probes arriving while the database hangs wait on the same one. */
function shared(check: () => Promise<unknown>): () => Promise<unknown> {
  let running: Promise<unknown> | undefined;
  return () => {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** True when the check answers within the time-out, false when it fails or takes longer. */
function answers(check: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    check
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

interface Probed {
  /** null: not checked (Redis not configured, or the process is stopping). */
  database: boolean | null;
  redis: boolean | null;
  draining: boolean;
}

function notReady(reply: FastifyReply, message: string, result: Probed) {
  return reply.code(503).send({ status: false, code: ResponseCode.UNAVAILABLE, message, result });
}

/**
 * The load balancer's probes (haproxy `option httpchk GET /api/health/ready`):
 * - live: the process runs and its event loop answers (restart it otherwise);
 * - ready: it can serve now: the database answers `SELECT 1`, Redis (when configured) PING,
 *   and it is not stopping; otherwise 503 naming what failed, so it gets no new work.
 * They need no session and run no gate, limit or operation log: a probe writes nothing and
 * reads no token (`auth: 'none'`, see requestContext.ts; the limiter skips isHealthProbe).
 * Logged at warn only: a probe a second per process would fill an info log.
 */
export function registerHealth(app: FastifyInstance, services: { database: Database; kv: KvStore }, drain: Drain) {
  const started = Date.now();
  const database = shared(() => services.database.rows(sql`SELECT 1`));
  const redis = services.kv.ping ? shared(() => services.kv.ping!()) : undefined;
  const route = { config: { auth: 'none' as const }, logLevel: 'warn' as const };

  app.get(HEALTH_LIVE, route, async () => ok({ uptimeSeconds: Math.floor((Date.now() - started) / 1000) }, 'ok'));

  app.get(HEALTH_READY, route, async (_request, reply) => {
    if (drain.draining)
      return notReady(reply, NOT_READY_MESSAGES.draining, { database: null, redis: null, draining: true });
    const [databaseOk, redisOk] = await Promise.all([answers(database()), redis ? answers(redis()) : null]);
    // Asked again: a stop may have begun while the checks ran.
    const result: Probed = { database: databaseOk, redis: redisOk, draining: drain.draining };
    const failed = [
      result.draining && NOT_READY_MESSAGES.draining,
      !databaseOk && NOT_READY_MESSAGES.database,
      redisOk === false && NOT_READY_MESSAGES.redis,
    ].filter(Boolean);
    if (failed.length) return notReady(reply, failed.join('，'), result);
    return ok(result, 'ok');
  });
}
