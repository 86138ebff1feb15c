import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { pages } from './pages';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { fenOf, instalmentSum } from './InstalmentDialog';
import { EXPLANATIONS } from './explain/explanations';

const marketing = ROUTES.filter((r) => r.path.startsWith('/marketings/'));

describe('Marketing pages', () => {
  it('has the area routes of routes.tsv', () => {
    expect(marketing.length).toBeGreaterThan(30);
  });

  it('maps every route with a resource or settings definition to a real page', () => {
    const defined = marketing.filter((r) => routeDefOf(r.path));
    expect(defined.length).toBeGreaterThan(25);
    for (const route of defined) {
      expect(isBuilt(route.path), route.path).toBe(true);
    }
  });

  it('finds the list, form or settings definition of each route', () => {
    expect(routeDefOf('/marketings/activities/secsKill')).toMatchObject({ kind: 'list', def: { name: 'secKill' } });
    expect(routeDefOf('/marketings/activities/secsKillModify')).toMatchObject({
      kind: 'form',
      def: { name: 'secKill' },
    });
    expect(routeDefOf('/marketings/webSetting')).toMatchObject({ kind: 'settings' });
    expect((routeDefOf('/marketings/webSetting') as { settings: unknown[] }).settings).toHaveLength(3);
    expect(routeDefOf('/marketings/activities/couponExplain')).toBeUndefined();
  });

  it('maps only routes of routes.tsv', () => {
    const paths = new Set(marketing.map((r) => r.path));
    for (const path of Object.keys(pages)) expect(paths.has(path), path).toBe(true);
  });

  it('loads every page the map names', async () => {
    const area = await import('./area');
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});

describe('campaign explanation pages', () => {
  it('gives every explain route of routes.tsv a page and a way back to its list', () => {
    const explainRoutes = marketing.filter((r) => r.kind === 'explain').map((r) => r.path);
    expect(explainRoutes).toHaveLength(5);
    expect(EXPLANATIONS.map((e) => e.route).sort()).toEqual([...explainRoutes].sort());
    for (const e of EXPLANATIONS) {
      expect(isBuilt(e.route), e.route).toBe(true);
      expect(routeDefOf(e.listRoute)?.kind, e.listRoute).toBe('list');
      expect(e.flow.length).toBeGreaterThanOrEqual(3);
      expect(e.rules.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('instalment sum', () => {
  it('adds the down payment and the instalments in fen', () => {
    expect(fenOf('0.1')).toBe(10);
    expect(fenOf('abc')).toBe(0);
    expect(
      instalmentSum({ downPayment: '1000.10', periods: [{ amount: '0.2' }, { amount: '2999.70' }, { amount: '' }] }),
    ).toBe(400000);
  });
});
