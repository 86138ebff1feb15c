import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoTemplateOfToday, shanghaiDay, startFromTemplate, writeTemplateManifest } from './dataTemplate';

const made: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'coach-template-test-'));
  made.push(dir);
  return dir;
};

/** A template as the build leaves it: a few files in folders, PG_VERSION, the manifest beside it. */
function template(): string {
  const dir = join(folder(), 'pgdata-template');
  mkdirSync(join(dir, 'base/5'), { recursive: true });
  mkdirSync(join(dir, 'pg_wal'));
  writeFileSync(join(dir, 'PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'base/5/1259'), 'catalog');
  writeFileSync(join(dir, 'base/5/PG_VERSION'), '17\n');
  writeFileSync(join(dir, 'pg_wal/000000010000000000000001'), 'wal');
  writeTemplateManifest(dir);
  return dir;
}

describe('a new data folder from the build template', () => {
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('copies the whole template into a folder that does not exist or is empty', async () => {
    const source = template();
    for (const target of [join(folder(), 'data'), folder()]) {
      expect(await startFromTemplate(target, source)).toBe(true);
      expect(readFileSync(join(target, 'base/5/1259'), 'utf8')).toBe('catalog');
      expect(readFileSync(join(target, 'pg_wal/000000010000000000000001'), 'utf8')).toBe('wal');
      expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
      expect(readdirSync(target).sort()).toEqual(['PG_VERSION', 'base', 'pg_wal']);
    }
  });

  it('leaves a database, someone else’s files and a missing or foreign template alone', async () => {
    const source = template();
    const database = folder();
    writeFileSync(join(database, 'PG_VERSION'), '17\n');
    expect(await startFromTemplate(database, source)).toBe(false);
    const other = folder();
    writeFileSync(join(other, 'notes.txt'), 'mine');
    expect(await startFromTemplate(other, source)).toBe(false);
    expect(readdirSync(other)).toEqual(['notes.txt']);
    expect(await startFromTemplate(join(folder(), 'data'), join(folder(), 'none'))).toBe(false);
    writeFileSync(`${source}.json`, JSON.stringify({ pglite: '0.0.1' }));
    expect(await startFromTemplate(join(folder(), 'data'), source)).toBe(false);
  });

  it('starts a copy cut short again', async () => {
    const source = template();
    const target = folder();
    writeFileSync(join(target, '.coach-copying'), '');
    mkdirSync(join(target, 'base'));
    writeFileSync(join(target, 'base/half'), 'x');
    expect(await startFromTemplate(target, source)).toBe(true);
    expect(readdirSync(target).sort()).toEqual(['PG_VERSION', 'base', 'pg_wal']);
    expect(existsSync(join(target, 'base/half'))).toBe(false);
  });

  it('takes the seeded demo folder only on the Shanghai day it was seeded', () => {
    const source = template();
    expect(demoTemplateOfToday(source)).toBe(false); // the base template: not seeded
    writeTemplateManifest(source, '2026-11-28');
    expect(demoTemplateOfToday(source, '2026-11-28')).toBe(true);
    expect(demoTemplateOfToday(source, '2026-11-29')).toBe(false);
    writeFileSync(`${source}.json`, JSON.stringify({ pglite: '0.0.1', seededOn: '2026-11-28' }));
    expect(demoTemplateOfToday(source, '2026-11-28')).toBe(false);
    expect(demoTemplateOfToday(join(folder(), 'none'), '2026-11-28')).toBe(false);
  });

  it('counts days in Shanghai time', () => {
    expect(shanghaiDay(Date.UTC(2026, 10, 27, 15, 59))).toBe('2026-11-27');
    expect(shanghaiDay(Date.UTC(2026, 10, 27, 16, 0))).toBe('2026-11-28');
  });
});
