import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { resourceOfRoute } from '@coach/domain/resources/index.ts';
import { reportsOfRoute } from '@coach/domain/reports/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { hasOwnPage } from '@coach/web/app/pageRegistry.ts';
import { bi } from '../area';
import { pages } from './pages';

const areaRoutes = ROUTES.filter((r) => r.path.startsWith('/bi/'));

describe('BI报表 pages', () => {
  it('builds every page of the bi group of routes.tsv', () => {
    expect(areaRoutes).toHaveLength(6);
    for (const route of areaRoutes) expect(isBuilt(route.path), route.path).toBe(true);
  });

  it("opens each page, its definition's page, from one of the area's own definitions", () => {
    expect(Object.keys(pages)).toEqual([]);
    const own = new Set([...(bi.resources ?? []), ...(bi.reports ?? [])].map((def) => def.name));
    for (const { path } of areaRoutes) {
      expect(hasOwnPage(path), path).toBe(false);
      const names = [resourceOfRoute(path)?.name, ...reportsOfRoute(path).map((r) => r.def.name)].filter(
        (name): name is string => name !== undefined,
      );
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(own.has(name), `${path}: ${name}`).toBe(true);
    }
  });
});
