import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { resourceOfRoute } from '@coach/domain/resources/index.ts';
import { reportsOfRoute } from '@coach/domain/reports/index.ts';
import { settingsOfRoute } from '@coach/domain/settings/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { teaching } from '../area';
import { pages } from './pages';

const teachingRoutes = ROUTES.filter((r) => r.path.startsWith('/teaching/'));
// 陪驾教练管理 is the accompany orders' coach list, declared with those orders (resources/orders/accompany.ts).
const OTHERS = new Map([['/teaching/driveCoachMg', 'accompanyCoach']]);

describe('教学管理 pages', () => {
  it('builds every page of the teaching group of routes.tsv', () => {
    expect(teachingRoutes).toHaveLength(34);
    for (const route of teachingRoutes) expect(isBuilt(route.path), route.path).toBe(true);
  });

  it("opens each page from one of the area's own definitions", () => {
    const own = new Set([
      ...[...(teaching.resources ?? []), ...(teaching.reports ?? [])].map((def) => def.name),
      ...(teaching.settings ?? []).map((settings) => settings.key),
    ]);
    for (const { path } of teachingRoutes) {
      const names = [
        resourceOfRoute(path)?.name,
        ...reportsOfRoute(path).map((r) => r.def.name),
        settingsOfRoute(path)?.key,
      ].filter((name): name is string => name !== undefined);
      expect(names.length, path).toBeGreaterThan(0);
      if (OTHERS.has(path)) expect(names, path).toEqual([OTHERS.get(path)]);
      else for (const name of names) expect(own.has(name), `${path}: ${name}`).toBe(true);
    }
    // One definition serves the mock exams of every car category, each with its fixed filters.
    expect(routeDefOf('/teaching/mockExam/passengerCar')).toMatchObject({ def: { name: 'mockExam' } });
    expect(routeDefOf('/teaching/timedExamStatistics')).toMatchObject({
      kind: 'report',
      def: { name: 'timedExamStatistics' },
    });
  });

  it('gives pages of its own only to routes of its chunk, and loads them', async () => {
    const chunkOf = new Map(teachingRoutes.map((r) => [r.path, r.chunk]));
    expect(Object.keys(pages).sort()).toEqual([
      '/teaching/coachPersonal/baseInfo',
      '/teaching/coachPersonal/videoInfo',
    ]);
    for (const path of Object.keys(pages)) expect(chunkOf.get(path), path).toBe('teaching');
    const area = await import('./area');
    expect(Object.keys(area)).toEqual(['CoachMediaPage']);
    expect(typeof area.CoachMediaPage).toBe('function');
  });
});
