import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { resourceOfRoute } from '@coach/domain/resources/index.ts';
import { reportsOfRoute } from '@coach/domain/reports/index.ts';
import { settingsOfRoute } from '@coach/domain/settings/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { timing } from '../area';
import { pages } from './pages';

const timingRoutes = ROUTES.filter((r) => r.path.startsWith('/timing/'));

describe('计时管理 pages', () => {
  it('builds every page of the timing group of routes.tsv', () => {
    // The spec's 144 and any the area declares itself.
    expect(timingRoutes).toHaveLength(144 + (timing.pages?.length ?? 0));
    for (const route of timingRoutes) expect(isBuilt(route.path), route.path).toBe(true);
  });

  it("opens each page from one of the area's own definitions", () => {
    const own = new Set([
      ...[...(timing.resources ?? []), ...(timing.reports ?? [])].map((def) => def.name),
      ...(timing.settings ?? []).map((settings) => settings.key),
    ]);
    for (const { path } of timingRoutes) {
      const names = [
        resourceOfRoute(path)?.name,
        ...reportsOfRoute(path).map((r) => r.def.name),
        settingsOfRoute(path)?.key,
      ].filter((name): name is string => name !== undefined);
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(own.has(name), `${path}: ${name}`).toBe(true);
    }
    // One definition serves the pages of every category or set, each with its fixed filters.
    expect(routeDefOf('/timing/studentTimingOpen/motor/stuTimingOpen')).toMatchObject({
      def: { name: 'studentTiming' },
    });
  });

  it('gives pages of its own only to routes of its chunk, and loads them', async () => {
    const chunkOf = new Map(timingRoutes.map((r) => [r.path, r.chunk]));
    for (const path of Object.keys(pages)) expect(chunkOf.get(path), path).toBe('timing');
    const area = await import('./area');
    expect(Object.keys(area).sort()).toEqual(['ChargePage', 'CostSettingPage']);
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});
