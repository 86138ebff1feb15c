import type { ReportDef, ReportRoute } from './types';
import { channelStatistics } from './channelBack/channelStatistics';
import { storeAndAuth } from './timing/storeAndAuth';
import { studySubject } from './timing/studySubject';
import { studyRegion } from './timing/region';
import { studentHours } from './timing/studentHours';
import { studyTimeReport } from './timing/studyTimeReport';
import { allCarTimingStatistics } from './timing/allCarTiming';
import { timedExamStatistics } from './teaching/timedExam';
import { timeStudentSettle } from './orders/timeStudentSettle';
import { schedulingStatistics } from './timedClass/schedulingStatistics';
import { COMMENT_REPORTS } from './teaching/commentReports';

export * from './types';
export * from './periods';
export * from './figures';
export { channelStatistics } from './channelBack/channelStatistics';
export { storeAndAuth } from './timing/storeAndAuth';
export { studySubject } from './timing/studySubject';
export { studyRegion } from './timing/region';
export { studentHours } from './timing/studentHours';
export { studyTimeReport } from './timing/studyTimeReport';
export { allCarTimingStatistics } from './timing/allCarTiming';
export { timedExamStatistics } from './teaching/timedExam';
export { timeStudentSettle, TIME_STUDENT_SETTLE_DETAIL } from './orders/timeStudentSettle';
export { schedulingStatistics } from './timedClass/schedulingStatistics';
export { COMMENT_REPORTS, SATISFACTION_RECOMPUTE } from './teaching/commentReports';
export * from './regionLevels';
export * from './timing/sets';

/** Every report declared once; the server registers its calls, the web its pages. */
export const REPORTS: readonly ReportDef[] = [channelStatistics, storeAndAuth, studySubject, studyRegion, studentHours, studyTimeReport, allCarTimingStatistics, timedExamStatistics, timeStudentSettle, schedulingStatistics, ...COMMENT_REPORTS];

export const reportsByName: Readonly<Record<string, ReportDef>> = Object.fromEntries(REPORTS.map((r) => [r.name, r]));

/** The report a page shows, with the page's fixed filters. */
export function reportOfRoute(path: string): { def: ReportDef; route: ReportRoute } | undefined {
  for (const def of REPORTS) {
    const route = def.routes.find((r) => r.path === path);
    if (route) return { def, route };
  }
  return undefined;
}
