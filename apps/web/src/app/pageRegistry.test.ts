import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { hasOwnPage, pageFor } from './pageRegistry';
import { isBuilt, showsDefinedPage } from '../test/builtPages';
import { routeDefOf } from '../kit/resource/routeDefs';
import { AREAS } from '@coach/areas/index.ts';
import { resourceOfRoute } from '@coach/domain/resources/index.ts';
/** The areas' maps (areas/<area>/web/pages.ts), by area. */
const AREA_PAGES = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../../../areas/*/web/pages.ts', { eager: true, import: 'pages' }),
  ).map(([file, map]) => [file.split('/').at(-3)!, map]),
);
/** Pages of the shell itself (login, welcome, 404, the channel area's frame), not of an area. */
const shellPages = ROUTES.filter((r) => r.kind === 'fixed');

describe('the page of every route', () => {
  it("builds every page of routes.tsv but the shell's own", () => {
    for (const route of ROUTES.filter((r) => r.kind !== 'fixed')) {
      expect(isBuilt(route.path), route.path).toBe(true);
    }
    expect(shellPages.length).toBeLessThan(10);
  });

  it('opens a page of its own where an area gives one, else the one page of the definitions', () => {
    const own = new Set(Object.values(AREA_PAGES).flatMap((map) => Object.keys(map)));
    const defined = pageFor('/bi/enrollmentReport');
    for (const route of ROUTES) {
      expect(hasOwnPage(route.path), route.path).toBe(own.has(route.path));
      if (!own.has(route.path)) expect(pageFor(route.path), route.path).toBe(defined);
    }
    expect(pageFor('/marketings/classMgList')).not.toBe(defined);
  });

  it("gives an area's folder pages only for routes of its own definitions or its menu group's chunk", () => {
    const chunkOf = new Map(ROUTES.map((r) => [r.path, r.chunk]));
    for (const [name, map] of Object.entries(AREA_PAGES)) {
      const area = AREAS.find((a) => a.name === name)!;
      const own = new Set((area.resources ?? []).map((def) => def.name));
      const settingsRoutes = new Set((area.settings ?? []).map((settings) => settings.route));
      for (const path of Object.keys(map)) {
        const ofArea = own.has(resourceOfRoute(path)?.name ?? '') || settingsRoutes.has(path);
        expect(ofArea || chunkOf.get(path) === name, path).toBe(true);
      }
    }
  });

  it('shows every 数据统计 and BI page from a definition: reports, lists and the two tabbed reports', () => {
    for (const route of ROUTES.filter((r) => /^\/(statistics|bi)\//.test(r.path))) {
      expect(['list', 'report'], route.path).toContain(routeDefOf(route.path)?.kind);
      expect(showsDefinedPage(route.path), route.path).toBe(true);
    }
    const enrolment = routeDefOf('/bi/enrollmentReport');
    expect(enrolment?.kind === 'report' && enrolment.reports.map((r) => r.def.title)).toEqual([
      '招生',
      '分期招生',
      '退款',
    ]);
    const teachingReport = routeDefOf('/bi/teachingReport');
    expect(teachingReport?.kind === 'report' && teachingReport.reports.map((r) => r.def.title)).toEqual([
      '考试质量',
      '结业与学时',
      '教练教学',
    ]);
    expect(routeDefOf('/statistics/coachDistributionDetail')).toMatchObject({
      kind: 'list',
      def: { name: 'coachDistributionDetail' },
    });
    expect(routeDefOf('/homes/home/potentialCustomerDetail')).toMatchObject({
      kind: 'detail',
      def: { name: 'potentialCustomer' },
    });
  });
});
