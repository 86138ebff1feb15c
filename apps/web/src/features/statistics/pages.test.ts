import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt, pageFor, UnderConstructionPage } from '../../app/pageRegistry';
import { routeDefOf } from '../../kit/resource/routeDefs';
import { GENERIC_ROUTES as STATISTICS_ROUTES } from './pages';
import { GENERIC_ROUTES as BI_ROUTES } from '../bi/pages';

const areaRoutes = ROUTES.filter((r) => /^\/(homes|statistics|bi)\//.test(r.path));

describe('首页, 数据统计 and BI报表 pages', () => {
  it('builds every page of the three areas of routes.tsv', () => {
    expect(areaRoutes).toHaveLength(25);
    for (const route of areaRoutes) {
      expect(isBuilt(route.path), route.path).toBe(true);
      expect(pageFor(route.path), route.path).not.toBe(UnderConstructionPage);
    }
  });

  it('shows every 数据统计 and BI page from a definition: reports, lists and the two tabbed reports', () => {
    for (const path of [...STATISTICS_ROUTES, ...BI_ROUTES]) expect(['list', 'report'], path).toContain(routeDefOf(path)?.kind);
    const enrolment = routeDefOf('/bi/enrollmentReport');
    expect(enrolment?.kind === 'report' && enrolment.reports.map((r) => r.def.title)).toEqual(['招生', '分期招生', '退款']);
    const teaching = routeDefOf('/bi/teachingReport');
    expect(teaching?.kind === 'report' && teaching.reports.map((r) => r.def.title)).toEqual(['考试质量', '结业与学时', '教练教学']);
    expect(routeDefOf('/statistics/coachDistributionDetail')).toMatchObject({ kind: 'list', def: { name: 'coachDistributionDetail' } });
    expect(routeDefOf('/homes/home/potentialCustomerDetail')).toMatchObject({ kind: 'detail', def: { name: 'potentialCustomer' } });
  });
});
