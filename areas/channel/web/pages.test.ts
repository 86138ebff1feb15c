import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { pages } from './pages';

const channelRoutes = ROUTES.filter((r) => r.path.startsWith('/channelMgs/'));

describe('渠道后台 pages', () => {
  it('builds every page of the channel area of routes.tsv', () => {
    expect(channelRoutes).toHaveLength(9);
    for (const route of channelRoutes) {
      expect(isBuilt(route.path), route.path).toBe(true);
    }
  });

  it('shows the defined pages from the right definitions', () => {
    expect(routeDefOf('/channelMgs/channelMgBg/channelStatistics')).toMatchObject({
      kind: 'report',
      def: { name: 'channelStatistics' },
    });
    expect(routeDefOf('/channelMgs/channelMgBg/channelCouponOrderMgList')).toMatchObject({
      def: { name: 'channelCouponOrder' },
    });
    expect(routeDefOf('/channelMgs/channelMgBg/channelMemberMgList')).toMatchObject({ def: { name: 'channelMember' } });
    const paths = new Set(channelRoutes.map((r) => r.path));
    for (const path of Object.keys(pages)) expect(paths.has(path), path).toBe(true);
  });

  it('loads every page the map names', async () => {
    const area = await import('./area');
    for (const value of Object.values(area)) expect(typeof value).toBe('function');
  });
});
