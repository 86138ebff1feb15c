import type { Option } from '@coach/domain/resources/types.ts';

/** A movement of a school's study-time balance (学时余额): bought, or spent opening a student. */
export const LEDGER_KIND_OPTIONS: readonly Option[] = [
  { value: 1, label: '充值', tone: 'success' },
  { value: 2, label: '开通扣费', tone: 'warning' },
];

/**
 * Where a filing with the regulator's timing platform stands: drafted, pushed and waiting
 * for the answer, accepted (with the regulator's number) or refused (with the reason).
 */
export const FILING_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '未备案', tone: 'default' },
  { value: 1, label: '备案中', tone: 'processing' },
  { value: 2, label: '已备案', tone: 'success' },
  { value: 3, label: '备案失败', tone: 'error' },
];

/** Whether a student's hours of a subject reach what the regulator requires. */
export const STUDY_REACHED_OPTIONS: readonly Option[] = [
  { value: 1, label: '已达标', tone: 'success' },
  { value: 0, label: '未达标', tone: 'warning' },
];

export const STUDY_COST_SUBJECT_OPTIONS: readonly Option[] = [
  { value: 1, label: '科目一' },
  { value: 4, label: '科目四' },
];

/** A coach's timing for a category: open (records teaching time) or closed. */
export const TIMING_SWITCH_OPTIONS: readonly Option[] = [
  { value: 1, label: '已开通', tone: 'success' },
  { value: 0, label: '已关闭', tone: 'default' },
];
