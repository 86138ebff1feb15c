import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, migrationsFolder, type BuiltApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { openDatabase, type Database } from '../src/platform/db';

/** The migrated, base-seeded database that globalSetup.ts made once for the whole run. */
export type DbTemplate = { kind: 'pglite'; file: string } | { kind: 'pg'; name: string };
/** `base`: migrated, permissions and base tenant; `students`: base + the demo schools and students. */
export type TemplateName = 'base' | 'students';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates?: Record<TemplateName, DbTemplate>;
  }
}

function dbTemplate(name: TemplateName): DbTemplate | undefined {
  try {
    return inject('dbTemplates')?.[name];
  } catch {
    return undefined; // imported outside the server project's run (e.g. the e2e setup)
  }
}

const pgliteTemplates = new Map<string, Promise<Blob>>();
/** Read once per worker: every file of the worker loads its database from the same bytes. */
function pgliteTemplateBlob(file: string): Promise<Blob> {
  let blob = pgliteTemplates.get(file);
  if (!blob) pgliteTemplates.set(file, (blob = readFile(file).then((bytes) => new Blob([bytes]))));
  return blob;
}

/**
 * Starts the whole server in-process on a database of its own: PGlite in memory, or, when
 * DATABASE_URL is set, a fresh database on that PostgreSQL server (dropped afterwards). Both
 * are copies of a template made once per run (`from`), so a file does not migrate again.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, from: TemplateName = 'base'): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const template = dbTemplate(from);
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (baseUrl) {
    ({ databaseUrl, dropDatabase } = await freshPostgresDatabase(
      baseUrl,
      template?.kind === 'pg' ? template.name : undefined,
    ));
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    databaseUrl,
    readMaxLagMs: 2000,
    redisUrl: process.env.REDIS_URL || undefined,
    // A prefix of its own: files run side by side on one Redis.
    redisPrefix: `coach-test-${randomBytes(4).toString('hex')}:`,
    captcha: false,
    production: false,
    seedDemo: false,
    demoTemplate: false,
    // COACH_TEST_PGLITE_THREAD=1 runs every test on PGlite on its own thread, as `npm start` does.
    pgliteThread: process.env.COACH_TEST_PGLITE_THREAD === '1',
    logLevel: 'silent',
    loginRateLimit: 1000,
    loginLockAddresses: 10,
    // API tests call far faster than a person; the limiter has tests of its own.
    rateLimit: { perUser: 0, perAddress: 0 },
    trustProxy: false,
    fileStore: 'db',
    fileDir: join(tmpdir(), 'coach-test-files'),
    fileMaxBytes: 10 * 1024 * 1024,
    // The filing platform answers at once and accepts everything unless a test says otherwise.
    filing: { delayMs: 0, failRate: 0 },
    queueMaintenanceSeconds: 60,
    auditRetentionDays: 180,
    shutdown: { drainWaitMs: 0, timeoutMs: 15_000 },
    ...overrides,
    // A standby's URL names the test's own database as `{database}` (it is only made here).
    // COACH_TEST_READ_URL (a standby's URL with `{database}`) runs every test with it.
    readUrls: (overrides.readUrls ?? (process.env.COACH_TEST_READ_URL ? [process.env.COACH_TEST_READ_URL] : [])).map(
      (url) => url.replace('{database}', databaseUrl ? new URL(databaseUrl).pathname.slice(1) : ''),
    ),
  };
  let database: Database | undefined;
  if (template?.kind === 'pglite' && !config.databaseUrl && config.dataDir === 'memory://') {
    database = await openDatabase({
      dataDir: 'memory://',
      migrationsFolder: migrationsFolder(),
      pgliteTemplate: await pgliteTemplateBlob(template.file),
      pgliteThread: config.pgliteThread,
    });
  }
  const built = await buildApp(config, { database });
  return new TestApp(built, async () => {
    await built.close();
    await database?.close();
    await dropDatabase?.();
  });
}

/** A new database on that server, empty or copied from `template` (CREATE DATABASE … TEMPLATE). */
export async function freshPostgresDatabase(baseUrl: string, template?: string) {
  const { default: pg } = await import('pg');
  const name = `coach_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = '/' + name;
  return {
    name,
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
    return {
      http: response.statusCode,
      body: response.json() as { status: boolean; code: string; message: string; result: any },
    };
  }

  get(url: string, options?: CallOptions) {
    return this.call('GET', url, undefined, options);
  }

  post(url: string, body?: unknown, options?: CallOptions) {
    return this.call('POST', url, body, options);
  }

  /** Logs in (captcha off) and returns the token. */
  async login(account: string, password: string): Promise<string> {
    const { body } = await this.post('/api/auth/inner/sysAuth/v1/login.pass', {
      account,
      password,
      captchaId: '',
      captchaCode: '',
    });
    if (!body.status) throw new Error(`login ${account} failed: ${body.message}`);
    return body.result['ctl-token'];
  }

  /**
   * The first sign-in of an account made with an initial password: logs in and changes the
   * password (to `newPassword`), as the console's 修改密码 dialog makes it; the token then works.
   */
  async firstLogin(account: string, initialPassword: string, newPassword = 'Changed2026'): Promise<string> {
    const token = await this.login(account, initialPassword);
    const { body } = await this.post(
      '/api/user/inner/sysUser/v1/updatePwd',
      { oldPassword: initialPassword, newPassword },
      { token },
    );
    if (!body.status) throw new Error(`password change of ${account} failed: ${body.message}`);
    return token;
  }
}

export const ADMIN = ['admin', 'Admin2026'] as const;
export const OPERATOR = ['operator01', 'Operator2026'] as const;
export const CHANNEL = ['channel01', 'Channel2026'] as const;
