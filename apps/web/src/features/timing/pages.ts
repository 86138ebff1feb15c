import { storeAndAuth, studySubject } from '@coach/domain/reports/index.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 计时管理 area (chunk `timing` in routes.tsv), one lazy chunk
 * (`feature-timing`). Every page built so far is the kit's `DefinedPage` from a resource or
 * report definition (the five sets' 门店授权统计 are one report); the rest show the 建设中
 * placeholder until defined.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-timing');

export const GENERIC_ROUTES: readonly string[] = ['/timing/searchStudent', ...[storeAndAuth, studySubject].flatMap((def) => def.routes.map((r) => r.path))];

export const pages: PageMap = Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic]));
