import { basename, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { checkEnv } from './configSchema';

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data folder; `memory://` keeps it in memory (tests). Ignored with databaseUrl. */
  dataDir: string;
  databaseUrl?: string;
  /**
   * Hot standbys of the primary that lists, details, reports and exports read from
   * (DATABASE_READ_URL, one URL or a comma list); PostgreSQL only. See platform/replicas.
   */
  readUrls: string[];
  /** A standby further behind the primary than this is not read from (COACH_READ_MAX_LAG_MS). */
  readMaxLagMs: number;
  redisUrl?: string;
  /**
   * Redis behind Sentinel (REDIS_SENTINELS `host:port,host:port`, REDIS_SENTINEL_NAME the
   * master's name, `mymaster` by default): the clients ask the sentinels where the master is
   * and follow it when they fail it over. Takes the place of REDIS_URL (a password or a
   * database number in REDIS_URL still applies to the master).
   */
  redisSentinels?: { sentinels: { host: string; port: number }[]; name: string };
  /**
   * Prefix of every Redis key and channel (COACH_REDIS_PREFIX), so several installations (or
   * test runs) share one Redis; by default derived from the database name.
   */
  redisPrefix: string;
  /**
   * Proxies whose X-Forwarded-For is believed (COACH_TRUST_PROXY, as Fastify's trustProxy
   * takes it: a hop count or addresses/CIDRs). None by default: a client could otherwise
   * pick its own address and walk past every per-address limit.
   */
  trustProxy: false | number | string[];
  /** False when COACH_CAPTCHA=off: tests and local demos log in without the image code. */
  captcha: boolean;
  production: boolean;
  /** Built console (apps/web/dist) served under /ui/coach/; absent in API-only tests. */
  webDist?: string;
  /** Seed the demo data set (not only the base tenant and users) on an empty database. */
  seedDemo: boolean;
  /** A first PGlite start copies the build's seeded demo folder of today instead of seeding. */
  demoTemplate: boolean;
  /** PGlite runs on a thread of its own (opens while the server loads); off: on the main thread. */
  pgliteThread: boolean;
  logLevel: string;
  /** Login attempts allowed per IP per minute. */
  loginRateLimit: number;
  /** Addresses with 3 failed logins each on one account that lock the account (0 = never). */
  loginLockAddresses: number;
  /** Calls allowed per minute to one signed-in user and to one address (0 = no limit). */
  rateLimit: { perUser: number; perAddress: number };
  /** Where uploaded bytes live: `db` (table sys_file, default) or `disk` (under fileDir). */
  fileStore: 'db' | 'disk';
  /** Folder of the disk file store (FILE_DIR, default ./data/files). */
  fileDir: string;
  /** Largest upload accepted, in bytes (FILE_MAX_MB, default 10). */
  fileMaxBytes: number;
  /**
   * The local stand-in for the regulator's filing platform: how long it takes to answer
   * (COACH_FILING_DELAY_MS, default 1500) and the share of filings it refuses
   * (COACH_FILING_FAIL_RATE, 0 to 1, default 0.2).
   */
  filing: {
    delayMs: number;
    failRate: number;
    /** The regulator's platform over HTTP (COACH_FILING_URL); the local stand-in when unset. */
    url?: string;
    /** A push claimed this long ago and not answered (its process died) is tried again (COACH_FILING_EXPIRE_S, 60). */
    expireSeconds?: number;
  };
  /**
   * How often the job queue looks for work whose process died (claimed and expired) and for
   * retries due (COACH_QUEUE_MAINTENANCE_S, default 120; tests and drills use a few seconds).
   */
  queueMaintenanceSeconds: number;
  /** Days the operation log and the login log keep (COACH_AUDIT_RETENTION_DAYS, default 180). */
  auditRetentionDays: number;
  /**
   * Stopping on SIGTERM/SIGINT (platform/shutdown.ts): how long the process keeps serving with
   * ready answering 503 so the load balancer takes it out first (COACH_DRAIN_WAIT_MS, default
   * 3000: haproxy checks every second and needs two failures), and the time after which a
   * shutdown that hangs ends the process with exit code 1 (COACH_SHUTDOWN_TIMEOUT_MS, 15000).
   */
  shutdown: { drainWaitMs: number; timeoutMs: number };
  /**
   * Tests only (never read from the environment, so `npm start` cannot turn it on): a request
   * may name the time it is asked at in the X-Coach-Now header (Unix seconds), so the figures
   * of 1 and 15 December are checked on any day (platform/clock.ts).
   */
  testClock?: boolean;
}

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const production = env.NODE_ENV === 'production';
  const checked = checkEnv(env);
  if (!checked.ok) throw new ConfigError(checked.line);
  const { PORT, HOST, LOG_LEVEL, COACH_CAPTCHA: captcha } = checked.value;
  if (!captcha && production) {
    throw new ConfigError('COACH_CAPTCHA=off is refused when NODE_ENV=production');
  }
  return {
    port: PORT,
    host: HOST,
    dataDir: resolve(cwd, env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    readUrls: readReadUrls(env.DATABASE_READ_URL, env.DATABASE_URL),
    readMaxLagMs: readCount('COACH_READ_MAX_LAG_MS', env.COACH_READ_MAX_LAG_MS, 2000),
    redisUrl: env.REDIS_URL || undefined,
    redisSentinels: readSentinels(env.REDIS_SENTINELS, env.REDIS_SENTINEL_NAME),
    redisPrefix: env.COACH_REDIS_PREFIX || defaultRedisPrefix(env.DATABASE_URL, resolve(cwd, env.DATA_DIR ?? './data')),
    trustProxy: readTrustProxy(env.COACH_TRUST_PROXY),
    captcha,
    production,
    webDist: env.WEB_DIST,
    seedDemo: checked.value.COACH_SEED_DEMO,
    demoTemplate: checked.value.COACH_DEMO_TEMPLATE,
    pgliteThread: checked.value.COACH_PGLITE_THREAD,
    logLevel: LOG_LEVEL ?? (production ? 'info' : 'warn'),
    loginRateLimit: readCount('COACH_LOGIN_RATE_LIMIT', env.COACH_LOGIN_RATE_LIMIT, 30),
    loginLockAddresses: readCount('COACH_LOGIN_LOCK_ADDRESSES', env.COACH_LOGIN_LOCK_ADDRESSES, 10),
    rateLimit: {
      perUser: readCount('COACH_RATE_LIMIT_USER', env.COACH_RATE_LIMIT_USER, 1200),
      perAddress: readCount('COACH_RATE_LIMIT_ADDRESS', env.COACH_RATE_LIMIT_ADDRESS, 3000),
    },
    fileStore: readFileStore(env.FILE_STORE),
    fileDir: resolve(cwd, env.FILE_DIR ?? './data/files'),
    fileMaxBytes: readFileMaxBytes(env.FILE_MAX_MB),
    filing: {
      delayMs: readCount('COACH_FILING_DELAY_MS', env.COACH_FILING_DELAY_MS, 1500),
      failRate: readRate('COACH_FILING_FAIL_RATE', env.COACH_FILING_FAIL_RATE, 0.2),
      url: env.COACH_FILING_URL || undefined,
      expireSeconds: Math.max(5, readCount('COACH_FILING_EXPIRE_S', env.COACH_FILING_EXPIRE_S, 60)),
    },
    queueMaintenanceSeconds: Math.max(1, readCount('COACH_QUEUE_MAINTENANCE_S', env.COACH_QUEUE_MAINTENANCE_S, 120)),
    auditRetentionDays: checked.value.COACH_AUDIT_RETENTION_DAYS,
    shutdown: readShutdown(env),
  };
}

