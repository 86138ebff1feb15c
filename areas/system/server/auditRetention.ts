import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '@coach/server/platform/db.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { jobIdOf, type JobQueue, type QueueSpec } from '@coach/server/platform/queue/jobQueue.ts';
import type { KvStore } from '@coach/server/platform/kv/kvStore.ts';
import type { Database } from '@coach/server/platform/db.ts';
import { dropExpiredAuditMonths } from '@coach/server/db/auditRetention.ts';
import { log } from '@coach/server/platform/log.ts';

/** The daily clean-up: once a day across every process (the job's id is the day's). */
export const RETENTION_QUEUE: QueueSpec = {
  name: 'audit-retention',
  retryLimit: 2,
  retryDelay: 300,
  expireInSeconds: 900,
};

const HOUR_MS = 3600_000;

/** The Shanghai day a job is named for (`2026-12-03`). */
const dayOf = (ms: number) => new Date(ms + 8 * HOUR_MS).toISOString().slice(0, 10);

/**
 * Sends the clean-up of `key` (by default today's): every process asks every hour, and the
 * queue keeps one job per key, so it runs once a day whichever processes are up. Answers
 * whether this call made the job.
 */
export async function sendRetentionJob(queue: JobQueue, db: Db, key = dayOf(Date.now())): Promise<boolean> {
  const sent = await queue.send(db, RETENTION_QUEUE.name, jobIdOf(`audit-retention:${key}`), { key });
  if (sent) queue.wake(RETENTION_QUEUE.name);
  return sent;
}

/**
 * Removes the 在线用户 rows whose session the shared store no longer holds (expired after its 30
 * days, or ended some way that left its row), 500 keys a round trip. Answers how many went.
 */
export async function forgetEndedSessions(database: Database, kv: KvStore): Promise<number> {
  let after = '0';
  let forgotten = 0;
  for (;;) {
    // Tenant: every tenant's at once on purpose: a session the store no longer holds is over, whoever's.
    const rows = await database.rows<{ id: string; session_key: string }>(
      sql`SELECT id::text AS id, session_key FROM sys_user_online WHERE id > ${after} ORDER BY id LIMIT 500`,
    );
    if (rows.length === 0) return forgotten;
    after = rows[rows.length - 1].id;
    const held = await kv.getMany(rows.map((r) => r.session_key));
    const ended = rows.filter((_, i) => held[i] === undefined).map((r) => sql`${r.id}`);
    if (ended.length) {
      // Tenant: the ids just read above, each row's own session gone.
      await database.rows(sql`DELETE FROM sys_user_online WHERE id IN (${sql.join(ended, sql`, `)})`);
      forgotten += ended.length;
    }
  }
}

/**
 * Audit retention (issue 51.6): the operation log and the login log keep COACH_AUDIT_RETENTION_DAYS
 * days, whole months dropped (db/auditRetention.ts), and 在线用户 forgets the sessions the store
 * no longer holds. A job of the job queue (pg-boss), so one process does it.
 */
export function auditRetentionFeature(app: FastifyInstance, { config, database, kv, queue }: Services) {
  const db = database.db;
  queue.define(RETENTION_QUEUE);
  queue.work<{ key: string }>(RETENTION_QUEUE.name, { concurrency: 1, pollMs: 60_000 }, async (job) => {
    const results = await dropExpiredAuditMonths(database, config.auditRetentionDays);
    for (const { table, dropped, deleted } of results)
      if (dropped.length || deleted)
        log.info(`audit retention: ${table} dropped ${dropped.join(', ') || 'no month'}, ${deleted} old rows`);
    const forgotten = await forgetEndedSessions(database, kv);
    if (forgotten) log.info(`audit retention: ${forgotten} ended sessions left 在线用户`);
    await db.transaction((tx) => queue.complete(tx as unknown as Db, RETENTION_QUEUE.name, job.id));
  });
  const ask = () =>
    sendRetentionJob(queue, db).catch((error: Error) => log.warn(`audit retention not asked: ${error.message}`));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void ask();
    timer = setInterval(() => void ask(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
