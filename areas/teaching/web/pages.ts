import { createElement } from 'react';
import { coachPersonalStyle, coachVideo } from '../domain';
import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 教学管理 area (chunk `teaching` in routes.tsv), one lazy chunk
 * (`feature-teaching`): 教练风采 and 教练视频 (pictures and videos played in place). The exam
 * pages, 计时考试统计, 教学评价 and 陪驾评价, 评价说明 and the comment reports are their
 * definitions' pages (app/pageRegistry).
 */
const area = () => import('./area');

const media = (def: typeof coachVideo, titleKey: string) =>
  lazyPage(
    () => area().then((m) => ({ default: () => createElement(m.CoachMediaPage, { def, titleKey }) })),
    'feature-teaching',
  );

export const pages: PageMap = {
  [coachPersonalStyle.route]: media(coachPersonalStyle, 'coachName'),
  [coachVideo.route]: media(coachVideo, 'title'),
};
