import type { Option } from '@coach/domain/resources/types.ts';

/** Recruitment class shelf state (domain.md: 0 下架, 1 上架). */
export const SHELF_OPTIONS: readonly Option[] = [
  { value: 0, label: '下架', tone: 'default' },
  { value: 1, label: '上架', tone: 'success' },
];

/** Coupon state (domain.md: 1 有效, 2 已作废). */
export const COUPON_STATUS_OPTIONS: readonly Option[] = [
  { value: 1, label: '有效', tone: 'success' },
  { value: 2, label: '已作废', tone: 'error' },
];

/** Received coupon state (domain.md: 0 未使用, 1 已核销, 2 已过期, 3 已作废). */
export const RECEIVED_STATUS_OPTIONS: readonly Option[] = [
  { value: 0, label: '未使用', tone: 'processing' },
  { value: 1, label: '已核销', tone: 'success' },
  { value: 2, label: '已过期', tone: 'default' },
  { value: 3, label: '已作废', tone: 'error' },
];

export const YES_NO_OPTIONS: readonly Option[] = [
  { value: 0, label: '否' },
  { value: 1, label: '是' },
];
