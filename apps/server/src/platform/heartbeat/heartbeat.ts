import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import rootPackage from '../../../../../package.json';
import type { Database } from '../db';
import type { CallTimes } from './callTimes';
import { log } from '../log';

/** How often a process writes its row; 系统监控 lists those written within ALIVE_SECONDS. */
export const BEAT_MS = 10_000;
export const ALIVE_SECONDS = 30;
/** When this process started (Unix seconds): the same in the heartbeat and 系统监控's 服务进程. */
export const PROCESS_STARTED_AT = Math.floor((Date.now() - process.uptime() * 1000) / 1000);
/** Rows of processes gone this long are removed by the next beat of any process. */
const FORGET_SECONDS = 24 * 3600;

export interface Heartbeat {
  /** The process's row id (`host:pid:started`). */
  id: string;
  /** Beats every BEAT_MS from now on (once the server is ready). */
  start(): Promise<void>;
  /** Writes the row now (系统监控 asks the process it reaches, so its own figures are fresh). */
  beat(): Promise<void>;
  /** Stops beating and removes the row (a stopped process is not alive). */
  stop(): Promise<void>;
}

/**
 * Every server process writes a row of its own to sys_process_beat every 10 s: who it is (pid,
 * host, start, version) and the slowest calls of its last hour (CallTimes). 系统监控 reads the
 * rows beaten within 30 s, so every process behind the balancer shows, whichever one answers the
 * page. The time is the database's, so processes on machines whose clocks differ agree. A beat
 * that fails is only a warning: the process shows as gone until the next one.
 */
export function createHeartbeat(database: Database, calls: CallTimes): Heartbeat {
  const startedAt = PROCESS_STARTED_AT;
  const host = hostname().slice(0, 100);
  const id = `${host}:${process.pid}:${startedAt}`;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const write = async () => {
    await database.rows(sql`INSERT INTO sys_process_beat (id, pid, host, version, started_at, last_beat, calls)
      VALUES (${id}, ${process.pid}, ${host}, ${String(rootPackage.version).slice(0, 40)}, ${startedAt},
        extract(epoch from now())::bigint, ${JSON.stringify(calls.window())}::jsonb)
      ON CONFLICT (id) DO UPDATE SET last_beat = excluded.last_beat, calls = excluded.calls`);
    await database.rows(
      sql`DELETE FROM sys_process_beat WHERE last_beat < extract(epoch from now())::bigint - ${FORGET_SECONDS}`,
    );
  };
  const beat = () =>
    (running = running
      .then(() => (stopped ? undefined : write()))
      .catch((error: Error) => log.warn(`heartbeat not written: ${error.message}`)));
  let timer: NodeJS.Timeout | undefined;
  return {
    id,
    beat,
    async start() {
      timer = setInterval(() => void beat(), BEAT_MS);
      timer.unref();
      await beat();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await database
        .rows(sql`DELETE FROM sys_process_beat WHERE id = ${id}`)
        .catch((error: Error) => log.warn(`heartbeat not removed: ${error.message}`));
    },
  };
}