/** A day: longer than any wait anyone means; a typo of extra zeros is refused instead of obeyed. */
const MAX_WAIT_MS = 86_400_000;

function readMillis(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < min || ms > MAX_WAIT_MS) {
    throw new ConfigError(`${name} 必须是 ${min} 到 ${MAX_WAIT_MS} 之间的整数（毫秒），而不是 ${value}`);
  }
  return ms;
}

function readShutdown(env: NodeJS.ProcessEnv): AppConfig['shutdown'] {
  // 0 is allowed for the wait (a single process, tests); a time-out of 0 would end every stop at once.
  // The embedded PGlite database has one process and no balancer to wait for: Ctrl-C stops at once.
  const drainWaitMs = readMillis('COACH_DRAIN_WAIT_MS', env.COACH_DRAIN_WAIT_MS, env.DATABASE_URL ? 3000 : 0, 0);
  const timeoutMs = readMillis('COACH_SHUTDOWN_TIMEOUT_MS', env.COACH_SHUTDOWN_TIMEOUT_MS, 15_000, 1);
  if (timeoutMs <= drainWaitMs) {
    throw new ConfigError(
      `COACH_SHUTDOWN_TIMEOUT_MS（${timeoutMs}）必须大于 COACH_DRAIN_WAIT_MS（${drainWaitMs}），否则停止时请求尚未处理完进程就被强制结束`,
    );
  }
  return { drainWaitMs, timeoutMs };
}

