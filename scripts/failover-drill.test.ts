import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GOAL_RESUME_S, missingEngines } from './failover-drill.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// patroni, etcd, redis-sentinel, haproxy, the PostgreSQL binaries, and root or postgres.
const missing = missingEngines();

describe('the failover drill (scripts/failover-drill.mjs)', () => {
  it.skipIf(missing.length > 0)(
    'loses no acknowledged write nor session when the primary and the Redis master die',
    () => {
      const run = spawnSync(process.execPath, [join(root, 'scripts/failover-drill.mjs')], {
        cwd: root,
        encoding: 'utf8',
        timeout: 170_000,
      });
      const line = run.stdout.match(
        /^failover: writes resumed after ([\d.]+) s, acknowledged writes lost (\d+), duplicated (\d+), failed requests (\d+) \(all 503 系统繁忙\), sessions kept (\d+)\/(\d+)$/m,
      );
      expect(line, `${run.stdout}\n${run.stderr}`).not.toBeNull();
      const [, resumed, lost, duplicated, , kept, sessions] = line!;
      expect(Number(resumed)).toBeLessThanOrEqual(GOAL_RESUME_S);
      expect(Number(lost)).toBe(0);
      expect(Number(duplicated)).toBe(0);
      expect(Number(kept)).toBe(Number(sessions));
      // The sentinels named another master (the drill fails if not within 20 s) and the sessions,
      // on the replica before the kill, still work through it.
      const redis = run.stdout.match(/^redis: master moved after ([\d.]+) s, sessions kept (\d+)\/(\d+)$/m);
      expect(redis, `${run.stdout}\n${run.stderr}`).not.toBeNull();
      // The drill's figures in the CI log, as the issue asks of it.
      console.info(`${line![0]}\n${redis![0]}`);
      expect(Number(redis![1])).toBeGreaterThan(0);
      expect(Number(redis![1])).toBeLessThanOrEqual(20);
      expect(Number(redis![2])).toBe(Number(redis![3]));
      expect(run.status, run.stdout + run.stderr).toBe(0);
    },
    180_000,
  );
});
