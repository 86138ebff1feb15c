import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Routes of 运营管理 for the exam room's scheduling, staff, cars and notices that have pages of
 * their own. 调班管理, 内部教练 (list, import with its report, template) and 考场广告 are their
 * definitions' pages (app/pageRegistry).
 */
const area = () => import('./planArea');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-operate');

export const planPages: PageMap = {
  '/operates/schedulingMag': page('SchedulingWeekPage'),
  '/operates/schedulingMag/schedulingEdit': page('SchedulingEditPage'),
  '/operates/coachMag': page('CoachListPage'),
  '/operates/coachMag/coachDetail/:id': page('CoachDetailPage'),
  '/operates/carMag': page('CarListPage'),
  '/operates/carMag/carDetail/:id': page('CarDetailPage'),
  '/operates/noticeMag': page('NoticeListPage'),
  '/operates/noticeMag/add': page('NoticeFormPage'),
  '/operates/noticeMag/edit': page('NoticeFormPage'),
  '/operates/noticeMag/detail': page('NoticeDetailPage'),
};
