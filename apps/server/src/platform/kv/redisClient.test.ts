import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, readSentinels } from '../../config';
import { sentinelOptions, usesRedis } from './redisClient';

describe('Redis behind Sentinel', () => {
  it('reads REDIS_SENTINELS as host:port items, 26379 when a port is left out, and the master name', () => {
    expect(readSentinels('10.0.0.5:26380, sentinel-b ,[::1]:26381', undefined)).toEqual({
      sentinels: [
        { host: '10.0.0.5', port: 26380 },
        { host: 'sentinel-b', port: 26379 },
        { host: '::1', port: 26381 },
      ],
      name: 'mymaster',
    });
    expect(readSentinels('s1:26379', 'coach')?.name).toBe('coach');
    expect(readSentinels('', undefined)).toBeUndefined();
  });

  it('stops the start on a bad item, a port out of range, or a name without sentinels', () => {
    expect(() => readSentinels('s1:26379,s2:abc', undefined)).toThrow(ConfigError);
    expect(() => readSentinels('s1:70000', undefined)).toThrow(/REDIS_SENTINELS/);
    expect(() => readConfig({ REDIS_SENTINEL_NAME: 'coach' })).toThrow(/REDIS_SENTINEL_NAME needs REDIS_SENTINELS/);
  });

  it('asks the sentinels for the master and keeps REDIS_URL’s password and database for it', () => {
    const redisSentinels = readSentinels('s1:26379', 'coach');
    expect(usesRedis({ redisSentinels })).toBe(true);
    expect(usesRedis({})).toBe(false);
    const options = sentinelOptions({ redisSentinels, redisUrl: 'redis://:p%40ss@ignored:6379/3' })!;
    expect(options).toMatchObject({
      sentinels: [{ host: 's1', port: 26379 }],
      name: 'coach',
      password: 'p@ss',
      db: 3,
      failoverDetector: true,
    });
    // A demoted master's READONLY answer reconnects (and so asks the sentinels again).
    const reconnect = options.reconnectOnError as (error: Error) => boolean | 1 | 2;
    expect(reconnect(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(reconnect(new Error('ERR unknown command'))).toBe(false);
    expect(sentinelOptions({ redisUrl: 'redis://127.0.0.1:6379' })).toBeUndefined();
  });
});
