import type { ResourceDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';
import { account } from './system/account';
import { role } from './system/role';
import { sensitiveWord } from './system/sensitiveWord';
import { thirdUser } from './system/thirdUser';
import { version } from './system/version';
import { operationLog } from './system/operationLog';
import { dictionary } from './system/dictionary';
import { SCHOOL_RESOURCES } from './school';
import { STUDENT_RESOURCES } from './student';
import { EXAM_RESOURCES } from './exams';
import { TIMING_RESOURCES } from './timing';
import { ANALYTICS_RESOURCES } from './analytics';
import { commentAccompany, commentCoach } from './teaching/comments';
import { emptyEvaluation } from './teaching/emptyEvaluation';
import { coachPersonalStyle, coachVideo } from './teaching/coachPersonal';

export * from './types';
export * from './common';
export * from './dictLabels';
export { ENTERPRISE_TYPE_OPTIONS } from './system/account';
export * from './school';
export * from './student';
export * from './timing';
export * from './orderOptions';
export * from './exams';
export * from './teaching/lessonOptions';
export * from './analytics';
export { emptyEvaluation } from './teaching/emptyEvaluation';
export { coachPersonalStyle, coachVideo, COACH_MEDIA_PLAY, COACH_MEDIA_STATUS_OPTIONS } from './teaching/coachPersonal';
export { commentAccompany, commentCoach, NEW_COACH_DAYS, SATISFIED_FROM_SCORE, showHide } from './teaching/comments';

/**
 * Every resource declared once; the server derives routes and tables, the web its pages. The
 * areas' (areas/<area>/area.ts) come from their declarations; the rest are still listed here
 * until their areas move into folders of their own.
 */
export const RESOURCES: readonly ResourceDef[] = [
  role,
  account,
  thirdUser,
  sensitiveWord,
  version,
  dictionary,
  operationLog,
  ...SCHOOL_RESOURCES,
  ...STUDENT_RESOURCES,
  ...TIMING_RESOURCES,
  ...EXAM_RESOURCES,
  commentCoach,
  commentAccompany,
  emptyEvaluation,
  coachPersonalStyle,
  coachVideo,
  ...ANALYTICS_RESOURCES,
  ...definitionsOf(AREAS, 'resources'),
];

export const resourcesByName: Readonly<Record<string, ResourceDef>> = Object.fromEntries(
  RESOURCES.map((r) => [r.name, r]),
);

export function resourceOfRoute(route: string): ResourceDef | undefined {
  return RESOURCES.find(
    (r) =>
      r.route === route || r.formRoute === route || r.detailRoute === route || r.routes?.some((x) => x.path === route),
  );
}
export { rulesOfField } from './fieldRules';
