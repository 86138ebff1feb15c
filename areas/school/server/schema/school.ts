import { refColumn } from '@coach/server/db/schema/columns.ts';
import { RESOURCES } from '@coach/domain';
import { tableFromDef } from '@coach/server/engine/tableFromDef.ts';

const def = (name: string) => RESOURCES.find((r) => r.name === name)!;

export const schoolTable = tableFromDef(def('school'));
export const storeTable = tableFromDef(def('store'));
export const trainingCenterTable = tableFromDef(def('trainingCenter'));
/**
 * `bbxc_coach`: channel members' syncCoach copies id, tenant_id, name, mobile of live rows.
 * `exam_coach_id` is the coach's row at the exam room (examroom_coach), once there.
 */
export const coachTable = tableFromDef(def('coach'), { examCoachId: refColumn('exam_coach_id') });
export const feedbackTable = tableFromDef(def('feedback'), { replyBy: refColumn('reply_by') });
