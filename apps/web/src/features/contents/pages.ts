import { course } from '@coach/domain/resources/contents/course.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 内容管理 area (chunk `contents` in routes.tsv), one lazy chunk
 * (`feature-contents`). The 34 course pages are one tree definition (`course`), each route
 * with its category and subject; the rest show the 建设中 placeholder until defined.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-contents');

export const GENERIC_ROUTES: readonly string[] = (course.routes ?? []).map((r) => r.path);

export const pages: PageMap = Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic]));
