import type { Option, TransitionDef } from '../types';
import { MSG_CONFIRM_STATUS_CHANGE } from '../../errors';

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

/**
 * Enable/disable through one `updateStatus` call whose body names the target:
 * `{ids, disable: 0}` enables, `{ids, disable: 1}` disables (the engine picks by the value).
 */
export function statusByPayload(path: string): TransitionDef[] {
  return [
    {
      name: 'enable',
      label: '启用',
      path,
      field: 'disable',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已启用',
      batch: true,
    },
    {
      name: 'disable',
      label: '停用',
      path,
      field: 'disable',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '状态已停用',
      batch: true,
      danger: true,
    },
  ];
}
