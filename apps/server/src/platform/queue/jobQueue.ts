import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db, Database } from '../db';
import { rawSqlOver } from './rawSql';
import { log } from '../log';

/** A queue: how often and how late a failed job is tried again, and when a claimed one expires. */
export interface QueueSpec {
  name: string;
  retryLimit: number;
  /** Seconds before the first retry, doubled each time (backoff). */
  retryDelay: number;
  /** A job claimed this long ago and not completed (its process died) is tried again. */
  expireInSeconds: number;
}

/** A queue's jobs by state (系统监控). */
export interface QueueCounts {
  name: string;
  created: number;
  retry: number;
  active: number;
  completed: number;
  failed: number;
}

/** A job as the queue hands it to its worker. */
export interface QueuedJob<T> {
  id: string;
  data: T;
  /** Tries made before this one (0 on the first). */
  retryCount: number;
  retryLimit: number;
}

export interface WorkOptions {
  /** Jobs one process works on at once. */
  concurrency: number;
  /** How often an idle worker asks for work (a job sent by this process wakes it at once). */
  pollMs?: number;
}

/**
 * Work the server does later or again (the filing pushes) as jobs in the database, through
 * pg-boss: a maintained queue on PostgreSQL's `FOR UPDATE SKIP LOCKED` (claimed by one process
 * of many), with retries and backoff, and a job whose process died (claimed, never completed)
 * expires and is tried again by another. On PGlite the same queue lives in the embedded
 * database. A job is sent inside the write that asks for it (`send(…, tx)`), so it exists
 * exactly when that write committed; its id derives from what it does (`jobIdOf`), so the same
 * work asked twice (two processes sweeping at start) is one job.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly wakers = new Map<string, () => void>();
  private readonly loops = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly database: Database,
    options: { maintenanceIntervalSeconds?: number } = {},
  ) {
    this.boss = new PgBoss({
      db: database.raw,
      schema: 'pgboss',
      migrate: true,
      supervise: true,
      schedule: false,
      // Expired and failed jobs are found by the maintenance pass (default every 2 minutes).
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 120,
    });
    // The queue's own failures (a maintenance pass during a failover) are reported, never thrown.
    this.boss.on('error', (error) => log.warn(`job queue: ${error.message}`));
  }

  private readonly queues: QueueSpec[] = [];
  private readonly workers: (() => Promise<void>)[] = [];
  private started = false;

  /** A queue the server sends to, made at start when the database does not have it yet. */
  define(spec: QueueSpec) {
    this.queues.push(spec);
  }

  /**
   * Starts pg-boss (its schema made or brought up to date once), the queues and the workers.
   * `setUp` runs the installation-wide part (schema, queues) one process at a time: processes
   * starting together on an empty PostgreSQL each made the queues' tables at once and deadlocked
   * (CI, three processes). The workers start with startWorkers, in every process.
   */
  async start(setUp: <T>(work: () => Promise<T>) => Promise<T> = (work) => work()) {
    await setUp(async () => {
      await this.boss.start();
      this.started = true;
      for (const { name, ...options } of this.queues) {
        // Made once; a later start with other settings (COACH_FILING_EXPIRE_S) brings them up to
        // date. A restart with the same settings writes nothing (the UPDATE was ~0.1 s of it).
        const settings = { name, ...options, retryBackoff: true };
        const existing = (await this.boss.getQueue(name)) as Record<string, unknown> | null;
        if (!existing) await this.boss.createQueue(name, settings);
        else if (Object.entries(settings).some(([key, value]) => existing[key] !== value))
          await this.boss.updateQueue(name, settings);
      }
    });
  }

  /**
   * The workers' loops, once the server is ready (app.ts): their first fetches are the start's
   * slowest statements (~0.4 s on PGlite's one connection, whose other statements waited behind
   * them), and no job needs taking before the server answers.
   */
  startWorkers() {
    if (!this.started || this.stopping || this.loops.size) return;
    for (const run of this.workers) this.loops.add(run());
  }

  /** Sends a job in `tx` (it commits with the write), once per id: false when it already exists. */
  async send<T extends object>(tx: Db, name: string, id: string, data: T): Promise<boolean> {
    const sent = await this.boss.send(name, data, { id, db: rawSqlOver(tx) } as PgBoss.SendOptions);
    return sent !== null;
  }

  /** Tells this process's worker of `name` there is work, without waiting for its next poll. */
  wake(name: string) {
    this.wakers.get(name)?.();
  }

  /**
   * Works on the jobs of `name` until stop: `handle` does the job and completes it in its own
   * transaction (`complete`); a handler that throws fails the job, tried again with backoff
   * until its retry limit.
   */
  work<T>(name: string, options: WorkOptions, handle: (job: QueuedJob<T>) => Promise<void>) {
    const pollMs = options.pollMs ?? 1000;
    let wake: () => void = () => undefined;
    this.wakers.set(name, () => wake());
    this.workers.push(async () => {
      while (!this.stopping) {
        const jobs = (await this.boss.fetch(name, { batchSize: options.concurrency, includeMetadata: true })) as {
          id: string;
          data: T;
          retryCount: number;
          retryLimit: number;
        }[];
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handle(job);
            } catch (error) {
              log.warn(`job queue: ${name} ${job.id} failed (try ${job.retryCount + 1}): ${(error as Error)?.message}`);
              await this.boss
                .fail(name, job.id, { message: String((error as Error)?.message ?? error) })
                .catch((failed: Error) => log.warn(`job queue: ${name} ${job.id} not failed: ${failed.message}`));
            }
          }),
        );
        if (jobs.length || this.stopping) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = () => undefined;
      }
    });
  }

  /** Completes a job in `tx`: its result and the job's completion commit together. */
  async complete(tx: Db, name: string, id: string) {
    await this.boss.complete(name, id, {}, { db: rawSqlOver(tx) } as PgBoss.ConnectionOptions);
  }

  /** Jobs of `name` waiting, being worked on or waiting for a retry (every state before completed). */
  async pending(name: string): Promise<number> {
    return (await this.boss.getQueueSize(name, { before: 'completed' })) ?? 0;
  }

  /** Each queue's jobs by state (系统监控): waiting, due for a retry, in hand, done, failed for good. */
  async counts(): Promise<QueueCounts[]> {
    const { rows } = await this.database.raw.executeSql(
      `SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job GROUP BY name, state`,
    );
    const byName = new Map<string, QueueCounts>();
    for (const queue of this.queues)
      byName.set(queue.name, { name: queue.name, created: 0, retry: 0, active: 0, completed: 0, failed: 0 });
    for (const row of rows as { name: string; state: string; n: number }[]) {
      const entry = byName.get(row.name);
      if (entry && row.state in entry) (entry as unknown as Record<string, number>)[row.state] = Number(row.n);
    }
    return [...byName.values()];
  }

  /** Stops taking work and waits for the jobs in hand (their process still up to finish them). */
  async stop() {
    if (!this.started) return;
    this.stopping = true;
    for (const wake of this.wakers.values()) wake();
    await Promise.all(this.loops);
    await this.boss.stop({ graceful: false, close: false, wait: true });
  }
}

/** A job id (a UUID) that is the same for the same work: `filing:student:42:3`. */
export function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  // Laid out as a version-5-style UUID (name-based), so PostgreSQL's uuid type takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
