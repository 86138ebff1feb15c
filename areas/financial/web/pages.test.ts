import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt, showsDefinedPage } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { pages } from './pages';

const financialRoutes = ROUTES.filter((r) => r.path.startsWith('/financials/'));

describe('财务管理 pages', () => {
  it('builds every page of the financial group of routes.tsv', () => {
    expect(financialRoutes).toHaveLength(8);
    for (const route of financialRoutes) expect(isBuilt(route.path), route.path).toBe(true);
  });

  it('shows its own page for 增值产品账单 only, and the defined pages from the right definitions', () => {
    expect(Object.keys(pages)).toEqual(['/financials/extraProductBillMg']);
    expect(showsDefinedPage('/financials/extraProductBillMg')).toBe(false);
    expect(routeDefOf('/financials/extraProductBillMgDetail')).toMatchObject({ def: { name: 'productBill' } });
    expect(routeDefOf('/financials/invoicingMg')).toMatchObject({ def: { name: 'timingInvoice' } });
    expect(routeDefOf('/financials/timeStudentStatisticsSh')).toMatchObject({
      kind: 'report',
      def: { name: 'timeStudentSettle' },
    });
  });

  it('loads the 增值产品账单 page the map names', async () => {
    const { ProductBillPage } = await import('./ProductBillPage');
    expect(typeof ProductBillPage).toBe('function');
  });
});
