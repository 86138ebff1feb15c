import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 订单管理 area: none. Its lists and settings forms are their
 * definitions' pages (app/pageRegistry); the exam room's orders are areas/operate's.
 */
export const pages: PageMap = {};
