// Shared helpers of the benchmarks: start the built server as a child process and wait.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import http from 'node:http';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

/** The middle sample (the upper one of an even count): the figure every benchmark reports. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The 95th percentile sample. */
export const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` and resolves when it prints `ready`, with the elapsed milliseconds. */
export async function startNode(script, env = {}, nodeFlags = []) {
  const port = env.PORT ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', COACH_CAPTCHA: 'off', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (/ready/.test(output)) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}: ${output}`)));
  });
  const ms = performance.now() - started;
  return {
    child,
    ms,
    /** What it printed up to `ready` (COACH_STARTUP_TRACE=1 adds when each phase ended). */
    output,
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

// The console as `npm start` runs it: the built entry with the Node flags of the start script
// (package.json is their one home), so a benchmark measures what an installation serves.
const startScript = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start.split(/\s+/);
const consoleNodeFlags = startScript.filter((word) => word.startsWith('--'));
const consoleEntry = join(
  root,
  startScript.find((word) => word.endsWith('.js')),
);

/** Starts the built console (`npm start`'s command) with these settings. */
export function startConsole(env = {}) {
  return startNode(consoleEntry, env, consoleNodeFlags);
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

// The API calls the latency benchmarks time go through node:http on kept-alive sockets: fetch
// (undici's web streams) adds ~0.7 ms of the client's own work per call, which is neither the
// server's cost nor the raw query's (whose `pg` client is as lean).
const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs a JSON body with the session token and resolves with the parsed envelope. */
export function callApi(url, token, body) {
  const payload = Buffer.from(JSON.stringify(body ?? {}));
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: keptAlive,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, 'ctl-token': token },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Puts a process (all its threads) on one CPU with taskset, so a server and the load generator
 * measuring it do not take turns on the same core. False where it cannot (no taskset, one CPU).
 */
export function pinToCpu(pid, cpu) {
  if (os.cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux: /proc). */
export function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
}
