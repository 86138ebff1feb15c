import type { Redis, RedisOptions } from 'ioredis';
import type { AppConfig } from '../../config';

/** Where Redis is: one address (REDIS_URL) or the master the sentinels name (REDIS_SENTINELS). */
export type RedisTarget = Pick<AppConfig, 'redisUrl' | 'redisSentinels'>;

export const usesRedis = (target: RedisTarget): boolean => Boolean(target.redisUrl || target.redisSentinels);

/**
 * The ioredis options for a target behind Sentinel: the sentinels to ask, the master's name,
 * and what REDIS_URL says of the master itself (password, database number). A master that was
 * demoted while a connection stayed open answers writes with READONLY: reconnecting asks the
 * sentinels again and lands on the new one.
 */
export function sentinelOptions(target: RedisTarget): RedisOptions | undefined {
  if (!target.redisSentinels) return undefined;
  const url = target.redisUrl ? new URL(target.redisUrl) : undefined;
  return {
    sentinels: target.redisSentinels.sentinels,
    name: target.redisSentinels.name,
    // Told by the sentinels' own +switch-master, not only by the lost connection.
    failoverDetector: true,
    reconnectOnError: (error) => (error.message.startsWith('READONLY') ? 2 : false),
    ...(url?.password ? { password: decodeURIComponent(url.password) } : {}),
    ...(url?.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url && url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) || 0 } : {}),
  };
}

/** A client of the target (REDIS_URL or Sentinel's master) with the caller's own options. */
export async function newRedis(target: RedisTarget, options: RedisOptions): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const sentinel = sentinelOptions(target);
  if (sentinel) return new Redis({ ...sentinel, ...options });
  if (!target.redisUrl) throw new Error('Redis is not configured (REDIS_URL or REDIS_SENTINELS)');
  return new Redis(target.redisUrl, options);
}
