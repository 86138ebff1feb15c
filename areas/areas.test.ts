import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from './index';

/** Every module of the areas' definitions, by path (`./<area>/domain/…`). */
const DEFINITION_MODULES = import.meta.glob<Record<string, unknown>>(['./*/domain/**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});

type Kind = 'resources' | 'reports' | 'settings';
/** What kind of definition a value is, by its shape, if it is one. */
function kindOf(value: unknown): Kind | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.name === 'string' && Array.isArray(v.fields) && typeof v.api === 'object') return 'resources';
  if (typeof v.name === 'string' && Array.isArray(v.measures) && Array.isArray(v.routes)) return 'reports';
  if (typeof v.key === 'string' && typeof v.route === 'string' && Array.isArray(v.fields)) return 'settings';
  return undefined;
}

const here = new URL('.', import.meta.url);

describe('the areas', () => {
  it('names every folder with an area.ts, each under its own name', () => {
    const folders = readdirSync(here, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/area.ts`, here)))
      .map((entry) => entry.name);
    expect(AREAS.map((area) => area.name).sort()).toEqual(folders.sort());
  });

  it('gives each area a server part and a web part where the server and web look for them', () => {
    for (const { name } of AREAS) {
      expect(existsSync(new URL(`${name}/server/index.ts`, here)), `${name}/server/index.ts`).toBe(true);
      expect(existsSync(new URL(`${name}/web/pages.ts`, here)), `${name}/web/pages.ts`).toBe(true);
    }
  });

  it('names in its area.ts every definition its domain declares, so none is declared and forgotten', () => {
    for (const [path, module] of Object.entries(DEFINITION_MODULES)) {
      const area = AREAS.find((a) => a.name === path.split('/')[1])!;
      for (const [exported, value] of Object.entries(module)) {
        const kind = kindOf(value);
        if (kind) expect(area[kind] as unknown[], `${path}: ${exported}`).toContain(value);
      }
    }
    // The shapes are recognised (the exam room declares resources and settings forms).
    const kinds = new Set(Object.values(DEFINITION_MODULES).flatMap((module) => Object.values(module).map(kindOf)));
    expect(kinds).toContain('resources');
    expect(kinds).toContain('settings');
  });
});
