import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * 数据统计 has no page of its own: each of its routes opens its definition's page (a report, or a
 * list with its form), app/pageRegistry's defined page.
 */
export const pages: PageMap = {};
