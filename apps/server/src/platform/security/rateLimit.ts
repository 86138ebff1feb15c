import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { ResponseCode } from '@coach/domain';
import type { AppConfig } from '../../config';
import { isHealthProbe } from '../health';
import { newRedis, usesRedis, type RedisTarget } from '../kv/redisClient';

export const RATE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';
const WINDOW_MS = 60_000;

/** @fastify/rate-limit's store contract: count one call of `key` in the current window. */
export interface CounterStore {
  incr(
    key: string,
    callback: (error: Error | null, state?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}

type Done = (error?: Error) => void;

/**
 * A general limit on every call, per signed-in user and per address, over one minute. Generous
 * enough for a person clicking through pages and for a busy export; it stops scripts that
 * hammer the API. Counters live in Redis when configured (shared by every process), otherwise
 * in the process (each process then allows the limit on its own).
 *
 * The counting is @fastify/rate-limit's (its in-memory and Redis stores), driven from
 * callback-style hooks: the in-memory store answers synchronously, so a call pays no promise
 * for the limiter (the plugin's async hooks cost a sixth of the load call's throughput).
 */
export async function registerRateLimit(app: FastifyInstance, config: AppConfig) {
  const { perUser, perAddress } = config.rateLimit;
  const none = { perUser: undefined, close: async () => {} };
  if (perUser === 0 && perAddress === 0) return none;
  const redis = usesRedis(config) ? await openLimiterRedis(config) : undefined;
  const store: CounterStore = redis
    ? new RedisStore(false, false, redis, `${config.redisPrefix}ratelimit:`)
    : new LocalStore(false, false, 20_000);

  const limiter =
    (max: number, keyOf: (request: FastifyRequest) => string | undefined) =>
    (request: FastifyRequest, reply: FastifyReply, done: Done) => {
      const key = keyOf(request);
      if (key === undefined) return done();
      store.incr(
        key,
        (error, state) => {
          // Redis briefly away must not take the console down with it: the call goes through.
          if (error || !state || state.current <= max) return done();
          reply
            .code(429)
            .header('retry-after', String(Math.max(1, Math.ceil(state.ttl / 1000))))
            .send({ status: false, code: ResponseCode.TOO_MANY, message: RATE_LIMIT_MESSAGE, result: null });
        },
        WINDOW_MS,
        max,
      );
    };

  // Per address before the auth gate: calls with forged or stale tokens count too (API calls
  // only: the console's pages and assets are not counted, nor the load balancer's probes).
  if (perAddress > 0)
    app.addHook(
      'onRequest',
      limiter(perAddress, (r) => (r.url.startsWith('/api/') && !isHealthProbe(r.url) ? `ip:${r.ip}` : undefined)),
    );
  return {
    /** Per signed-in user: a step the auth gate runs on API routes once it has named the user. */
    perUser: perUser > 0 ? limiter(perUser, (r) => (r.ctx ? `user:${r.ctx.userId}` : undefined)) : undefined,
    async close() {
      redis?.disconnect();
    },
  };
}

/** A connection of its own that fails fast while Redis is away (no queue, short timeout). */
async function openLimiterRedis(target: RedisTarget) {
  const redis = await newRedis(target, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    lazyConnect: true,
  });
  redis.on('error', () => {
    // Reported by the calls that need Redis; the limiter skips itself meanwhile.
  });
  await redis.connect().catch(() => undefined);
  return redis;
}
