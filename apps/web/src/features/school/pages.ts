import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of their own in the 驾校管理 area (chunk `school` in routes.tsv), from `./area`, one
 * lazy chunk (`feature-school`): feedback's list that opens its detail page, and the detail
 * page with the one-time reply. Schools, stores (营业/停业), training grounds and coaches are
 * their definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-school');

export const pages: PageMap = {
  '/school/feedbackList': page('FeedbackListPage'),
  '/school/feedbackDetail': page('FeedbackDetailPage'),
};
