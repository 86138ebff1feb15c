import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { planPages } from './planPages';

describe('exam-room scheduling pages', () => {
  it('maps only routes of routes.tsv, each to a real page', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    expect(Object.keys(planPages)).toHaveLength(10);
    for (const path of Object.keys(planPages)) {
      expect(paths.has(path), path).toBe(true);
      expect(isBuilt(path), path).toBe(true);
    }
    expect(isBuilt('/homes/home/message')).toBe(true);
  });

  it('finds the definition behind each defined page', () => {
    expect(routeDefOf('/operates/schedulingMag/schedulingModifyMag')).toMatchObject({
      kind: 'list',
      def: { name: 'examClassPlanModify' },
    });
    expect(routeDefOf('/operates/innerCoach')).toMatchObject({
      kind: 'list',
      def: { name: 'innerCoach', api: { import: '/api/examroom/coach/importInnerCoach' } },
    });
    expect(routeDefOf('/operates/advertMag')).toMatchObject({ kind: 'list', def: { name: 'examAdvert' } });
    expect(routeDefOf('/homes/home/message')).toMatchObject({ kind: 'list', def: { name: 'examMessage' } });
  });

  it('loads every page the area exports', async () => {
    const area = await import('./planArea');
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});