function readRate(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1)
    throw new ConfigError(`${name} must be a number from 0 to 1, not ${value}`);
  return rate;
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

/**
 * `coach:<database>:` for PostgreSQL (the database name of DATABASE_URL), `coach:<folder>-<hash>:`
 * for PGlite: two installations on one Redis never read each other's sessions.
 */
export function defaultRedisPrefix(databaseUrl: string | undefined, dataDir: string): string {
  if (databaseUrl) {
    try {
      const url = new URL(databaseUrl);
      const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.username || 'postgres';
      return `coach:${url.hostname}:${url.port || 5432}:${name}:`;
    } catch {
      // Not a URL (a libpq key/value string): still one prefix per distinct setting.
      return `coach:${createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)}:`;
    }
  }
  return `coach:${basename(dataDir)}-${createHash('sha256').update(dataDir).digest('hex').slice(0, 8)}:`;
}

/** COACH_TRUST_PROXY: unset/false/0 → none, a number → hops, else addresses/CIDRs (`true` is refused). */
export function readTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim();
  if (!text || text === 'false' || text === '0') return false;
  // `true` would trust any sender's header; a hop count says how many proxies stand in front.
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const address = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = list.find((item) => !address.test(item) && !named.has(item));
  if (bad) throw new ConfigError(`COACH_TRUST_PROXY must be a hop count or addresses/CIDRs, not ${bad}`);
  return list;
}

/** REDIS_SENTINELS: `host:port` items (IPv6 as `[::1]:26379`); the port defaults to Sentinel's 26379. */
export function readSentinels(value: string | undefined, name: string | undefined): AppConfig['redisSentinels'] {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) {
    if (name?.trim())
      throw new ConfigError('REDIS_SENTINEL_NAME needs REDIS_SENTINELS: the sentinels to ask for that master');
    return undefined;
  }
  const sentinels = items.map((item) => {
    const match = /^(\[[0-9a-f:]+\]|[^:\s[\]]+)(?::(\d{1,5}))?$/i.exec(item);
    const port = Number(match?.[2] ?? 26379);
    if (!match || port < 1 || port > 65535)
      throw new ConfigError(`REDIS_SENTINELS must list host:port items separated by commas, not ${item}`);
    return { host: match[1].replace(/^\[|\]$/g, ''), port };
  });
  return { sentinels, name: name?.trim() || 'mymaster' };
}

/** Standbys only beside a PostgreSQL primary: PGlite is one process's own database. */
function readReadUrls(value: string | undefined, databaseUrl: string | undefined): string[] {
  const urls = (value ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length && !databaseUrl)
    throw new ConfigError(
      'DATABASE_READ_URL needs DATABASE_URL: the embedded PGlite database has no standbys to read from',
    );
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new ConfigError(`DATABASE_READ_URL must hold postgres:// URLs, not ${url.replace(/:[^:@/]*@/, ':***@')}`);
  }
  return urls;
}

function readCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number ≥ 0, not ${value}`);
  return n;
}
