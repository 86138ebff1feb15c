// Shared helpers of the benchmarks: start the built server as a child process and wait.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` and resolves when it prints `ready`, with the elapsed milliseconds. */
export async function startNode(script, env = {}) {
  const port = env.PORT ?? (await freePort());
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', COACH_CAPTCHA: 'off', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
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
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }),
  };
}

export async function postJson(url, body, headers = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return res.json();
}
