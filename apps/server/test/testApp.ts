import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app';
import type { AppConfig } from '../src/config';

/**
 * Starts the whole server in-process on a database of its own: PGlite in memory, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped afterwards).
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (baseUrl) {
    ({ databaseUrl, dropDatabase } = await freshPostgresDatabase(baseUrl));
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    redisUrl: process.env.REDIS_URL || undefined,
    // A prefix of its own: files run side by side on one Redis.
    redisPrefix: `coach-test-${randomBytes(4).toString('hex')}:`,
    captcha: false,
    production: false,
    seedDemo: false,
    logLevel: 'silent',
    loginRateLimit: 1000,
    // API tests call far faster than a person; the limiter has tests of its own.
    rateLimit: { perUser: 0, perAddress: 0 },
    trustProxy: false,
    fileStore: 'db',
    fileDir: join(tmpdir(), 'coach-test-files'),
    fileMaxBytes: 10 * 1024 * 1024,
    ...overrides,
  };
  const built = await buildApp(config);
  return new TestApp(built, async () => {
    await built.close();
    await dropDatabase?.();
  });
}

export async function freshPostgresDatabase(baseUrl: string) {
  const { default: pg } = await import('pg');
  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/' + name;
  return {
    databaseUrl: url.toString(),
    async dropDatabase() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export class TestApp {
  constructor(
    readonly built: BuiltApp,
    readonly close: () => Promise<void>,
  ) {}

  get services() {
    return this.built.services;
  }

  async call(method: 'GET' | 'POST', url: string, body?: unknown, options: CallOptions = {}) {
    const response: LightMyRequestResponse = await this.built.app.inject({
      method,
      url,
      payload: method === 'POST' ? ((body ?? {}) as object) : undefined,
      headers: { ...(options.token ? { 'ctl-token': options.token } : {}), ...options.headers },
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return { http: response.statusCode, body: response.json() as { status: boolean; code: string; message: string; result: any } };
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', url, body, options);
  }

  /** Logs in (captcha off) and returns the token. */
  async login(account: string, password: string): Promise<string> {
    const { body } = await this.post('/api/auth/inner/sysAuth/v1/login.pass', { account, password, captchaId: '', captchaCode: '' });
    if (!body.status) throw new Error(`login ${account} failed: ${body.message}`);
    return body.result['ctl-token'];
  }
}

export const ADMIN = ['admin', 'Admin2026'] as const;
export const OPERATOR = ['operator01', 'Operator2026'] as const;
export const CHANNEL = ['channel01', 'Channel2026'] as const;
