import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/main.ts', import.meta.url));
// tsx as a loader of the server's own process, not its CLI: the CLI runs the server as a child
// and relays a signal by waiting 30 ms for the child to confirm it, then SIGKILLs it, which on a
// loaded machine killed a server in the middle of its SIGTERM drain (drain.test.ts: ECONNRESET).
const tsxLoader = new URL('../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A server started as `npm run dev:server` would (main.ts from source), on a port of its own. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
}

/** Starts main.ts and resolves once it prints `ready in`; rejects with its output if it exits first. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', tsxLoader, serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', COACH_CAPTCHA: 'on', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { exited, output } = await readyOf(child, 'server');
  return { child, port, base: `http://127.0.0.1:${port}`, output, exited };
}

/**
 * Resolves once the child prints `ready in` (what main.ts prints when it listens), with its
 * exit code to come and everything it printed; rejects with its output if it exits first.
 */
export async function readyOf(child: ChildProcess, name: string) {
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      if (output.includes('ready in')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`${name} exited ${code}: ${output}`)));
  });
  return { exited, output: () => output };
}
