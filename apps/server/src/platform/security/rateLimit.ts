import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ResponseCode } from '@coach/domain';
import type { AppConfig } from '../../config';

export const RATE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';

/**
 * A general limit on every call, per signed-in user and per address, over one minute. Generous
 * enough for a person clicking through pages and for a busy export; it stops scripts that
 * hammer the API. Counters live in Redis when configured (shared by every process), otherwise
 * in the process (each process then allows the limit on its own).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig) {
  const { perUser, perAddress } = config.rateLimit;
  const none = { userLimit: () => {}, close: async () => {} };
  if (perUser === 0 && perAddress === 0) return none;
  const redis = config.redisUrl ? await openLimiterRedis(config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}ratelimit:` } : {}),
    // Redis briefly away must not take the console down with it: the call goes through.
    skipOnError: true,
    timeWindow: 60_000,
  });
  const answer = (reply: FastifyReply, ttlInSeconds: number) =>
    reply
      .code(429)
      .header('retry-after', String(ttlInSeconds))
      .send({ status: false, code: ResponseCode.TOO_MANY, message: RATE_LIMIT_MESSAGE, result: null });
  const limiter = (max: number, key: (request: FastifyRequest) => string) => {
    const check = app.createRateLimit({ max, keyGenerator: key });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) return answer(reply, limit.ttlInSeconds);
    };
  };
  // Per address before the auth gate: calls with forged or stale tokens count too.
  if (perAddress > 0) app.addHook('onRequest', limiter(perAddress, (r) => `ip:${r.ip}`));
  const byUser = perUser > 0 ? limiter(perUser, (r) => `user:${r.ctx?.userId}`) : undefined;
  return {
    /** Per signed-in user: registered by the caller after the auth gate, which names the user. */
    userLimit() {
      if (byUser) app.addHook('onRequest', async (request, reply) => (request.ctx ? byUser(request, reply) : undefined));
    },
    async close() {
      redis?.disconnect();
    },
  };
}

/** A connection of its own that fails fast while Redis is away (no queue, short timeout). */
async function openLimiterRedis(url: string) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, lazyConnect: true });
  redis.on('error', () => {
    // Reported by the calls that need Redis; the limiter skips itself meanwhile.
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
