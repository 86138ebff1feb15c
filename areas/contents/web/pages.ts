import { lazyPage } from '@coach/web/kit/lazyPage.ts';
import type { PageMap } from '@coach/web/kit/pageMap.ts';

/**
 * Pages of their own in the 内容管理 area (chunk `contents` in routes.tsv), one lazy chunk
 * (`feature-contents`): 课程信息 shows one course's chapters, exercises, videos and skills,
 * 课件管理 adds 移动到课程. The 34 course pages are one tree definition (`course`), shown by
 * the defined page (app/pageRegistry).
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-contents');

export const pages: PageMap = {
  '/contents/courseInfo': page('CourseInfoPage'),
  '/contents/coursewareMg': page('CoursewarePage'),
};
