import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isStandbyFailure, standbyHandle } from './readHandle';
import type { ReplicaSet, Standby } from './replicaSet';
import type { Db } from '../db';

// The retry rule on its own; the real standby (stopped, lagging) is in test/replicas.
const failing = (error: unknown) =>
  ({ execute: () => Promise.reject(error), transaction: () => Promise.reject(error) }) as unknown as Db;
const answering = (rows: unknown[]) =>
  ({
    execute: () => Promise.resolve({ rows }),
    transaction: (work: (tx: unknown) => unknown) => Promise.resolve(work({})),
  }) as unknown as Db;

function setOf() {
  const failures: unknown[] = [];
  return { failures, set: { failed: (_: Standby, error: unknown) => failures.push(error) } as unknown as ReplicaSet };
}

const standbyOn = (db: Db) => ({ name: 's', db, reads: 0, retried: 0 }) as unknown as Standby;

describe('standbyHandle', () => {
  it('retries on the primary what failed for the standby’s sake', async () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }),
      }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ]) {
      const { set, failures } = setOf();
      const handle = standbyHandle(set, standbyOn(failing(error)), answering([{ n: 1 }]));
      expect(await handle.execute(sql`SELECT 1`)).toEqual({ rows: [{ n: 1 }] });
      expect(await handle.transaction(async () => 'from primary')).toBe('from primary');
      expect(failures).toHaveLength(2);
    }
  });

  it('passes a wrong query’s error on without a retry', async () => {
    const error = Object.assign(new Error('column "nope" does not exist'), { code: '42703' });
    const { set, failures } = setOf();
    const handle = standbyHandle(set, standbyOn(failing(error)), answering([]));
    await expect(handle.execute(sql`SELECT nope`)).rejects.toBe(error);
    expect(failures).toHaveLength(0);
    expect(isStandbyFailure(error)).toBe(false);
  });
});
