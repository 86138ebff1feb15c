import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { pages } from './pages';

const homesRoutes = ROUTES.filter((r) => r.path.startsWith('/homes/'));

describe('首页 pages', () => {
  it('builds every page of the homes group of routes.tsv', () => {
    expect(homesRoutes).toHaveLength(5);
    for (const route of homesRoutes) expect(isBuilt(route.path), route.path).toBe(true);
  });

  it("gives 首页 and 工作台 pages of their own, 潜在客户 its definition's list and detail", () => {
    const chunkOf = new Map(homesRoutes.map((r) => [r.path, r.chunk]));
    expect(Object.keys(pages).sort()).toEqual(['/homes/home/index', '/homes/home/work']);
    for (const path of Object.keys(pages)) expect(chunkOf.get(path), path).toBe('homes');
    expect(routeDefOf('/homes/home/potentialCustomer')).toMatchObject({
      kind: 'list',
      def: { name: 'potentialCustomer' },
    });
    expect(routeDefOf('/homes/home/potentialCustomerDetail')).toMatchObject({ def: { name: 'potentialCustomer' } });
  });

  it('loads every page the map names', async () => {
    const area = await import('./area');
    expect(Object.keys(area).sort()).toEqual(['HomeIndex', 'WorkbenchPage']);
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});
