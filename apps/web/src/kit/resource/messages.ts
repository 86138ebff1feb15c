/**
 * Texts of the generic resource pages; those the server says too live in domain/errors.ts.
 */
export { MSG_TICK_ONE, MSG_ONLY_ONE, MSG_DEFAULT_ROW, MSG_CONFIRM_DELETE } from '@coach/domain/errors.ts';
export const MSG_DISCARD_CHANGES = '表单内容已修改，确定放弃修改吗?';
export const CONFIRM_TITLE = '提示';
/** Shown when no ticked row is in a state the transition starts from (no `already` text). */
export const notApplicable = (label: string) => `所选数据当前状态不可${label}`;
