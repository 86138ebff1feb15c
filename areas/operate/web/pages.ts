import type { PageMap } from '@coach/web/kit/pageMap.ts';
import { moneyPages } from './money/pages';
import { planPages } from './plan/planPages';
import { examroomOrderPages } from './orders/pages';
import { examroomFinancialPages } from './financial/pages';

/**
 * The exam room's pages of their own, wherever its menus put them: 运营管理's scheduling, staff,
 * notices and money (`planPages`, `moneyPages`), its orders in 订单管理 and its bills in 财务管理.
 * Each loads on demand with its lazy chunk; every other route of the area is its definition's page.
 */
export const pages: PageMap = { ...moneyPages, ...planPages, ...examroomOrderPages, ...examroomFinancialPages };
