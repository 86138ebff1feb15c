import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ok } from '@coach/server/platform/envelope.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { engineContext } from '@coach/server/engine/index.ts';
import { ALIVE_SECONDS, PROCESS_STARTED_AT } from '@coach/server/platform/heartbeat/heartbeat.ts';
import { slowestCalls, type CallWindow } from '@coach/server/platform/heartbeat/callTimes.ts';
import { callTitles } from '@coach/server/platform/permission/resourceCatalog.ts';
import { MONITOR_CALL, type MonitorOverview } from '../domain/monitor';

/** How long a check takes, and whether it answered. */
async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; ms: number; error?: string }> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: String((error as Error)?.message ?? error),
    };
  }
}

/**
 * 系统监控's figures, read when the page asks (every few seconds while it is open): this process,
 * the database (and each standby with its lag), the shared store, the job queue's work by
 * state, and from the heartbeats every process alive with the slowest calls of their last hour
 * (this process beats first, so its own figures are of now). Nothing secret: no address carries
 * a password.
 */
export function monitorFeature(app: FastifyInstance, { config, database, kv, queue, heartbeat }: Services) {
  app.post(MONITOR_CALL, async (request) => {
    engineContext(request); // signed in, and granted the page (the gate checked the call)
    const memory = process.memoryUsage();
    const [db, store, queues] = await Promise.all([
      timed(() => database.rows(sql`SELECT 1`)),
      timed(async () => kv.ping?.()),
      queue.counts().catch(() => []),
    ]);
    const beats = await heartbeat
      .beat()
      .then(() =>
        database.rows<{
          id: string;
          pid: number;
          host: string;
          version: string;
          started_at: string;
          last_beat: string;
          calls: CallWindow[];
        }>(sql`SELECT id, pid, host, version, started_at, last_beat, calls FROM sys_process_beat
          WHERE last_beat >= extract(epoch from now())::bigint - ${ALIVE_SECONDS} ORDER BY started_at, id`),
      )
      .catch(() => []);
    const answer: MonitorOverview = {
      process: {
        pid: process.pid,
        node: process.version,
        startedAt: PROCESS_STARTED_AT,
        uptimeSeconds: Math.round(process.uptime()),
        rssMb: Math.round(memory.rss / 1048576),
        heapUsedMb: Math.round(memory.heapUsed / 1048576),
      },
      database: {
        kind: database.driver === 'pg' ? 'PostgreSQL' : 'PGlite（内置）',
        ...db,
        standbys: database.replicas?.figures().standbys.map(({ name, lagMs, up }) => ({ name, lagMs, up })) ?? [],
      },
      store: { kind: config.redisUrl || config.redisSentinels ? 'Redis' : '数据库（内置）', ...store },
      queues,
      processes: beats.map((b) => ({
        pid: Number(b.pid),
        host: b.host,
        version: b.version,
        startedAt: Number(b.started_at),
        lastBeat: Number(b.last_beat),
        current: b.id === heartbeat.id,
      })),
      slowCalls: slowestCalls(beats.flatMap((b) => b.calls)).map((c) => ({ ...c, name: callTitles().get(c.path) })),
    };
    return ok(answer);
  });
}
