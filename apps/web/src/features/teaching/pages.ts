import { continueExam, mockExam, qualificationExam, safetyTrainExam, timedExamDetail, workTrainExam } from '@coach/domain/resources/exams/examRecord.ts';
import { timedExamStatistics } from '@coach/domain/reports/teaching/timedExam.ts';
import { accompanyCoach } from '@coach/domain/resources/orders/accompany.ts';
import { lazyPage } from '../../kit/lazyPage';
import type { PageMap } from '../../kit/pageMap';

/**
 * Pages of the 教学管理 area (chunk `teaching` in routes.tsv), one lazy chunk
 * (`feature-teaching`). The exam pages are definitions shown by the kit's `DefinedPage`: the
 * five mock exam pages one definition with their category, the other exam lists one each,
 * 计时考试统计 a report whose rows open 计时考试详情. The rest of the area shows the 建设中
 * placeholder until defined.
 */
const area = () => import('./area');
const generic = lazyPage(() => area().then((m) => ({ default: m.DefinedPage })), 'feature-teaching');

const routesOf = (def: { route: string; routes?: readonly { path: string }[] }) => (def.routes ?? [{ path: def.route }]).map((r) => r.path);

export const GENERIC_ROUTES: readonly string[] = [
  ...[mockExam, qualificationExam, continueExam, workTrainExam, safetyTrainExam, timedExamDetail].flatMap(routesOf),
  ...timedExamStatistics.routes.map((r) => r.path),
  accompanyCoach.route,
];

export const pages: PageMap = Object.fromEntries(GENERIC_ROUTES.map((route) => [route, generic]));
