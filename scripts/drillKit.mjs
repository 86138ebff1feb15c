// What the drills (restore-drill.mjs, failover-drill.mjs) share: where their folder goes, the
// stack of undo steps that leaves nothing behind, and Ctrl-C turned into an orderly stop.
import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * Where a drill's folder goes: COACH_DRILL_DIR, else /dev/shm when it has room, else the temp
 * folder. PostgreSQL, etcd and pgbackrest sync every file they write: on a busy disk the restore
 * of ~2 200 small files took 10 s of a 60 s drill against tmpfs's 0.5 s, and the figures printed
 * should be the drill's work (WAL replay, promotion, failover), not the disk's.
 */
export function drillBase() {
  if (process.env.COACH_DRILL_DIR) return process.env.COACH_DRILL_DIR;
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize > 512 * 2 ** 20) return '/dev/shm';
  } catch {
    // No /dev/shm: the temp folder.
  }
  return tmpdir();
}

/** Undo steps, run last-first by `cleanup` (each one's failure ignored, so the rest still run). */
export function undoSteps() {
  const steps = [];
  return {
    push: (step) => steps.push(step),
    async cleanup() {
      for (const step of steps.reverse())
        await Promise.resolve()
          .then(step)
          .catch(() => undefined);
      steps.length = 0;
    },
  };
}

/**
 * An abort signal raised by Ctrl-C or a kill (SIGINT, SIGTERM, SIGHUP): the drill stops at its
 * next step and its cleanup still runs; the process ends once it has.
 */
export function abortOnSignals(name) {
  const abort = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => {
      if (abort.signal.aborted) return;
      console.error(`${name}: ${signal}, cleaning up`);
      abort.abort();
    });
  return abort.signal;
}
