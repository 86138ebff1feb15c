import type { PageMap } from '../../kit/pageMap';
import { moneyPages } from './money/pages';
import { planPages } from './planPages';

/**
 * Pages of the 运营管理 area (chunk `operate` in routes.tsv), loaded on demand as one
 * chunk (`feature-operate`). The exam room's scheduling, staff, cars, notices and adverts are
 * in `planPages`; routes not mapped show the 建设中 placeholder.
 */
export const pages: PageMap = { ...moneyPages, ...planPages };
