import { z } from 'zod';
import { MAX_WAIT_MS, decimal, list, onOff, oneOf, sentinelAddress, text, trustProxy, whole } from './configValues';

/**
 * Every environment variable the server reads, each declared once: its kind of value (a bad one
 * is refused at start with one line naming the variable, the value and what it takes, instead
 * of becoming NaN, a random port or a silently ignored switch), its default and its meaning.
 * readConfig (config.ts) reads the parsed values and nothing else reads the environment; the
 * README's table and .env.example are generated from here (`npm run config:docs`, checked by
 * configDocs.test.ts).
 * Left out on purpose, as no server reads them: the variables of tests and tools only
 * (COACH_TEST_READ_URL, COACH_TEST_PGLITE_THREAD, COACH_E2E_*, COACH_DRILL_*, COACH_SCALE_VERBOSE,
 * BENCH_*, CI), read by the tests, drills and benches themselves; the test clock is never read
 * from the environment at all (config.ts, testClock).
 */

/** How the docs show a variable: its default as the table prints it, and what it does. */
export interface SettingDoc {
  defaultText: string;
  meaning: string;
}

/** A variable's schema with its docs in zod's metadata (`description` is its meaning). */
function setting<T extends z.ZodType>(schema: T, defaultText: string, meaning: string): T {
  return schema.meta({ description: meaning, defaultText });
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function port() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      // Empty means the default: Number('') is 0, which would listen on a random port.
      if (value === undefined || value.trim() === '') return 8080;
      const port = Number(value);
      if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: '1 到 65535 之间的整数' });
        return z.NEVER;
      }
      return port;
    });
}

/** Unset: readConfig picks `info` in production, `warn` otherwise. */
function logLevel() {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const level = value?.trim().toLowerCase();
      if (!level) return undefined;
      if (!(logLevels as readonly string[]).includes(level)) {
        ctx.addIssue({ code: 'custom', message: logLevels.join('、') + ' 之一' });
        return z.NEVER;
      }
      return level as (typeof logLevels)[number];
    });
}

