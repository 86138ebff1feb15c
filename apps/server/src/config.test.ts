import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('configuration from the environment', () => {
  it('defaults to port 8080, ./data and the captcha on', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 8080, dataDir: '/srv/app/data', captcha: true, databaseUrl: undefined });
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, REDIS_URL and COACH_CAPTCHA=off', () => {
    const config = readConfig(
      { PORT: '9090', DATA_DIR: '/tmp/d', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r', COACH_CAPTCHA: 'off' },
      '/srv',
    );
    expect(config).toMatchObject({ port: 9090, dataDir: '/tmp/d', databaseUrl: 'postgres://x/y', redisUrl: 'redis://r', captcha: false });
  });

  it('refuses to start without the captcha in production', () => {
    expect(() => readConfig({ COACH_CAPTCHA: 'off', NODE_ENV: 'production' })).toThrow(ConfigError);
  });
});
