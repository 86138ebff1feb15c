import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A new PGlite data folder starts as a copy of the folder `npm run build` prepared
 * (dist/db/pgdata-template: the cluster created, migrated and the permission catalogue synced)
 * instead of being made at the first start: PGlite's initdb writes ~2 000 files through its
 * WebAssembly file system (~3.5 s) and the migrations build 126 tables and 620 indexes (~2 s),
 * where a plain copy of the finished folder's ~1 500 files takes 0.2 to 1.5 s on a busy virtual
 * machine (creating the files is nearly all of it). Without a template (development from the
 * sources) or for another PGlite than the one that made it, PGlite creates the folder itself,
 * as before.
 */

/** Beside the migrations of the build (dist/db). */
export const templateFolderOf = (migrationsFolder: string) => join(dirname(migrationsFolder), 'pgdata-template');

/**
 * The same folder with the demo tenant's records seeded too (made by the build beside the
 * other): a first start with the demo copies it instead of seeding ~150 000 rows itself. The
 * demo's times are relative to when it was seeded (today's orders, this week's schedule), so
 * it is used only on the Shanghai day it was made; another day seeds at the start as before.
 */
export const demoTemplateFolderOf = (migrationsFolder: string) => join(dirname(migrationsFolder), 'pgdata-demo');

interface Manifest {
  /** The PGlite that made the folder: another one may not read it. */
  pglite: string;
  /** The demo template: the Shanghai day (YYYY-MM-DD) its records were seeded. */
  seededOn?: string;
}

/** The Shanghai calendar day of a moment, YYYY-MM-DD (the console's business days are Shanghai's). */
export const shanghaiDay = (at: number = Date.now()) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

const manifestOf = (templateDir: string) => `${templateDir}.json`;

/** Marks a copy under way, so one cut short is started again instead of being opened. */
const UNFINISHED = '.coach-copying';

export function installedPgliteVersion(): string {
  // The package exports no package.json; its wasm file sits in dist/ beside it.
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  return (JSON.parse(readFileSync(join(dirname(wasm), '../package.json'), 'utf8')) as { version: string }).version;
}

export function writeTemplateManifest(templateDir: string, seededOn?: string): void {
  const manifest: Manifest = { pglite: installedPgliteVersion(), ...(seededOn ? { seededOn } : {}) };
  writeFileSync(manifestOf(templateDir), JSON.stringify(manifest));
}

function readManifest(templateDir: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(manifestOf(templateDir), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Whether the demo template was seeded today by the installed PGlite (else the start seeds). */
export function demoTemplateOfToday(templateDir: string, today = shanghaiDay()): boolean {
  const manifest = readManifest(templateDir);
  return (
    !!manifest &&
    manifest.seededOn === today &&
    manifest.pglite === installedPgliteVersion() &&
    existsSync(join(templateDir, 'PG_VERSION'))
  );
}

/**
 * Copies the template into `dataDir` when that folder holds no database yet (absent, empty or
 * left by a copy cut short) and the template was made by the installed PGlite. PG_VERSION,
 * which makes PGlite take the folder as a database, is written last. Answers whether it copied.
 */
export async function startFromTemplate(dataDir: string, templateDir: string): Promise<boolean> {
  if (existsSync(join(dataDir, 'PG_VERSION')) || !existsSync(join(templateDir, 'PG_VERSION'))) return false;
  if (readManifest(templateDir)?.pglite !== installedPgliteVersion()) return false;
  if (existsSync(dataDir)) {
    const entries = readdirSync(dataDir);
    if (entries.length && !entries.includes(UNFINISHED)) return false; // someone else's files: leave them to PGlite
    for (const entry of entries) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, UNFINISHED), '');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(templateDir, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        mkdirSync(join(dataDir, path));
        walk(path);
      } else if (path !== 'PG_VERSION') files.push(path);
    }
  };
  walk('');
  // ~1 500 files, most of the time creating them: copied on the thread pool a few at a time,
  // so the server's modules load meanwhile (main.ts), where fs.cp would hold the main thread
  // or take longer.
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const path = files[next++];
      await copyFile(join(templateDir, path), join(dataDir, path));
    }
  };
  await Promise.all(Array.from({ length: 4 }, copier));
  await copyFile(join(templateDir, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
  rmSync(join(dataDir, UNFINISHED));
  return true;
}
