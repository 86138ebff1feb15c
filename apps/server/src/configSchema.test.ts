import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';
import { checkEnv } from './configSchema';

describe('environment schema (issue 54 item 2)', () => {
  it('keeps the defaults of the documented contract', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.captcha).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.logLevel).toBe('warn');
  });

  it('reads an empty PORT as the default, never as a random port', () => {
    expect(readConfig({ PORT: '' }).port).toBe(8080);
    expect(readConfig({ PORT: ' 9090 ' }).port).toBe(9090);
  });

  it.each([
    ['PORT', 'abc', 'PORT=abc 无效：应为 1 到 65535 之间的整数'],
    ['PORT', '70000', 'PORT=70000 无效：应为 1 到 65535 之间的整数'],
    ['PORT', '0', 'PORT=0 无效：应为 1 到 65535 之间的整数'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL=loud 无效：应为 fatal、error、warn、info、debug、trace、silent 之一'],
    ['COACH_CAPTCHA', 'maybe', 'COACH_CAPTCHA=maybe 无效：应为 on、off、true、false、1 或 0（不区分大小写）'],
  ])('refuses %s=%s with one line naming it', (name, value, line) => {
    expect(checkEnv({ [name]: value })).toEqual({ ok: false, line });
    expect(() => readConfig({ [name]: value })).toThrow(new ConfigError(line));
  });

  it('reads on/off/true/false/1/0 in any case alike for switches', () => {
    for (const off of ['off', 'OFF', 'false', 'False', '0', 'no']) {
      const config = readConfig({ COACH_CAPTCHA: off, COACH_SEED_DEMO: off, COACH_PGLITE_THREAD: off });
      expect([config.captcha, config.seedDemo, config.pgliteThread]).toEqual([false, false, false]);
    }
    for (const on of ['on', 'ON', 'true', 'TRUE', '1', ' yes '])
      expect(readConfig({ COACH_SEED_DEMO: on }).seedDemo).toBe(true);
    expect(() => readConfig({ COACH_CAPTCHA: 'OFF', NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('takes a log level in any case', () => {
    expect(readConfig({ LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
  });

  it('reads the log format and the slow-statement threshold', () => {
    expect(readConfig({})).toMatchObject({ logFormat: 'json', slowQueryMs: 500, startupTrace: false });
    expect(readConfig({ LOG_FORMAT: 'Pretty', COACH_SLOW_QUERY_MS: '0', COACH_STARTUP_TRACE: '1' })).toMatchObject({
      logFormat: 'pretty',
      slowQueryMs: 0,
      startupTrace: true,
    });
    expect(checkEnv({ LOG_FORMAT: 'xml' })).toEqual({ ok: false, line: 'LOG_FORMAT=xml 无效：应为 json、pretty 之一' });
    expect(checkEnv({ COACH_SLOW_QUERY_MS: '0.5s' })).toEqual({
      ok: false,
      line: 'COACH_SLOW_QUERY_MS=0.5s 无效：应为 不小于 0 的整数（毫秒）',
    });
  });

  it('reads an empty value as the default, never as 0 or the current folder', () => {
    const config = readConfig({ DATA_DIR: '', FILE_MAX_MB: ' ', FILE_STORE: '', COACH_RATE_LIMIT_USER: '' }, '/srv');
    expect(config).toMatchObject({ dataDir: '/srv/data', fileMaxBytes: 10 * 1024 * 1024, fileStore: 'db' });
    expect(config.rateLimit.perUser).toBe(1200);
  });

  it('names no password of a URL it refuses', () => {
    const refused = checkEnv({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'mysql://coach:s3cret@s1/db' });
    expect(refused.ok).toBe(false);
    expect(JSON.stringify(refused)).not.toContain('s3cret');
  });

  it('is the only reader of the environment in the server', () => {
    // Every variable goes through the schema: a process.env read elsewhere would dodge its check and its docs.
    const found = execFileSync('grep', ['-rln', 'process\\.env', 'apps/server/src', 'areas', 'packages/domain/src'], {
      cwd: resolve(__dirname, '../../..'),
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !/\.test\.tsx?$|\/test\/|\/web\//.test(file));
    expect(found.sort()).toEqual(['apps/server/src/config.ts', 'apps/server/src/db/makeDataTemplate.ts']);
  });
});

describe('a start with a bad setting', () => {
  const main = resolve(__dirname, '../dist/main.js');

  it.each(['PORT=abc', 'PORT=70000', 'LOG_LEVEL=loud', 'COACH_CAPTCHA=maybe'])(
    '%s exits 2 with one line and opens no database',
    (setting) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'coach-config-'));
      const [name, value] = setting.split('=');
      const run = spawnSync(process.execPath, [main], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, [name]: value },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(run.status).toBe(2);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^配置错误: ${name}=${value} 无效：应为 `));
      expect(readdirSync(dataDir)).toEqual([]);
    },
  );
});
