import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { isUnavailableError } from '../dbFaults';
import type { ReplicaSet, Standby } from './replicaSet';
import { formatLsn, type Lsn } from './lsn';

/** The connection a read got has not replayed the session's last write (yet): read on the primary. */
class BehindSession extends Error {}

/**
 * What makes a standby's read worth one retry on the primary: the standby is away (refused,
 * cut, shutting down, starting up) or cancelled the statement because replay needed what it
 * read (SQLSTATE 40001 "conflict with recovery", 40P01 for a lock conflict). A wrong query
 * fails the same on the primary and is not retried.
 */
export function isStandbyFailure(error: unknown): boolean {
  if (isUnavailableError(error)) return true;
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '40001' || e.code === '40P01') return true;
  }
  return false;
}

/**
 * A read-only handle on one standby, shaped like the primary's (the engine's reads run
 * `execute` and, for a report's local work_mem, `transaction`): a statement that fails there
 * for the standby's sake runs once more on the primary, so the user never sees it. Anything
 * else a caller reaches for (the query builder) is the primary's.
 */
export function standbyHandle(set: ReplicaSet, standby: Standby, primary: Db, needed?: Lsn): Db {
  const retried = <T>(onStandby: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T> => {
    standby.reads++;
    return onStandby().catch((error: unknown) => {
      if (error instanceof BehindSession) {
        set.primaryReads++;
        return onPrimary();
      }
      if (!isStandbyFailure(error)) throw error;
      set.failed(standby, error);
      return onPrimary();
    });
  };
  /**
   * A session that wrote lately needs what it wrote, checked on the very connection that reads:
   * behind a balancer (haproxy over Patroni's replicas, DATABASE_READ_URL) each connection may
   * reach another standby than the one the probe measured.
   */
  const onStandby = <T>(work: (tx: Db) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> =>
    standby.db.transaction(async (tx) => {
      if (needed !== undefined) {
        const result = (await tx.execute(
          sql`SELECT coalesce(pg_last_wal_replay_lsn() >= ${formatLsn(needed)}::pg_lsn, false) AS ok`,
        )) as unknown as { rows: { ok: boolean }[] };
        if (!result.rows[0]?.ok) throw new BehindSession();
      }
      return work(tx as unknown as Db);
    }, config);
  const own = {
    execute: (query: SQL) =>
      retried(
        () =>
          needed === undefined
            ? Promise.resolve(standby.db.execute(query))
            : onStandby((tx) => Promise.resolve(tx.execute(query))),
        () => Promise.resolve(primary.execute(query)),
      ),
    transaction: (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) =>
      retried(
        () => onStandby((tx) => work(tx as never), config),
        () => primary.transaction(work, config),
      ),
  };
  return new Proxy(own, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : Reflect.get(primary, key)),
  }) as unknown as Db;
}