export const envSchema = z.object({
  PORT: setting(port(), '`8080`', 'HTTP port'),
  HOST: setting(text('0.0.0.0'), '`0.0.0.0`', 'address to listen on (`127.0.0.1`: this machine only)'),
  DATA_DIR: setting(text('./data'), '`./data`', 'PGlite data folder (embedded database)'),
  COACH_SEED_DEMO: setting(
    onOff(true),
    'on',
    '`off` starts an empty database with the base tenant and the demo users only (no demo records)',
  ),
  COACH_DEMO_TEMPLATE: setting(
    onOff(true),
    'on',
    'a new PGlite data folder is a copy of the demo folder `npm run build` seeded (`apps/server/dist/db/pgdata-demo`), when it was seeded the same day (Shanghai time) and `FILE_STORE` is `db`; otherwise the first start seeds the demo itself. `off` at build time leaves that folder out, at start time seeds anyway',
  ),
  COACH_PGLITE_THREAD: setting(
    onOff(true),
    'on',
    "PGlite runs on a thread of its own: while a statement runs, the console's pages and every call that does not wait on the database are still served, and twenty calls at a time are answered ~1.3× as fast; one call alone takes ~0.15 ms more (each statement crosses between threads) and the process holds ~25 MB more (`npm run bench -- pglite`). A restart takes as long either way on a fast machine (0.99×); on a slower one it took 1.14× as long (1.63 s against 1.43 s), the thread's start competing with the server's own for two cores. `off` runs PGlite on the main thread",
  ),
  DATABASE_URL: setting(
    text(),
    '–',
    'use this PostgreSQL instead of PGlite, e.g. `postgres://postgres@127.0.0.1:5432/coach`',
  ),
  DATABASE_READ_URL: setting(
    list((url) => (/^postgres(ql)?:\/\//.test(url) ? url : undefined), '以 postgres:// 开头的 URL（多个以逗号分隔）'),
    '–',
    "hot standbys of `DATABASE_URL` (one URL or a comma list): lists, details, reports and exports read from a standby that has replayed the user's last write (checked on the very connection that reads, so a balancer such as haproxy in front of several standbys is safe), else from the primary (PostgreSQL only; see [docs/scale-out.md](docs/scale-out.md))",
  ),
  COACH_READ_MAX_LAG_MS: setting(
    whole(2000, { unit: '毫秒' }),
    '`2000`',
    'a standby further behind the primary than this is not read from',
  ),
  REDIS_URL: setting(text(), '–', 'keep sessions, captchas and login counters in Redis instead of the database'),
  REDIS_SENTINELS: setting(
    list(sentinelAddress, '以逗号分隔的 host:port（端口省略时为 26379）'),
    '–',
    "Redis behind Sentinel: `host:port,host:port` (port 26379 when left out); sessions, the message bus and the limiter follow the master Sentinel names. `REDIS_URL`'s password and database number still apply",
  ),
  REDIS_SENTINEL_NAME: setting(
    text(),
    '`mymaster`',
    "the master's name at the sentinels (only with `REDIS_SENTINELS`)",
  ),
  COACH_CAPTCHA: setting(
    onOff(true),
    'on',
    '`off` skips the image code at login (tests and local demos only; refused with `NODE_ENV=production`)',
  ),
  NODE_ENV: setting(
    text(),
    '–',
    '`production` refuses `COACH_CAPTCHA=off` and makes `info` the default `LOG_LEVEL`; any other value is a development or test run',
  ),
  FILE_STORE: setting(
    oneOf(['db', 'disk'], 'db'),
    '`db`',
    'where uploads live: `db` (table `sys_file`, shared by every process) or `disk`',
  ),
  FILE_DIR: setting(text('./data/files'), '`./data/files`', 'folder of the `disk` file store'),
  FILE_MAX_MB: setting(decimal(10, { min: 0, exclusiveMin: true }), '`10`', 'largest upload accepted'),
  LOG_LEVEL: setting(logLevel(), '`warn`', 'pino log level (`info` in production)'),
  LOG_FORMAT: setting(
    oneOf(['json', 'pretty'], 'json'),
    '`json`',
    '`json`: every line on stdout is one pino JSON object (the start banner too), for a log collector; `pretty`: the same lines made readable for a person at a terminal (pino-pretty)',
  ),
  COACH_SLOW_QUERY_MS: setting(
    whole(500, { unit: '毫秒' }),
    '`500`',
    'a SQL statement that takes longer is logged as a warning with its duration and the call that ran it (its request id, user, tenant and path); `0` logs none',
  ),
  COACH_TRUST_PROXY: setting(
    trustProxy(),
    '– (none)',
    "proxies whose `X-Forwarded-For` is believed, as Fastify's `trustProxy` takes it: a hop count (`1` behind one load balancer) or addresses/CIDRs (`10.0.0.0/8,192.168.1.5`, `loopback`). Unset, the connecting address is the client: a forged header cannot dodge the per-address limits or pose as another address in the operation log",
  ),
  COACH_REDIS_PREFIX: setting(
    text(),
    'derived',
    "prefix of every Redis key and channel, so installations can share one Redis; by default `coach:<host>:<port>:<database>:` from `DATABASE_URL` (or the PGlite folder's name and a hash of its path)",
  ),
  COACH_RATE_LIMIT_USER: setting(whole(1200), '`1200`', 'calls per minute one signed-in user may make (0 = no limit)'),
  COACH_RATE_LIMIT_ADDRESS: setting(
    whole(3000),
    '`3000`',
    'calls per minute from one address, signed in or not (0 = no limit); an office behind one NAT address shares it',
  ),
  COACH_LOGIN_RATE_LIMIT: setting(whole(30), '`30`', 'login attempts per minute from one address'),
  COACH_LOGIN_LOCK_ADDRESSES: setting(
    whole(10),
    '`10`',
    'how many addresses, each with 3 failed logins on one account within 15 minutes, lock that account for 15 minutes (0 = never: only the addresses are refused)',
  ),
  COACH_FILING_DELAY_MS: setting(
    whole(1500, { unit: '毫秒' }),
    '`1500`',
    "how long the local stand-in for the regulator's filing platform takes to answer a push",
  ),
  COACH_FILING_FAIL_RATE: setting(
    decimal(0.2, { min: 0, max: 1 }),
    '`0.2`',
    'share of pushed filings it refuses (0 to 1), with a reason, as a real platform sometimes does',
  ),
  COACH_FILING_URL: setting(
    text(),
    'unset',
    "the regulator's filing platform over HTTP: one POST per push with an `Idempotency-Key` (`filing:<kind>:<id>:<push>`); unset, the local stand-in answers",
  ),
  COACH_FILING_EXPIRE_S: setting(
    whole(60, { unit: '秒' }),
    '`60`',
    'a push claimed by a process that died without answering is tried again this long after it was claimed (at least 5)',
  ),
  COACH_QUEUE_MAINTENANCE_S: setting(
    whole(120, { unit: '秒' }),
    '`120`',
    'how often the job queue (pg-boss, in the database) looks for expired work and retries due',
  ),
  COACH_DRAIN_WAIT_MS: setting(
    whole(undefined, { max: MAX_WAIT_MS, unit: '毫秒' }),
    '`3000` (`0` on PGlite)',
    'on SIGTERM/SIGINT, how long the process keeps serving while `/api/health/ready` answers 503, so the load balancer takes it out first (haproxy checking every second, down after 2 failures); without `DATABASE_URL` (one process, no balancer) it is `0`',
  ),
  COACH_SHUTDOWN_TIMEOUT_MS: setting(
    whole(15_000, { min: 1, max: MAX_WAIT_MS, unit: '毫秒' }),
    '`15000`',
    'a stop that has not finished by then (a request or connection that never ends) exits with code 1; must exceed `COACH_DRAIN_WAIT_MS`',
  ),
  COACH_AUDIT_RETENTION_DAYS: setting(
    whole(180, { min: 1, max: 36500, unit: '天' }),
    '`180`',
    'days the operation log and the login log keep: the months wholly older are dropped as partitions, once a day (job `audit-retention`)',
  ),
  COACH_STARTUP_TRACE: setting(
    onOff(false),
    'off',
    '`1` prints when each phase of a start ended (modules, database open, catalogue and demo check, partitions, calls, ready), in ms since the process began; `npm run bench -- startup` reads them',
  ),
  WEB_DIST: setting(
    text(),
    '`apps/web/dist`',
    'folder of the built console served under `/ui/coach/`; by default the one beside the server (benches point it at another build)',
  ),
});

export type CheckedEnv = z.output<typeof envSchema>;
export type SettingName = keyof typeof envSchema.shape;

/** The variables in the order the docs list them, with their default and meaning. */
export function settingDocs(): ({ name: SettingName } & SettingDoc)[] {
  return (Object.keys(envSchema.shape) as SettingName[]).map((name) => {
    const meta = envSchema.shape[name].meta();
    return { name, defaultText: String(meta?.defaultText), meaning: String(meta?.description) };
  });
}

/** A password in a URL never reaches the message (a DATABASE_URL, a REDIS_URL, a standby's). */
const masked = (value: string) => value.replace(/:[^:@/]*@/g, ':***@');

/** The first problem as one line: `PORT=abc 无效：应为 1 到 65535 之间的整数`. */
export function checkEnv(env: NodeJS.ProcessEnv): { ok: true; value: CheckedEnv } | { ok: false; line: string } {
  const result = envSchema.safeParse(env);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const name = String(issue.path[0]);
  return { ok: false, line: `${name}=${masked(env[name] ?? '')} 无效：应为 ${issue.message}` };
}
