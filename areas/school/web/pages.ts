import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 驾校管理 area (chunk `school` in routes.tsv), from `./area`, one
 * lazy chunk (`feature-school`): feedback's detail page with the one-time reply. Feedback's
 * list (回复 and 查看回复 declared row links), schools, stores (营业/停业), training grounds and
 * coaches are their definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-school');

export const pages: PageMap = {
  '/school/feedbackDetail': page('FeedbackDetailPage'),
};
