import { BI_REPORTS } from '@coach/domain/reports/bi/index.ts';
import { educationalObjectives, marketObjectives } from '@coach/domain/resources/analytics/objectives.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the BI报表 area (chunk `bi` in routes.tsv), one lazy chunk (`feature-bi`): the two
 * target lists (entered, imported from xlsx, exported) and the reports against them — 招生报表
 * and 教学报表 three tabs each, 库存报表 and 营销报表 one — all shown by the kit's `DefinedPage`.
 */
const generic = lazyPage(() => import('./area').then((m) => ({ default: m.DefinedPage })), 'feature-bi');

export const GENERIC_ROUTES: readonly string[] = [marketObjectives.route, educationalObjectives.route, ...new Set(BI_REPORTS.flatMap((r) => r.routes.map((x) => x.path)))];

export const pages: PageMap = Object.fromEntries(GENERIC_ROUTES.map((path) => [path, generic]));
