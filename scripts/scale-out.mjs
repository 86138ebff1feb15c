// The console as large installations run it, on one machine and loopback only: PostgreSQL
// primary + a hot standby (streaming replication, pg_basebackup), three stateless console
// processes sharing Redis, and haproxy in front with active health checks. Everything it makes
// goes when it stops. See docs/scale-out.md.
//
//   npm run build && node scripts/scale-out.mjs          # then open the printed address
//
// Needs: PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/coach_scale,
// created if missing), Redis (REDIS_URL, default redis://127.0.0.1:6379), haproxy
// (apt-get install haproxy), and root or the postgres user for the standby's files.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStandby } from './pgStandby.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/main.js');
const readCallsFile = join(root, 'apps/server/dist/read-calls.lst');

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Creates the database on the primary when it is not there. */
async function ensureDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/** haproxy's configuration: round robin over the processes, each checked on its ready answer. */
export function haproxyConfig({ port, servers, readCalls }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  # A request that could not reach a process goes to another (nothing was sent: always safe).
  retries 2
  option redispatch
  retry-on conn-failure empty-response response-timeout 503

frontend console
  bind 127.0.0.1:${port}
  default_backend consoles

backend consoles
  balance roundrobin
  # Ready: the database and Redis answer and the process is not draining (SIGTERM).
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  # Past a connection failure, only the read calls the build listed are sent again: a write
  # whose answer was lost may have been applied.
  acl read_call path_reg -f ${readCalls}
  http-request disable-l7-retry if !read_call
${servers.map((s, i) => `  server console${i + 1} 127.0.0.1:${s} check`).join('\n')}
`;
}

function waitForOutput(child, pattern, what) {
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk) => {
      output += chunk;
      if (pattern.test(output)) resolve(output);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) =>
      reject(new Error(`${what} exited (${code}) before it was ready:\n${output.slice(-3000)}`)),
    );
  });
}

/** One console process (the built server, as `npm start` runs it). */
export async function startConsoleProcess(env) {
  const start = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/);
  const flags = start.filter((word) => word.startsWith('--'));
  const child = spawn(process.execPath, [...flags, serverEntry], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, /ready in/, `console on ${env.PORT}`);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return {
    port: Number(env.PORT),
    child,
    exited,
    /** SIGTERM: drains (ready answers 503, in-flight calls finish) and exits. */
    terminate: () => (child.kill('SIGTERM'), exited),
    /** kill -9: gone at once, mid-request. */
    kill: () => (child.kill('SIGKILL'), exited),
  };
}

/**
 * Stands the whole set up. `applyDelayMs` makes the standby apply WAL late (tests of reading
 * one's own writes); `env` goes to every console process.
 */
export async function startScaleOut({
  primaryUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/coach_scale',
  redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379',
  processes = 3,
  port,
  standbyPort,
  applyDelayMs = 0,
  env = {},
} = {}) {
  if (!existsSync(serverEntry) || !existsSync(readCallsFile)) throw new Error('the server is not built: npm run build');
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy not found: apt-get install haproxy');
  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => undefined);
    stops.length = 0;
  };
  try {
    await ensureDatabase(primaryUrl);
    const database = new URL(primaryUrl).pathname.slice(1);
    const standby = await startStandby({ primaryUrl, port: standbyPort ?? (await freePort()), applyDelayMs });
    stops.push(() => standby.stop());
    // The processes share the database and Redis, and so one key space.
    const shared = {
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: standby.url(database),
      REDIS_URL: redisUrl,
      COACH_REDIS_PREFIX: `coach-scale-${database}:`,
      ...env,
    };
    // Started one after another on an empty database they would also work (migrations and the
    // demo seed run under a lock); in turn, the first start's seeding is not done three times over.
    const consoles = [];
    for (let i = 0; i < processes; i++) {
      const proc = await startConsoleProcess({ ...shared, PORT: String(await freePort()) });
      stops.push(() => (proc.child.exitCode === null && proc.child.signalCode === null ? proc.kill() : undefined));
      consoles.push(proc);
    }
    const dir = mkdtempSync(join(tmpdir(), 'coach-haproxy-'));
    stops.push(() => rmSync(dir, { recursive: true, force: true }));
    const front = port ?? (await freePort());
    const config = join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({ port: front, servers: consoles.map((c) => c.port), readCalls: readCallsFile }),
    );
    const haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    stops.push(
      () =>
        new Promise((resolve) =>
          haproxy.exitCode !== null ? resolve() : (haproxy.once('exit', resolve), haproxy.kill('SIGTERM')),
        ),
    );
    haproxy.stderr.on('data', (chunk) => process.env.COACH_SCALE_VERBOSE && process.stderr.write(chunk));
    const url = `http://127.0.0.1:${front}`;
    // Up once every process passed its first checks (rise 2, every second).
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`${url}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i === 99) throw new Error('haproxy found no ready console process');
      await new Promise((r) => setTimeout(r, 100));
    }
    return { url, consoles, standby, primaryUrl, database, haproxyConfig: config, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const set = await startScaleOut({ port: Number(process.env.PORT) || 8080 });
  console.log(`驾培运营管理后台 behind haproxy: ${set.url}/ui/coach/`);
  console.log(
    `  primary ${set.primaryUrl}, standby ${set.standby.url(set.database)}, consoles on ${set.consoles.map((c) => c.port).join(', ')}`,
  );
  console.log('  Ctrl-C stops everything and removes what it made.');
  const stop = async () => {
    await set.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
