import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema';
import type { Db } from '../db';
import { parseLsn, type Lsn } from './lsn';
import { log } from '../log';
import { timeStatements } from '../slowStatements';

/** How often each process asks the primary where it writes and each standby what it replayed. */
const PROBE_EVERY_MS = 200;
/** A standby that failed is left alone this long, then probed again. */
const REST_AFTER_FAILURE_MS = 2000;
/** The primary positions kept to tell a standby's lag in time (more than any useful limit). */
const HISTORY_MS = 60_000;

export interface Standby {
  /** host:port/database, for messages and figures (no password). */
  name: string;
  pool: pg.Pool;
  db: Db;
  replayed?: Lsn;
  /** How long ago the primary was where this standby is now (0 when caught up). */
  lagMs: number;
  downUntil: number;
  /** Statements read here, and those retried on the primary after failing here. */
  reads: number;
  retried: number;
}

export interface ReplicaFigures {
  standbys: { name: string; lagMs: number; up: boolean; reads: number; retried: number }[];
  /** Read calls served by the primary: no standby caught up with the session, or none up. */
  primaryReads: number;
}

const nameOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

/**
 * The hot standbys of one primary (streaming replication) and what each has replayed. A
 * background probe keeps, per standby, its replay position and its lag in time; a read picks
 * a standby that is up, lags less than `maxLagMs` and has replayed what the session needs
 * (its last write), else the caller reads from the primary.
 */
export class ReplicaSet {
  readonly standbys: Standby[];
  private history: { at: number; lsn: Lsn }[] = [];
  private timer?: NodeJS.Timeout;
  private next = 0;
  private probing?: Promise<void>;
  primaryReads = 0;

  constructor(
    private readonly primary: pg.Pool,
    urls: readonly string[],
    private readonly maxLagMs: number,
    /** A statement slower than this (ms) is logged (COACH_SLOW_QUERY_MS); 0: not timed. */
    slowQueryMs = 0,
  ) {
    this.standbys = urls.map((url) => {
      // A standby that does not answer is given up on quickly: the read goes to the primary.
      const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 1000 });
      pool.on('error', (error) => log.warn(`PostgreSQL standby connection lost: ${error.message}`));
      pool.on('connect', (client) => {
        client.on('error', (error) => log.warn(`PostgreSQL standby connection lost: ${error.message}`));
        if (slowQueryMs) timeStatements(client, () => slowQueryMs);
      });
      if (slowQueryMs) timeStatements(pool, () => slowQueryMs);
      return {
        name: nameOf(url),
        pool,
        db: drizzle(pool, { schema }) as unknown as Db,
        lagMs: 0,
        downUntil: 0,
        reads: 0,
        retried: 0,
      };
    });
  }

  /** Starts probing; resolves after the first round, so the first reads know the standbys. */
  async start(): Promise<void> {
    await this.probe();
    this.timer = setInterval(() => void this.probe(), PROBE_EVERY_MS);
    this.timer.unref();
  }

  /** Where the primary writes now: a session that just wrote needs a standby at least here. */
  async primaryPosition(): Promise<string> {
    const { rows } = await this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
    return rows[0].lsn;
  }

  /**
   * A standby to read from for a session that needs `needed` replayed (its last write), or
   * undefined: the read goes to the primary. A standby behind the session is asked once more
   * (it may have caught up since the last probe) before giving up on it.
   */
  async pick(needed?: Lsn): Promise<Standby | undefined> {
    const now = Date.now();
    const usable = this.standbys.filter(
      (s) => s.downUntil <= now && s.replayed !== undefined && s.lagMs <= this.maxLagMs,
    );
    let ready = needed === undefined ? usable : usable.filter((s) => s.replayed! >= needed);
    if (!ready.length && needed !== undefined && usable.length) {
      await Promise.all(usable.map((s) => this.probeStandby(s)));
      ready = usable.filter((s) => s.downUntil <= Date.now() && s.replayed !== undefined && s.replayed >= needed);
    }
    if (!ready.length) {
      this.primaryReads++;
      return undefined;
    }
    return ready[this.next++ % ready.length];
  }

  /** A read failed on this standby (down, or cancelled by recovery): rest it, the read retries on the primary. */
  failed(standby: Standby, error: unknown): void {
    standby.retried++;
    standby.downUntil = Date.now() + REST_AFTER_FAILURE_MS;
    log.warn(
      `PostgreSQL standby ${standby.name} failed a read, retried on the primary: ${(error as Error)?.message ?? error}`,
    );
  }

  figures(): ReplicaFigures {
    const now = Date.now();
    return {
      standbys: this.standbys.map((s) => ({
        name: s.name,
        lagMs: s.lagMs,
        up: s.downUntil <= now && s.replayed !== undefined,
        reads: s.reads,
        retried: s.retried,
      })),
      primaryReads: this.primaryReads,
    };
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.probing?.catch(() => undefined);
    await Promise.all(this.standbys.map((s) => s.pool.end().catch(() => undefined)));
  }

  private probe(): Promise<void> {
    // One round at a time: a slow standby must not pile rounds up.
    this.probing ??= this.probeRound().finally(() => (this.probing = undefined));
    return this.probing;
  }

  private async probeRound(): Promise<void> {
    try {
      const position = parseLsn(await this.primaryPosition());
      const now = Date.now();
      if (position !== undefined && (!this.history.length || this.history[this.history.length - 1].lsn !== position))
        this.history.push({ at: now, lsn: position });
      while (this.history.length > 1 && this.history[0].at < now - HISTORY_MS) this.history.shift();
    } catch {
      // The primary is away: the standbys are still probed, the writes fail on their own.
    }
    await Promise.all(this.standbys.map((s) => this.probeStandby(s)));
  }

  private async probeStandby(standby: Standby): Promise<void> {
    try {
      const { rows } = await standby.pool.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn');
      const replayed = parseLsn(rows[0]?.lsn);
      if (replayed === undefined) {
        // Not in recovery: a primary named as a standby would take reads without replaying anything.
        if (standby.replayed !== undefined || standby.downUntil === 0)
          log.warn(`PostgreSQL ${standby.name} is no standby (not in recovery): not read from`);
        standby.replayed = undefined;
        standby.downUntil = Date.now() + REST_AFTER_FAILURE_MS;
        return;
      }
      standby.replayed = replayed;
      standby.lagMs = this.lagOf(replayed);
      standby.downUntil = 0;
    } catch {
      standby.downUntil = Date.now() + REST_AFTER_FAILURE_MS;
    }
  }

  /** The age of the oldest primary position the standby has not replayed yet. */
  private lagOf(replayed: Lsn): number {
    const behind = this.history.find((h) => h.lsn > replayed);
    return behind ? Date.now() - behind.at : 0;
  }
}
