import type { ResourceDef } from './types';
import { AREAS } from '@coach/areas/index.ts';
import { definitionsOf } from '../areas/defineArea';
import { EXAM_RESOURCES } from './exams';
import { ANALYTICS_RESOURCES } from './analytics';
import { commentAccompany, commentCoach } from './teaching/comments';
import { emptyEvaluation } from './teaching/emptyEvaluation';
import { coachPersonalStyle, coachVideo } from './teaching/coachPersonal';

export * from './types';
export * from './common';
export * from './dictLabels';
export * from './school/options';
export * from './student/options';
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
