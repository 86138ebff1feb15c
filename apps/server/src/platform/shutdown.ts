import type { Server } from 'node:http';
import type { AppConfig } from '../config';
import { notice } from './log';

/**
 * Whether this process is on its way out. While it drains it still serves, but the ready
 * probe answers 503 (the load balancer stops sending new work) and every answer closes its
 * connection, so clients that keep connections alive (the balancer's own pool) open their
 * next one to a process that stays.
 */
export interface Drain {
  readonly draining: boolean;
  /** Starts draining; calling it again changes nothing. */
  start(): void;
}

export function createDrain(server: Server): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start() {
      if (draining) return;
      draining = true;
      // Ahead of Fastify's own listener, and only from now on: a running process pays nothing
      // per request for this. Node merges the header with those Fastify writes and ends the
      // connection once the answer is sent.
      server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
      // Requests already under way still answer keep-alive, and a closing server waits for every
      // connection to end: Fastify's 72 s idle time would hold the stop that long (past its
      // time-out). Idle after their answer, they now end within about a second (Node adds one).
      server.keepAliveTimeout = 1;
    },
  };
}

/** What a stop drives: the drain above, then closing the server and everything it holds. */
export interface ShutdownTarget {
  drain(): void;
  /** Fastify's close (no new connections, waits for the requests in flight), then Redis and the pools. */
  close(): Promise<void>;
}

type Exit = (code: number) => void;

/**
 * The stop of a server process, started by the first SIGTERM or SIGINT: drain for
 * `drainWaitMs` while the balancer notices, close, exit 0. Past `timeoutMs` (a request or a
 * connection that never ends) it exits 1 whatever is still running. A second signal joins
 * the stop under way instead of starting another (or killing the process mid-request).
 */
export function createShutdown(
  target: ShutdownTarget,
  settings: AppConfig['shutdown'],
  exit: Exit = (code) => process.exit(code),
) {
  let stopping: Promise<void> | undefined;
  return (signal: string): Promise<void> => {
    if (stopping) {
      notice(`${signal}: already stopping`, {}, 'warn');
      return stopping;
    }
    stopping = (async () => {
      notice(
        `${signal}: draining for ${settings.drainWaitMs} ms, then closing (at most ${settings.timeoutMs} ms in all)`,
      );
      // Not unref'd: a stop stuck on a promise nobody settles must still end, with code 1.
      const deadline = setTimeout(() => {
        notice(
          `Shutdown took over ${settings.timeoutMs} ms (COACH_SHUTDOWN_TIMEOUT_MS): exiting with requests or connections still open`,
          {},
          'error',
        );
        exit(1);
      }, settings.timeoutMs);
      try {
        target.drain();
        if (settings.drainWaitMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.drainWaitMs));
        await target.close();
        clearTimeout(deadline);
        exit(0);
      } catch (error) {
        clearTimeout(deadline);
        notice('Shutdown failed', { err: error }, 'error');
        exit(1);
      }
    })();
    return stopping;
  };
}

/** Runs `shutdown` on SIGTERM (orchestrators, systemd) and SIGINT (Ctrl-C). */
export function stopOnSignals(shutdown: (signal: string) => Promise<void>) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal));
}
