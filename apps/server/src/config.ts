import { basename, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { checkEnv, type CheckedEnv, type SettingName } from './configSchema';

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
  // The three below are optional for the configs tests write by hand (test/testApp.ts, e2e):
  // readConfig always sets them.
  /** `json` (one pino object a line, the default) or `pretty` (pino-pretty, for a person at a terminal). */
  logFormat?: 'json' | 'pretty';
  /** A SQL statement slower than this is logged as a warning (COACH_SLOW_QUERY_MS, 500; 0: none). */
  slowQueryMs?: number;
  /** COACH_STARTUP_TRACE: log when each phase of a start ended (bench/startup reads them). */
  startupTrace?: boolean;
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
  const checked = checkEnv(env);
  if (!checked.ok) throw new ConfigError(checked.line);
  const settings = checked.value;
  const production = settings.NODE_ENV === 'production';
  if (!settings.COACH_CAPTCHA && production) {
    throw new ConfigError('COACH_CAPTCHA=off is refused when NODE_ENV=production');
  }
  const dataDir = resolve(cwd, settings.DATA_DIR);
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir,
    databaseUrl: settings.DATABASE_URL,
    readUrls: readReadUrls(settings.DATABASE_READ_URL, settings.DATABASE_URL),
    readMaxLagMs: settings.COACH_READ_MAX_LAG_MS,
    redisUrl: settings.REDIS_URL,
    redisSentinels: readSentinelsOf(settings.REDIS_SENTINELS, settings.REDIS_SENTINEL_NAME),
    redisPrefix: settings.COACH_REDIS_PREFIX ?? defaultRedisPrefix(settings.DATABASE_URL, dataDir),
    trustProxy: settings.COACH_TRUST_PROXY,
    captcha: settings.COACH_CAPTCHA,
    production,
    webDist: settings.WEB_DIST,
    seedDemo: settings.COACH_SEED_DEMO,
    demoTemplate: settings.COACH_DEMO_TEMPLATE,
    pgliteThread: settings.COACH_PGLITE_THREAD,
    logLevel: settings.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    logFormat: settings.LOG_FORMAT,
    slowQueryMs: settings.COACH_SLOW_QUERY_MS,
    startupTrace: settings.COACH_STARTUP_TRACE,
    loginRateLimit: settings.COACH_LOGIN_RATE_LIMIT,
    loginLockAddresses: settings.COACH_LOGIN_LOCK_ADDRESSES,
    rateLimit: { perUser: settings.COACH_RATE_LIMIT_USER, perAddress: settings.COACH_RATE_LIMIT_ADDRESS },
    fileStore: settings.FILE_STORE,
    fileDir: resolve(cwd, settings.FILE_DIR),
    fileMaxBytes: Math.round(settings.FILE_MAX_MB * 1024 * 1024),
    filing: {
      delayMs: settings.COACH_FILING_DELAY_MS,
      failRate: settings.COACH_FILING_FAIL_RATE,
      url: settings.COACH_FILING_URL,
      expireSeconds: Math.max(5, settings.COACH_FILING_EXPIRE_S),
    },
    queueMaintenanceSeconds: Math.max(1, settings.COACH_QUEUE_MAINTENANCE_S),
    auditRetentionDays: settings.COACH_AUDIT_RETENTION_DAYS,
    shutdown: readShutdown(settings),
  };
}

function readShutdown(settings: CheckedEnv): AppConfig['shutdown'] {
  // 0 is allowed for the wait (a single process, tests); a time-out of 0 would end every stop at once.
  // The embedded PGlite database has one process and no balancer to wait for: Ctrl-C stops at once.
  const drainWaitMs = settings.COACH_DRAIN_WAIT_MS ?? (settings.DATABASE_URL ? 3000 : 0);
  const timeoutMs = settings.COACH_SHUTDOWN_TIMEOUT_MS;
  if (timeoutMs <= drainWaitMs) {
    throw new ConfigError(
      `COACH_SHUTDOWN_TIMEOUT_MS（${timeoutMs}）必须大于 COACH_DRAIN_WAIT_MS（${drainWaitMs}），否则停止时请求尚未处理完进程就被强制结束`,
    );
  }
  return { drainWaitMs, timeoutMs };
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

/** One variable read as the schema reads it; a bad value throws the line main prints. */
function readOne<N extends SettingName>(name: N, value: string | undefined): CheckedEnv[N] {
  const checked = checkEnv({ [name]: value });
  if (!checked.ok) throw new ConfigError(checked.line);
  return checked.value[name];
}

/** COACH_TRUST_PROXY: unset/false/0 → none, a number → hops, else addresses/CIDRs (`true` is refused). */
export const readTrustProxy = (value: string | undefined) => readOne('COACH_TRUST_PROXY', value);

/** REDIS_SENTINELS: `host:port` items (IPv6 as `[::1]:26379`); the port defaults to Sentinel's 26379. */
export function readSentinels(value: string | undefined, name: string | undefined): AppConfig['redisSentinels'] {
  return readSentinelsOf(readOne('REDIS_SENTINELS', value), readOne('REDIS_SENTINEL_NAME', name));
}

function readSentinelsOf(
  sentinels: CheckedEnv['REDIS_SENTINELS'],
  name: string | undefined,
): AppConfig['redisSentinels'] {
  if (!sentinels.length) {
    if (name) throw new ConfigError('REDIS_SENTINEL_NAME needs REDIS_SENTINELS: the sentinels to ask for that master');
    return undefined;
  }
  return { sentinels, name: name ?? 'mymaster' };
}

/** Standbys only beside a PostgreSQL primary: PGlite is one process's own database. */
function readReadUrls(urls: string[], databaseUrl: string | undefined): string[] {
  if (urls.length && !databaseUrl)
    throw new ConfigError(
      'DATABASE_READ_URL needs DATABASE_URL: the embedded PGlite database has no standbys to read from',
    );
  return urls;
}
