// A failover drill, on loopback only and in a folder of its own that goes when it ends
// (success, failure or Ctrl-C): etcd, three Patroni members with synchronous replication,
// haproxy in front (writes to /primary, reads to /replica), Redis master + replica + three
// sentinels, and two console processes under a steady load of creates through the API. It kills
// the leader (Patroni and its postmaster, kill -9: the machine is gone), then the Redis master
// (its sessions on the replica first), waits for the sentinels to name another, and counts what
// the clients were told against what the new leader and the new master hold. See docs/operations.md.
//
//   npm run failover-drill   # failover: writes resumed after S s, acknowledged writes lost 0, ...
//                            # redis: master moved after M s, sessions kept K/K
//
// Needs (Debian packages, as they are): patroni etcd-server redis-sentinel haproxy, the
// PostgreSQL server binaries, and root or the postgres user (the clusters' files are postgres's).
import { abortOnSignals, drillBase, undoSteps } from './drillKit.mjs';
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binOf, postgresOwner, query } from './pgStandby.mjs';
import { freePort, startConsoleProcess } from './scale-out.mjs';
import {
  leaderOf,
  postgresProcesses,
  postmasterPid,
  startEtcd,
  startPatroni,
  startPgHaproxy,
} from './failover/cluster.mjs';
import { ownWriteSeen, sessionWorks, signIn, startLoad } from './failover/load.mjs';
import { SENTINEL_NAME, sessionRedisKey, startRedis } from './failover/redis.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const GOAL_RESUME_S = 30;
// Sentinel's down-after is 2 s: a master not replaced within 20 s is a failed drill.
const REDIS_MOVE_WAIT_MS = 20_000;
const INSTALL = 'apt-get install -y patroni etcd-server redis-sentinel haproxy';

