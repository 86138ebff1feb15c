import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 驾校管理 area (chunk `school` in routes.tsv), all from `./area`, one lazy
 * chunk (`feature-school`). Schools, stores (营业/停业), training grounds and coaches are the
 * kit's `DefinedPage` from their definitions; feedback has a list that opens its detail page
 * and the detail page with the one-time reply.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-school');

const generic = page('DefinedPage');

/** Routes shown by the generic page: their definition decides what it is. */
export const GENERIC_ROUTES = ['/school/schoolList', '/school/schoolModify', '/school/storeMgList', '/school/trainGroundMgList', '/school/coachMg'] as const;

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
  '/school/feedbackList': page('FeedbackListPage'),
  '/school/feedbackDetail': page('FeedbackDetailPage'),
};
