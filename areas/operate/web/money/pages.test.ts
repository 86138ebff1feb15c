import { describe, expect, it } from 'vitest';
import { ROUTES } from '@coach/domain/routes/index.ts';
import { isBuilt, showsDefinedPage } from '@coach/web/test/builtPages.ts';
import { routeDefOf } from '@coach/web/kit/resource/routeDefs.ts';
import { moneyPages } from './pages';
import { examroomOrderPages } from '../orders/pages';
import { examroomFinancialPages } from '../financial/pages';

/** Every page of the exam-room money side named in the task and routes.tsv. */
const MONEY_ROUTES = [
  '/operates/printSetting',
  '/operates/printSetting/printAdd',
  '/operates/returnCashAdd',
  '/operates/walletMag',
  '/operates/cashRecordMag',
  '/orders/examroom/orderMag',
  '/orders/examroom/orderMag/orderDetail/:id',
  '/orders/examroom/trainMag',
  '/financials/examplaceBillMg',
  '/financials/BankcardMg',
  '/financials/refund',
];

describe('exam-room money pages', () => {
  it('maps each route of routes.tsv to a real page', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const route of MONEY_ROUTES) {
      expect(paths.has(route), route).toBe(true);
      expect(isBuilt(route), route).toBe(true);
    }
    const own = Object.keys({ ...moneyPages, ...examroomOrderPages, ...examroomFinancialPages });
    expect(MONEY_ROUTES.filter((route) => !showsDefinedPage(route)).sort()).toEqual(own.sort());
  });

  it('shows the defined pages from the right definitions', () => {
    expect(routeDefOf('/operates/printSetting')).toMatchObject({ kind: 'list', def: { name: 'examroomPriceSetting' } });
    expect(routeDefOf('/operates/printSetting/printAdd')).toMatchObject({
      kind: 'form',
      def: { name: 'examroomPriceSetting' },
    });
    expect(routeDefOf('/financials/refund')).toMatchObject({ kind: 'list', def: { name: 'examroomOrderRefund' } });
    expect(routeDefOf('/financials/BankcardMg')).toMatchObject({ kind: 'list', def: { name: 'examroomBankcard' } });
    expect(routeDefOf('/orders/examroom/trainMag')).toMatchObject({ kind: 'list', def: { name: 'examroomTrain' } });
  });

  it('loads every page the maps name', async () => {
    for (const load of [() => import('./area'), () => import('../orders/area'), () => import('../financial/area')]) {
      const area = await load();
      for (const value of Object.values(area)) expect(typeof value).toBe('function');
    }
  });
});
