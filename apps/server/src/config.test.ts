import { describe, expect, it } from 'vitest';
import { ConfigError, defaultRedisPrefix, readConfig, readTrustProxy } from './config';

describe('configuration from the environment', () => {
  it('defaults to port 8080, ./data and the captcha on', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 8080, dataDir: '/srv/app/data', captcha: true, databaseUrl: undefined });
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, REDIS_URL and COACH_CAPTCHA=off', () => {
    const config = readConfig(
      {
        PORT: '9090',
        DATA_DIR: '/tmp/d',
        DATABASE_URL: 'postgres://x/y',
        REDIS_URL: 'redis://r',
        COACH_CAPTCHA: 'off',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/tmp/d',
      databaseUrl: 'postgres://x/y',
      redisUrl: 'redis://r',
      captcha: false,
    });
  });

  it('reads from standbys only beside a PostgreSQL primary', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://p/db',
      DATABASE_READ_URL: 'postgres://s1/db, postgres://s2/db',
      COACH_READ_MAX_LAG_MS: '500',
    });
    expect(config).toMatchObject({ readUrls: ['postgres://s1/db', 'postgres://s2/db'], readMaxLagMs: 500 });
    expect(readConfig({}).readUrls).toEqual([]);
    expect(() => readConfig({ DATABASE_READ_URL: 'postgres://s1/db' })).toThrow(/DATABASE_READ_URL needs DATABASE_URL/);
    expect(() => readConfig({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'mysql://u:secret@s1/db' })).toThrow(
      'DATABASE_READ_URL=mysql://u:***@s1/db 无效：应为 以 postgres:// 开头的 URL（多个以逗号分隔）',
    );
    expect(() => readConfig({ DATABASE_URL: 'postgres://p/db', COACH_READ_MAX_LAG_MS: '-1' })).toThrow(ConfigError);
  });

  it('refuses to start without the captcha in production', () => {
    expect(() => readConfig({ COACH_CAPTCHA: 'off', NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('trusts no proxy unless COACH_TRUST_PROXY names hops or addresses', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.0/8, 192.168.1.5 ,::1')).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(readTrustProxy('loopback')).toEqual(['loopback']);
    expect(() => readTrustProxy('true')).toThrow(ConfigError);
    expect(() => readTrustProxy('10.0.0.1; rm')).toThrow(ConfigError);
  });

  it('prefixes Redis keys per installation: COACH_REDIS_PREFIX, else the database name', () => {
    expect(readConfig({ COACH_REDIS_PREFIX: 'school-a:' }).redisPrefix).toBe('school-a:');
    expect(readConfig({ DATABASE_URL: 'postgres://u@db.local:5433/coach_a' }).redisPrefix).toBe(
      'coach:db.local:5433:coach_a:',
    );
    expect(defaultRedisPrefix('postgres://u@db.local/coach_b', '/x')).not.toBe(
      defaultRedisPrefix('postgres://u@db.local/coach_a', '/x'),
    );
    // Two PGlite folders of the same name in different places still differ.
    expect(defaultRedisPrefix(undefined, '/srv/a/data')).not.toBe(defaultRedisPrefix(undefined, '/srv/b/data'));
    expect(defaultRedisPrefix(undefined, '/srv/a/data')).toMatch(/^coach:data-[0-9a-f]{8}:$/);
  });

  it('reads the general rate limits and refuses nonsense', () => {
    expect(readConfig({}).rateLimit).toEqual({ perUser: 1200, perAddress: 3000 });
    expect(readConfig({ COACH_RATE_LIMIT_USER: '0', COACH_RATE_LIMIT_ADDRESS: '50' }).rateLimit).toEqual({
      perUser: 0,
      perAddress: 50,
    });
    expect(() => readConfig({ COACH_RATE_LIMIT_USER: 'lots' })).toThrow(ConfigError);
  });

  it('reads the drain wait and the shutdown time-out, and refuses what would cut requests off', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://p/db' }).shutdown).toEqual({ drainWaitMs: 3000, timeoutMs: 15_000 });
    // One PGlite process has no balancer to wait for.
    expect(readConfig({}).shutdown).toEqual({ drainWaitMs: 0, timeoutMs: 15_000 });
    expect(readConfig({ COACH_DRAIN_WAIT_MS: '0', COACH_SHUTDOWN_TIMEOUT_MS: '5000' }).shutdown).toEqual({
      drainWaitMs: 0,
      timeoutMs: 5000,
    });
    expect(() => readConfig({ COACH_DRAIN_WAIT_MS: '3s' })).toThrow(
      'COACH_DRAIN_WAIT_MS=3s 无效：应为 0 到 86400000 之间的整数（毫秒）',
    );
    expect(() => readConfig({ COACH_DRAIN_WAIT_MS: '-1' })).toThrow(ConfigError);
    expect(() => readConfig({ COACH_SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(
      'COACH_SHUTDOWN_TIMEOUT_MS=0 无效：应为 1 到 86400000 之间的整数',
    );
    expect(() => readConfig({ COACH_SHUTDOWN_TIMEOUT_MS: '1e99' })).toThrow(ConfigError);
    // The time-out must leave room for the drain wait and the requests after it.
    expect(() => readConfig({ COACH_DRAIN_WAIT_MS: '20000' })).toThrow(
      'COACH_SHUTDOWN_TIMEOUT_MS（15000）必须大于 COACH_DRAIN_WAIT_MS（20000）',
    );
  });
});
