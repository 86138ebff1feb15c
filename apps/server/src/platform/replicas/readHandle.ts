import type { SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { isUnavailableError } from '../dbFaults';
import type { ReplicaSet, Standby } from './replicaSet';

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
export function standbyHandle(set: ReplicaSet, standby: Standby, primary: Db): Db {
  const retried = <T>(onStandby: () => Promise<T>, onPrimary: () => Promise<T>): Promise<T> => {
    standby.reads++;
    return onStandby().catch((error: unknown) => {
      if (!isStandbyFailure(error)) throw error;
      set.failed(standby, error);
      return onPrimary();
    });
  };
  const own = {
    execute: (query: SQL) =>
      retried(
        () => Promise.resolve(standby.db.execute(query)),
        () => Promise.resolve(primary.execute(query)),
      ),
    transaction: (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) =>
      retried(
        () => standby.db.transaction(work, config),
        () => primary.transaction(work, config),
      ),
  };
  return new Proxy(own, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : Reflect.get(primary, key)),
  }) as unknown as Db;
}
