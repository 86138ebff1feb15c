import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS } from './index';

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
});
