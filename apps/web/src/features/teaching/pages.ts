import { createElement } from 'react';
import { continueExam, mockExam, qualificationExam, safetyTrainExam, timedExamDetail, workTrainExam } from '@coach/domain/resources/exams/examRecord.ts';
import { timedExamStatistics } from '@coach/domain/reports/teaching/timedExam.ts';
import { accompanyCoach } from '@coach/domain/resources/orders/accompany.ts';
import { commentAccompany, commentCoach } from '@coach/domain/resources/teaching/comments.ts';
import { emptyEvaluation } from '@coach/domain/resources/teaching/emptyEvaluation.ts';
import { COMMENT_REPORTS } from '@coach/domain/reports/teaching/commentReports.ts';
import { TEACHING_SETTINGS } from '@coach/domain/settings/teaching.ts';
import { coachPersonalStyle, coachVideo } from '@coach/domain/resources/teaching/coachPersonal.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 教学管理 area (chunk `teaching` in routes.tsv), one lazy chunk
 * (`feature-teaching`). The exam pages are definitions shown by the kit's `DefinedPage`: the
 * five mock exam pages one definition with their category, the other exam lists one each,
 * 计时考试统计 a report whose rows open 计时考试详情; 教学评价 and 陪驾评价, 评价说明, and the comment
 * reports (教学评分, 满意度报告 by school, store, coach and new coach, 教学评价率, each with its
 * detail report opened from a row). The rest of the area shows the 建设中
 * placeholder until defined.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-teaching');

const routesOf = (def: { route: string; routes?: readonly { path: string }[] }) => (def.routes ?? [{ path: def.route }]).map((r) => r.path);

export const GENERIC_ROUTES: readonly string[] = [
  ...[mockExam, qualificationExam, continueExam, workTrainExam, safetyTrainExam, timedExamDetail].flatMap(routesOf),
  ...timedExamStatistics.routes.map((r) => r.path),
  accompanyCoach.route,
  commentCoach.route,
  commentAccompany.route,
  emptyEvaluation.route,
  emptyEvaluation.detailRoute!,
  ...COMMENT_REPORTS.flatMap((r) => r.routes.map((x) => x.path)),
  ...TEACHING_SETTINGS.map((s) => s.route),
];

const media = (def: typeof coachVideo, titleKey: string) =>
  lazyPage(() => area().then((m) => ({ default: () => createElement(m.CoachMediaPage, { def, titleKey }) })), 'feature-teaching');

export const pages: PageMap = {
  ...Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic])),
  [coachPersonalStyle.route]: media(coachPersonalStyle, 'coachName'),
  [coachVideo.route]: media(coachVideo, 'title'),
};
