import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { planClass } from './planClass';
import { reservationRecord, timeworkOrder } from './booking';
import { memberClassHours } from './classHours';
import { closeScheduling } from './closeScheduling';
import { bookingComment } from './bookingComment';
import { coachStatement, statementIncomeLine, statementSettlementLine } from './statement';

export * from './options';
export { planClass } from './planClass';
export { reservationRecord, timeworkOrder } from './booking';
export { memberClassHours, MEMBER_HOURS_STATISTICS } from './classHours';
export { closeScheduling } from './closeScheduling';
export { bookingComment } from './bookingComment';
export { coachStatement, statementIncomeLine, statementSettlementLine } from './statement';

/** Every definition of the 计时班管理 area. */
export const TIMED_CLASS_RESOURCES: readonly ResourceDef[] = [
  planClass,
  timeworkOrder,
  reservationRecord,
  memberClassHours,
  closeScheduling,
  bookingComment,
  coachStatement,
  statementIncomeLine,
  statementSettlementLine,
];
