import type { KvStore } from './kvStore';
import { newRedis, type RedisTarget } from './redisClient';
import { log } from '../log';

/** KvStore on Redis (REDIS_URL or REDIS_SENTINELS): values as JSON strings with native expiry. */
export async function createRedisKv(target: RedisTarget, prefix = 'coach:'): Promise<KvStore> {
  // While Redis is away a call fails after two reconnect attempts (系统繁忙) instead of waiting.
  const redis = await newRedis(target, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (error: Error) => log.warn(`Redis connection: ${error.message}`));
  await redis.connect();
  const k = (key: string) => prefix + key;
  const parse = <T>(raw: string | null): T | undefined => (raw == null ? undefined : (JSON.parse(raw) as T));
  return {
    async get<T>(key: string) {
      return parse<T>(await redis.get(k(key)));
    },
    async getMany<T>(keys: string[]) {
      if (keys.length === 0) return [];
      return (await redis.mget(...keys.map(k))).map((raw) => parse<T>(raw));
    },
    async set(key, value, ttlSeconds) {
      await redis.set(k(key), JSON.stringify(value), 'EX', ttlSeconds);
    },
    async del(key) {
      await redis.del(k(key));
    },
    async take<T>(key: string) {
      return parse<T>(await redis.getdel(k(key)));
    },
    async incr(key, ttlSeconds) {
      const [[, count]] = (await redis.multi().incr(k(key)).expire(k(key), ttlSeconds, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    async ttl(key) {
      return Math.max(0, await redis.ttl(k(key)));
    },
    async close() {
      redis.disconnect();
    },
    async ping() {
      await redis.ping();
    },
  };
}
