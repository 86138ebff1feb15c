import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import type { FileStore } from '../platform/files/fileStore';
import { seedCourses } from './courses';
import { seedQuietLists, thirdUserPasswordHash } from './quietLists';
import { seedDemoImages } from './demoImages';
import { drawDemoLooks } from './demoPng';
import { serverAreas, type AreaSeed, type DemoUploadStep, type ServerAreaDef } from '../engine';

interface DemoTarget {
  database: Database;
  files: FileStore;
  tenantId: string;
  /** The files live in the database (FILE_STORE=db): pictures are written in bulk. */
  filesInDatabase: boolean;
}

/** While seeding: the pictures' looks being drawn meanwhile (see drawDemoLooks). */
type Seeding = DemoUploadStep;

/**
 * The demo records of each area, in the order they build on each other (students on schools,
 * orders on students, ...), the pictures of every image field last. Each seed runs once per
 * tenant: it leaves a tenant that has its rows alone.
 */
type DemoSeed = [string, (t: Seeding) => Promise<unknown>];
const DEMO_SEEDS: DemoSeed[] = [
  ['courses', (t) => seedCourses(t.database, t.tenantId)],
  ['quietLists', (t) => seedQuietLists(t.database, t.tenantId)],
  [
    'demoImages',
    async (t) => {
      await t.looks;
      return seedDemoImages(t.database, t.files, t.tenantId, t.filesInDatabase);
    },
  ],
];

/**
 * The steps above with the areas' own (areas/<area>/server) each placed right after the step it
 * builds on, first (in the areas' order) where it builds on none and others on it, or last.
 */
export function demoSeeds(areas: readonly ServerAreaDef[]): DemoSeed[] {
  const steps = [...DEMO_SEEDS];
  const stepOf = (seed: AreaSeed): DemoSeed => [
    seed.name,
    seed.uploads ? (t) => seed.uploads(t) : (t) => seed.run(t.database, t.tenantId),
  ];
  const seeds = areas.flatMap((area) => area.seeds ?? []);
  let firsts = 0;
  for (const seed of seeds.filter((one) => one.first)) {
    if (seed.after !== undefined) throw new Error(`demo seed ${seed.name}: first, or after ${seed.after}?`);
    steps.splice(firsts++, 0, stepOf(seed));
  }
  // A step may follow another area's step, whichever area comes first in the list: place in passes.
  let waiting = seeds.filter((one) => !one.first && one.after !== undefined);
  while (waiting.length > 0) {
    const placed = waiting.filter((seed) => {
      const after = steps.findIndex(([name]) => name === seed.after);
      if (after >= 0) steps.splice(after + 1, 0, stepOf(seed));
      return after >= 0;
    });
    if (placed.length === 0) throw new Error(`demo seed ${waiting[0].name}: no step ${waiting[0].after} to follow`);
    waiting = waiting.filter((seed) => !placed.includes(seed));
  }
  for (const seed of seeds.filter((one) => !one.first && one.after === undefined)) steps.push(stepOf(seed));
  return steps;
}

/** What a data set seeded by this code holds: another list (a new area's seed) runs the seeds again. */
const demoVersionOf = (steps: DemoSeed[]) => steps.map(([name]) => name).join(' ');

/**
 * Seeds the demo tenant's records. A restart finds the marker this leaves in sys_meta and
 * skips all of it with one query, where asking every seed (and every image column) whether
 * its rows exist took ~0.3 s. Without the marker (a first start, a data set of an older
 * version) every seed runs and skips what is there already.
 */
export async function seedDemo(target: DemoTarget): Promise<void> {
  const steps = demoSeeds(await serverAreas());
  const version = demoVersionOf(steps);
  const [marker] = await target.database.rows<{ value: string }>(
    sql`SELECT value FROM sys_meta WHERE key = ${markerKey(target.tenantId)}`,
  );
  if (marker?.value === version) return;
  // The looks of the pictures are drawn, and a password hashed, on the thread pool while the areas are seeded.
  void thirdUserPasswordHash();
  const looks = drawDemoLooks(320, 180);
  looks.catch(() => undefined); // awaited by the pictures' seed
  for (const [, seed] of steps) await seed({ ...target, looks });
  await target.database.rows(sql`INSERT INTO sys_meta (key, value) VALUES (${markerKey(target.tenantId)}, ${version})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

const markerKey = (tenantId: string) => `demo_seed:${tenantId}`;
