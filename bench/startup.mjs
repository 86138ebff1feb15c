// `npm start` readiness (issue 36.9), side by side in alternating rounds (medians): a first start
// on an empty data folder that copies the demo folder the build seeded (the default on the day of
// the build), a first start that seeds the demo itself (COACH_DEMO_TEMPLATE=off, every start
// before), and a restart on the existing folder: PGlite on its own thread (the default) and on the
// main thread (COACH_PGLITE_THREAD=off, every start before), and one without V8's compile cache
// (NODE_DISABLE_COMPILE_CACHE=1, every start before issue 53.4), alternating.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startConsole } from './lib.mjs';

export async function benchStartup(runs = 3) {
  const times = {
    fromDemoTemplate: [],
    seedingAtStart: [],
    restart: [],
    restartMainThread: [],
    restartNoCompileCache: [],
  };
  const restartPhases = {};
  const firstStart = async (kind, env) => {
    const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
    try {
      const first = await startConsole({ DATA_DIR: dir, ...env });
      times[kind].push(first.ms);
      await first.stop();
      if (kind !== 'fromDemoTemplate') return;
      // Which goes first alternates from one round to the next.
      const kinds = {
        restart: {},
        restartMainThread: { COACH_PGLITE_THREAD: 'off' },
        restartNoCompileCache: { NODE_DISABLE_COMPILE_CACHE: '1' },
      };
      const order = times.restart.length % 2 === 0 ? Object.keys(kinds) : Object.keys(kinds).reverse();
      for (const restartKind of order) {
        const threaded = restartKind === 'restart';
        const again = await startConsole({ DATA_DIR: dir, COACH_STARTUP_TRACE: '1', ...kinds[restartKind] });
        times[restartKind].push(again.ms);
        if (threaded) {
          // The server's lines are pino JSON; a phase's line names it and its ms.
          for (const line of again.output.split('\n').filter((l) => l.startsWith('{'))) {
            const { phase, ms } = JSON.parse(line);
            if (phase) (restartPhases[phase] ??= []).push(ms);
          }
        }
        await again.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  for (let i = 0; i < runs; i++) {
    // Alternating which goes first: a machine that grows busier favours neither.
    const order = i % 2 ? ['seedingAtStart', 'fromDemoTemplate'] : ['fromDemoTemplate', 'seedingAtStart'];
    for (const kind of order) await firstStart(kind, kind === 'seedingAtStart' ? { COACH_DEMO_TEMPLATE: 'off' } : {});
  }
  const emptyMs = median(times.fromDemoTemplate);
  const seedingMs = median(times.seedingAtStart);
  return {
    runs,
    emptyMs: Math.round(emptyMs),
    emptySeedingAtStartMs: Math.round(seedingMs),
    /** The first start's time as a share of seeding at the start (lower is better). */
    emptyRatio: +(emptyMs / seedingMs).toFixed(3),
    existingMs: Math.round(median(times.restart)),
    existingMainThreadMs: Math.round(median(times.restartMainThread)),
    /** A restart with PGlite on its own thread as a share of one with PGlite on the main thread. */
    existingRatio: +(median(times.restart) / median(times.restartMainThread)).toFixed(3),
    existingNoCompileCacheMs: Math.round(median(times.restartNoCompileCache)),
    /** A restart as a share of one compiling every module again (main.ts's enableCompileCache). */
    compileCacheRatio: +(median(times.restart) / median(times.restartNoCompileCache)).toFixed(3),
    /** When each phase of a (threaded) restart ended, ms since the process began (medians). */
    restartPhasesMs: Object.fromEntries(Object.entries(restartPhases).map(([phase, ms]) => [phase, median(ms)])),
    goal: 'empty <= 5000 ms, existing <= 1000 ms (this machine)',
  };
}
