import type { Option } from '@coach/domain/resources/types.ts';

/** Base of the 计时班 calls (calls.tsv: `/time/drive/inner/*`). */
export const TIME_DRIVE = '/api/time/drive/inner';

/**
 * A booked lesson (计时订单, domain decision): 1 已预约 → 2 已完成 (the coach signed it off),
 * 3 已取消 (by the student or staff), 4 已爽约 (not shown up), 5 排班关闭 (the slot was closed
 * by 关闭排班: the hours come back).
 */
export const BOOKING_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '已预约', tone: 'processing' },
  { value: 2, label: '已完成', tone: 'success' },
  { value: 3, label: '已取消', tone: 'default' },
  { value: 4, label: '已爽约', tone: 'error' },
  { value: 5, label: '排班关闭', tone: 'warning' },
];
/** States that hold a seat of the slot (and the student's hours). */
export const BOOKING_HOLDS_SEAT = [1] as const;
/** States that count as a lesson taken or forfeited: the coach is paid for them. */
export const BOOKING_EARNED = [2, 4] as const;

/** A slot of a coach's timetable (排班): open to bookings, or closed by 关闭排班. */
export const PLAN_CLASS_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '开放', tone: 'success' },
  { value: 2, label: '已关闭', tone: 'default' },
];

/** A movement of a student's class hours (会员课时): remaining = bought − used + returned − expired. */
export const CLASS_HOUR_MOVE_OPTIONS: readonly Option[] = [
  { value: 1, label: '购买', tone: 'success' },
  { value: 2, label: '使用', tone: 'processing' },
  { value: 3, label: '退还', tone: 'warning' },
  { value: 4, label: '过期', tone: 'default' },
];
export const MOVE_BUY = 1;
export const MOVE_USE = 2;
export const MOVE_RETURN = 3;
export const MOVE_EXPIRE = 4;

/** 关闭排班 record: in force (its slots closed) or withdrawn (the future slots open again). */
export const CLOSE_RECORD_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '已关闭', tone: 'warning' },
  { value: 2, label: '已撤销', tone: 'default' },
];

/**
 * A coach's statement (结算单) of one billing period (26th to 25th): 结算中 while the period
 * runs, 已确认 once it has ended; a confirmed statement never changes.
 */
export const STATEMENT_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '结算中', tone: 'processing' },
  { value: 2, label: '已确认', tone: 'success' },
];
export const STATEMENT_OPEN = 1;
export const STATEMENT_CONFIRMED = 2;

/** Why a lesson is on a statement: taken, forfeited, or one of an earlier, confirmed period. */
export const STATEMENT_LINE_KIND_OPTIONS: readonly Option[] = [
  { value: 1, label: '已完成', tone: 'success' },
  { value: 2, label: '爽约', tone: 'error' },
  { value: 3, label: '上期更正', tone: 'warning' },
];

/** The coach's share of a lesson's income (percent), each line rounded to the fen. */
export const COACH_SHARE_PERCENT = 70;

/** A line's settlement: the coach's share of its income, rounded half up to the fen. */
export function settlementOf(incomeFen: number): number {
  return Math.floor((incomeFen * COACH_SHARE_PERCENT + 50) / 100);
}

/** The calls of 计时订单 beyond its list (decided: staff book for a student, sign off, cancel). */
export const BOOKING_CALLS = {
  create: `${TIME_DRIVE}/booking/create`,
  cancel: `${TIME_DRIVE}/booking/cancel`,
  finish: `${TIME_DRIVE}/booking/finish`,
  noShow: `${TIME_DRIVE}/booking/noShow`,
} as const;
