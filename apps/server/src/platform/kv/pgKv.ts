import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import type { KvStore } from './kvStore';

const now = sql`extract(epoch from now())::bigint`;

/** KvStore on the sys_kv table; expired rows are ignored by reads and swept periodically. */
export function createPgKv(database: Database): KvStore {
  const { rows } = database;
  let sweeps = 0;
  const maybeSweep = async () => {
    // Sweep expired rows now and then instead of on a timer, so idle processes do nothing.
    if (++sweeps % 500 === 0) await rows(sql`DELETE FROM sys_kv WHERE expires_at <= ${now}`);
  };
  return {
    async get<T>(key: string) {
      const found = await rows<{ value: T }>(sql`SELECT value FROM sys_kv WHERE key = ${key} AND expires_at > ${now}`);
      return found[0]?.value;
    },
    async getMany<T>(keys: string[]) {
      if (keys.length === 0) return [];
      const list = sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      );
      const found = await rows<{ key: string; value: T }>(
        sql`SELECT key, value FROM sys_kv WHERE key IN (${list}) AND expires_at > ${now}`,
      );
      const byKey = new Map(found.map((r) => [r.key, r.value]));
      return keys.map((k) => byKey.get(k));
    },
    async set(key, value, ttlSeconds) {
      await maybeSweep();
      await rows(sql`
        INSERT INTO sys_kv (key, value, expires_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, ${now} + ${ttlSeconds})
        ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`);
    },
    async del(key) {
      await rows(sql`DELETE FROM sys_kv WHERE key = ${key}`);
    },
    async take<T>(key: string) {
      const found = await rows<{ value: T; live: boolean }>(
        sql`DELETE FROM sys_kv WHERE key = ${key} RETURNING value, expires_at > ${now} AS live`,
      );
      return found[0]?.live ? found[0].value : undefined;
    },
    async incr(key, ttlSeconds) {
      // One statement: a fresh or expired counter restarts at 1 with a new window.
      const found = await rows<{ value: number }>(sql`
        INSERT INTO sys_kv (key, value, expires_at) VALUES (${key}, '1'::jsonb, ${now} + ${ttlSeconds})
        ON CONFLICT (key) DO UPDATE SET
          value = CASE WHEN sys_kv.expires_at <= ${now} THEN '1'::jsonb ELSE to_jsonb((sys_kv.value)::int + 1) END,
          expires_at = CASE WHEN sys_kv.expires_at <= ${now} THEN ${now} + ${ttlSeconds} ELSE sys_kv.expires_at END
        RETURNING (value)::int AS value`);
      return Number(found[0].value);
    },
    async ttl(key) {
      const found = await rows<{ left: string }>(
        sql`SELECT expires_at - ${now} AS left FROM sys_kv WHERE key = ${key} AND expires_at > ${now}`,
      );
      return found[0] ? Number(found[0].left) : 0;
    },
    async close() {},
  };
}
