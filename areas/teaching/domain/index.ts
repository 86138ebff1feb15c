import type { ResourceDef } from '@coach/domain/resources/types.ts';
import type { ReportDef } from '@coach/domain/reports/types.ts';
import { EXAM_RESOURCES } from './examRecord';
import { commentAccompany, commentCoach } from './comments';
import { emptyEvaluation } from './emptyEvaluation';
import { coachPersonalStyle, coachVideo } from './coachPersonal';
import { timedExamStatistics } from './timedExam';
import { COMMENT_REPORTS } from './commentReports';

export * from './examRecord';
export { commentAccompany, commentCoach, NEW_COACH_DAYS, SATISFIED_FROM_SCORE } from './comments';
export { emptyEvaluation } from './emptyEvaluation';
export { coachPersonalStyle, coachVideo, COACH_MEDIA_PLAY, COACH_MEDIA_STATUS_OPTIONS } from './coachPersonal';
export { timedExamStatistics } from './timedExam';
export { COMMENT_REPORTS, SATISFACTION_RECOMPUTE } from './commentReports';

/** Every definition of the 教学管理 area: the exam records, the comments and the coaches' media. */
export const TEACHING_RESOURCES: readonly ResourceDef[] = [
  ...EXAM_RESOURCES,
  commentCoach,
  commentAccompany,
  emptyEvaluation,
  coachPersonalStyle,
  coachVideo,
];

/** 计时考试统计 and the comment reports (scores, satisfaction, evaluation rates). */
export const TEACHING_REPORTS: readonly ReportDef[] = [timedExamStatistics, ...COMMENT_REPORTS];
