import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { examCar, examCoach, innerCoach } from './staff';
import { advert, notice } from './notice';
import { classPlan, classPlanModify, examMessage } from './classPlan';

export { EXAM_COACH_STATUS_OPTIONS, EXAM_CAR_STATUS_OPTIONS } from './staff';
export { NOTICE_STATUS_OPTIONS, NOTICE_EDITABLE_STATES, ADVERT_POSITION_OPTIONS } from './notice';
export {
  CLASS_PLAN_STATUS_OPTIONS,
  CLASS_PLAN_CALLS,
  MAX_MOVE_MINUTES,
  PLAN_MODIFY_TYPE_OPTIONS,
  MESSAGE_READ_OPTIONS,
} from './classPlan';

/** Resources of the exam room's staff, cars, scheduling and notices (运营管理 + 消息中心). */
export const EXAMROOM_PLAN_RESOURCES: ResourceDef[] = [
  examCoach,
  innerCoach,
  examCar,
  notice,
  advert,
  classPlan,
  classPlanModify,
  examMessage,
];
