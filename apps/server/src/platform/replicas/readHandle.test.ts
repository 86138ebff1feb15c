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

  it('reads on the primary when the connection that reads has not replayed the session’s write', async () => {
    // Behind haproxy each connection may reach another standby: the check runs on the reading one.
    const seen: string[] = [];
    const standbyAt = (ok: boolean) =>
      ({
        execute: () => Promise.reject(new Error('a session that wrote reads in a checked transaction')),
        transaction: (work: (tx: unknown) => unknown) =>
          Promise.resolve(
            work({
              execute: (query: { queryChunks: unknown[] }) => {
                const text = JSON.stringify(query.queryChunks);
                seen.push(text);
                return Promise.resolve(
                  text.includes('pg_last_wal_replay_lsn') ? { rows: [{ ok }] } : { rows: ['standby'] },
                );
              },
            }),
          ),
      }) as unknown as Db;
    const primaryReads = { failed: () => undefined, primaryReads: 0 } as unknown as ReplicaSet;
    const behind = standbyHandle(primaryReads, standbyOn(standbyAt(false)), answering(['primary']), 0x16b374d848n);
    expect(await behind.execute(sql`SELECT 1`)).toEqual({ rows: ['primary'] });
    expect(primaryReads.primaryReads).toBe(1);
    expect(seen[0]).toContain('16/B374D848');
    const caughtUp = standbyHandle(primaryReads, standbyOn(standbyAt(true)), answering(['primary']), 0x16b374d848n);
    expect(await caughtUp.execute(sql`SELECT 1`)).toEqual({ rows: ['standby'] });
    expect(primaryReads.primaryReads).toBe(1);
  });
});
