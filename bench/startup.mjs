// `npm start` readiness: on an empty data folder (create, migrate, seed) and on an existing one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startConsole } from './lib.mjs';

export async function benchStartup(runs = 3) {
  const empty = [];
  const existing = [];
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'coach-bench-'));
    const first = await startConsole({ DATA_DIR: dir });
    empty.push(first.ms);
    await first.stop();
    const second = await startConsole({ DATA_DIR: dir });
    existing.push(second.ms);
    await second.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { emptyMs: median(empty), existingMs: median(existing), runs };
}