/** What the drill needs and does not find: [] when it can run. */
export function missingEngines() {
  const missing = ['patroni', 'etcd', 'redis-server', 'redis-sentinel', 'redis-cli', 'haproxy'].filter(
    (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
  );
  try {
    binOf();
  } catch {
    missing.push('the PostgreSQL server binaries (apt-get install postgresql)');
  }
  if (!['root', 'postgres'].includes(userInfo().username)) missing.push('root or the postgres user');
  return missing;
}

/**
 * Runs the drill; resolves with the figures (see failover-drill.d.mts). Never leaves a process
 * or a folder behind; once `signal` aborts it stops at the next step and cleans up.
 */
export async function runDrill({ log = () => undefined, signal } = {}) {
  const live = () => {
    if (signal?.aborted) throw new Error('interrupted');
  };
  const missing = missingEngines();
  if (missing.length) throw new Error(`missing ${missing.join(', ')} (${INSTALL})`);
  const steps = undoSteps();
  const { cleanup } = steps;
  const started = performance.now();
  const dir = mkdtempSync(join(drillBase(), 'coach-failover-drill-'));
  steps.push(() => rmSync(dir, { recursive: true, force: true }));
  try {
    const owner = postgresOwner();
    if (owner) chownSync(dir, ...owner);
    const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the console could not be built');

    const etcd = await startEtcd(dir);
    steps.push(etcd.stop);
    live();
    const pg = await startPatroni({ dir, etcdPort: etcd.port, live });
    steps.push(pg.stop);
    const front = await startPgHaproxy({ dir, members: pg.members });
    steps.push(front.stop);
    const redis = await startRedis({ dir });
    steps.push(redis.stop);
    live();
    log(`cluster up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const env = {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${front.writePort}/postgres`,
      DATABASE_READ_URL: `postgres://postgres@127.0.0.1:${front.readPort}/postgres`,
      REDIS_SENTINELS: redis.sentinels,
      REDIS_SENTINEL_NAME: SENTINEL_NAME,
      // Named, so that the drill finds the sessions' keys on the replica and the new master.
      COACH_REDIS_PREFIX: 'coachdrill:',
      COACH_CAPTCHA: 'off',
      COACH_SEED_DEMO: 'off',
      COACH_DRAIN_WAIT_MS: '0',
    };
    // One after the other: the first one migrates, the second finds it done.
    const consoles = [];
    for (let i = 0; i < 2; i++) {
      const proc = await startConsoleProcess({ ...env, PORT: String(await freePort()) });
      steps.push(() => (proc.child.exitCode === null && proc.child.signalCode === null ? proc.kill() : undefined));
      consoles.push({ proc, base: `http://127.0.0.1:${proc.port}` });
      live();
    }
    // Two sessions on each console, one writer each.
    const writers = [];
    for (const { base } of consoles) for (let i = 0; i < 2; i++) writers.push({ base, token: await signIn(base) });
    log(`consoles on ${consoles.map((c) => c.proc.port).join(', ')}, ${writers.length} sessions`);

    const prefix = `fo${process.pid}${Date.now().toString(36)}`;
    const load = startLoad({ writers, prefix });
    steps.push(() => load.stop());
    const waitResumed = async (t, what) => {
      for (;;) {
        live();
        const ack = load.firstAckAfter(t);
        if (ack) return ack;
        if (performance.now() - t > 60_000) throw new Error(`writes did not resume within 60 s of ${what}`);
        await sleep(50);
      }
    };
    const run = async (ms) => {
      for (const end = performance.now() + ms; performance.now() < end; await sleep(100)) live();
    };
    await run(3000);

    // The leader's machine dies: Patroni first (else it restarts its postgres at once), then the postmaster.
    const leader = await leaderOf(pg.members);
    if (!leader) throw new Error('no leader before the kill');
    const pid = postmasterPid(leader);
    const victims = postgresProcesses(pid);
    const pgKilledAt = performance.now();
    leader.child.kill('SIGKILL');
    for (const victim of victims) {
      try {
        process.kill(victim, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    log(
      `killed ${leader.name} (Patroni, postmaster ${pid} and its ${victims.length - 1} processes) after ${load.acknowledged.length} writes`,
    );
    const pgResumed = await waitResumed(pgKilledAt, 'the primary kill');
    const newLeader = await leaderOf(pg.members);
    log(`writes resumed ${((pgResumed.at - pgKilledAt) / 1000).toFixed(1)} s after, leader now ${newLeader?.name}`);
    await run(2000);

    // The sessions must be on the replica before its master goes, else "kept" proves nothing.
    const sessionKeys = writers.map((w) => sessionRedisKey(env.COACH_REDIS_PREFIX, w.token));
    for (let i = 0; !(await redis.replicated(sessionKeys)); i++) {
      if (i === 50) throw new Error('the sessions did not reach the Redis replica within 5 s');
      await sleep(100);
    }
    const redisKilledAt = performance.now();
    redis.master.kill('SIGKILL');
    log(`killed the Redis master (${redis.masterPort}), the ${sessionKeys.length} sessions on the replica`);
    // The load goes on; a probe signs in on one console and writes on the other with it (no
    // copy there: the session is read from Redis) until both ways work, and the sentinels must
    // name another master.
    const probing = load.sessionProbe(
      consoles.map((c) => c.base),
      { until: redisKilledAt + REDIS_MOVE_WAIT_MS, signal },
    );
    let moved;
    for (;;) {
      live();
      const named = await redis.namedMasters();
      const port = named.find((p) => p !== redis.masterPort && named.filter((q) => q === p).length >= 2);
      if (port) {
        moved = { port, at: performance.now() };
        break;
      }
      if (performance.now() - redisKilledAt > REDIS_MOVE_WAIT_MS)
        throw new Error(`the sentinels still named ${named.join(', ')} ${REDIS_MOVE_WAIT_MS / 1000} s after the kill`);
      await sleep(100);
    }
    log(`sentinels name ${moved.port} ${((moved.at - redisKilledAt) / 1000).toFixed(1)} s after the kill`);
    const redisResumed = await probing;
    live();
    if (!redisResumed)
      throw new Error(`writes needing a session did not work ${REDIS_MOVE_WAIT_MS / 1000} s after the Redis kill`);
    // Through the new master: the sessions of the writers (from the replica) and the probe's are there.
    const onNewMaster = await redis.holds(moved.port, sessionKeys);
    if (onNewMaster !== sessionKeys.length)
      throw new Error(`the new Redis master holds ${onNewMaster}/${sessionKeys.length} of the sessions`);
    log(`writes needing a session work ${((redisResumed.at - redisKilledAt) / 1000).toFixed(1)} s after the kill`);
    await run(2000);
    await load.stop();
    live();

    // What the new leader holds (through haproxy's write port, as the consoles write).
    const rows = await query(
      env.DATABASE_URL,
      'SELECT word, count(*)::int AS n FROM sys_sensitive_word WHERE starts_with(word, $1) GROUP BY word',
      [prefix],
    );
    const held = new Map(rows.map((r) => [r.word, r.n]));
    const lost = load.acknowledged.filter((a) => !held.has(a.word)).map((a) => a.word);
    const ids = load.acknowledged.map((a) => JSON.stringify(a.result?.id ?? a.result));
    const duplicated = rows.filter((r) => r.n > 1).length + (ids.length - new Set(ids).size);
    // Failed requests: each must be a 503 系统繁忙, sent before writes resumed after a kill.
    const gaps = [
      [pgKilledAt, pgResumed.at],
      [redisKilledAt, redisResumed.at],
    ];
    const busy = (f) => f.http === 503 && String(f.message).includes('系统繁忙');
    const inGap = (f) => gaps.some(([from, to]) => f.at >= from && f.sent <= to);
    const otherAnswers = load.failed.filter((f) => !busy(f) || !inGap(f));

    let kept = 0;
    for (const { token } of writers)
      if ((await Promise.all(consoles.map((c) => sessionWorks(c.base, token)))).every(Boolean)) kept++;
    let ownWrites = true;
    for (const [i, { base }] of consoles.entries())
      ownWrites &&= await ownWriteSeen(base, writers[i * 2].token, `${prefix}own${i}`);

    return {
      // The printed "writes resumed after" is PostgreSQL's gap; Redis's has its own line.
      resumedAfter: (pgResumed.at - pgKilledAt) / 1000,
      redisMovedAfter: (moved.at - redisKilledAt) / 1000,
      redisResumedAfter: (redisResumed.at - redisKilledAt) / 1000,
      acknowledged: load.acknowledged.length,
      lost,
      duplicated,
      failed: load.failed.length,
      failedInGap: gaps.map(([from, to]) => load.failed.filter((f) => f.at >= from && f.sent <= to).length),
      otherAnswers: otherAnswers.map((f) => ({ http: f.http, code: f.code, message: f.message })),
      sessions: writers.length,
      sessionsKept: kept,
      ownWrites,
      took: (performance.now() - started) / 1000,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    const { readdirSync, readFileSync } = await import('node:fs');
    const logs = readdirSync(dir)
      .filter((f) => f.endsWith('.log'))
      .map((f) => `${f}: ${readFileSync(join(dir, f), 'utf8').slice(-1500)}`)
      .join('\n---\n');
    throw new Error(`${error.message}${process.env.COACH_DRILL_VERBOSE && logs ? `\n${logs}` : ''}`);
  } finally {
    await cleanup();
  }
}

/** The lines the drill prints (PostgreSQL's gap, then Redis's move), and whether the goals hold. */
export function verdict(r) {
  const failedText =
    r.otherAnswers.length === 0
      ? `${r.failed} (all 503 系统繁忙)`
      : `${r.failed} (${r.otherAnswers.length} not a 503 系统繁忙 within a gap)`;
  const line = `failover: writes resumed after ${r.resumedAfter.toFixed(1)} s, acknowledged writes lost ${r.lost.length}, duplicated ${r.duplicated}, failed requests ${failedText}, sessions kept ${r.sessionsKept}/${r.sessions}`;
  const redisLine = `redis: master moved after ${r.redisMovedAfter.toFixed(1)} s, sessions kept ${r.sessionsKept}/${r.sessions}`;
  const ok =
    r.resumedAfter <= GOAL_RESUME_S &&
    r.redisResumedAfter <= GOAL_RESUME_S &&
    r.lost.length === 0 &&
    r.duplicated === 0 &&
    r.otherAnswers.length === 0 &&
    r.sessionsKept === r.sessions &&
    r.ownWrites;
  return { line, redisLine, ok };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C or a kill: runDrill's finally still stops everything and removes the folder.
  const signal = abortOnSignals('failover drill');
  const missing = missingEngines();
  if (missing.length) {
    console.error(`failover drill: missing ${missing.join(', ')} (${INSTALL})`);
    process.exit(2);
  }
  const verbose = Boolean(process.env.COACH_DRILL_VERBOSE);
  try {
    const result = await runDrill({ log: verbose ? (line) => console.error(line) : undefined, signal });
    const { line, redisLine, ok } = verdict(result);
    console.log(line);
    console.log(redisLine);
    if (verbose)
      console.error(
        `redis: writes needing a session resumed after ${result.redisResumedAfter.toFixed(1)} s; failed requests ${result.failedInGap.join(' (PostgreSQL) + ')} (Redis); took ${result.took.toFixed(1)} s`,
      );
    if (!ok) {
      if (result.lost.length) console.error(`  lost: ${result.lost.join(', ')}`);
      for (const f of result.otherAnswers.slice(0, 10))
        console.error(`  answered ${f.http} ${f.code ?? ''} ${f.message}`);
      if (!result.ownWrites) console.error('  a write was not seen by its own user right after');
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`failover drill failed: ${error.message}`);
    process.exitCode = 1;
  }
}
