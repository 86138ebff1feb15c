import { course } from '@coach/domain/resources/contents/course.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 内容管理 area (chunk `contents` in routes.tsv), one lazy chunk
 * (`feature-contents`). The 34 course pages are one tree definition (`course`), each route
 * with its category and subject, its 专题/考试规则/模拟器/图标信息 as tabs beside the tree;
 * 课程信息 shows one course's chapters, exercises, videos and skills, 课件管理 adds 移动到课程.
 */
const area = () => import('./area');
type Area = Awaited<ReturnType<typeof area>>;
const page = (name: keyof Area) => lazyPage(() => area().then((m) => ({ default: m[name] })), 'feature-contents');
const generic = page('DefinedPage');

export const GENERIC_ROUTES: readonly string[] = (course.routes ?? []).map((r) => r.path);

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
  '/contents/courseInfo': page('CourseInfoPage'),
  '/contents/coursewareMg': page('CoursewarePage'),
};
