import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). Ignored with databaseUrl. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Prefix of every Redis key, so several installations (or test runs) share one Redis. */
  redisPrefix: string;
  /** False when COACH_CAPTCHA=off: tests and local demos log in without the image code. */
  captcha: boolean;
  production: boolean;
  /** Built console (apps/web/dist) served under /ui/coach/; absent in API-only tests. */
  webDist?: string;
  /** Seed the demo data set (not only the base tenant and users) on an empty database. */
  seedDemo: boolean;
  logLevel: string;
  /** Login attempts allowed per IP per minute. */
  loginRateLimit: number;
  /** Where uploaded bytes live: `db` (table sys_file, default) or `disk` (under fileDir). */
  fileStore: 'db' | 'disk';
  /** Folder of the disk file store (FILE_DIR, default ./data/files). */
  fileDir: string;
  /** Largest upload accepted, in bytes (FILE_MAX_MB, default 10). */
  fileMaxBytes: number;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const production = env.NODE_ENV === 'production';
  const captcha = env.COACH_CAPTCHA !== 'off';
  if (!captcha && production) {
    throw new ConfigError('COACH_CAPTCHA=off is refused when NODE_ENV=production');
  }
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'coach:',
    captcha,
    production,
    webDist: env.WEB_DIST,
    seedDemo: env.COACH_SEED_DEMO !== 'off',
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    loginRateLimit: Number(env.COACH_LOGIN_RATE_LIMIT ?? 30),
    fileStore: readFileStore(env.FILE_STORE),
    fileDir: resolve(cwd, env.FILE_DIR ?? './data/files'),
    fileMaxBytes: readFileMaxBytes(env.FILE_MAX_MB),
  };
}

function readFileStore(value: string | undefined): AppConfig['fileStore'] {
  if (value === undefined || value === '' || value === 'db') return 'db';
  if (value === 'disk') return 'disk';
  throw new ConfigError(`FILE_STORE must be db or disk, not ${value}`);
}

function readFileMaxBytes(value: string | undefined): number {
  const mb = Number(value ?? 10);
  // A typo must not lift the limit: NaN would let every size through.
  if (!Number.isFinite(mb) || mb <= 0) throw new ConfigError(`FILE_MAX_MB must be a positive number, not ${value}`);
  return Math.round(mb * 1024 * 1024);
}
