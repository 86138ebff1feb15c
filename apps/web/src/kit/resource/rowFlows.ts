import type { Envelope } from '@coach/domain/errors.ts';
import { MSG_CANCELLED, MSG_CONFIRM_STATUS_CHANGE, MSG_TICK_ROWS } from '@coach/domain/errors.ts';
import type { TransitionDef } from '@coach/domain/resources/types.ts';
import { confirmDialog, toast, toastSuccess, toastWarning } from '../../platform/feedback';
import type { Row } from './api';
import { askReason } from './reasonDialog';
import {
  CONFIRM_TITLE,
  MSG_CONFIRM_DELETE,
  MSG_DEFAULT_ROW,
  MSG_ONLY_ONE,
  MSG_TICK_ONE,
  notApplicable,
} from './messages';

/**
 * The row actions of a list, exactly as spec §4 tells them: which warning when, which
 * confirm text, what is sent and what happens after. Kept apart from the components so the
 * rules read in one place and the list, its toolbar and its row buttons share them.
 */

/** A protected system default (role): cannot be changed, deleted or switched. */
export const isDefaultRow = (row: Row) => Number(row.isDefault) === 1;

/** Every page-level action's outcome: the list reloads after anything that was sent. */
export interface FlowDeps {
  reload: () => void;
}

/**
 * 确定/取消 before an action. 取消 says 已取消 (spec §4); resolves whether to go on.
 */
export async function confirmed(content: string): Promise<boolean> {
  const ok = await confirmDialog({ title: CONFIRM_TITLE, content, okText: '确定', cancelText: '取消' });
  if (!ok) toast('info', MSG_CANCELLED);
  return ok;
}

/** After a call: on a true status the server's message and a reload; a failure was toasted. */
function settle(response: Envelope<unknown>, fallback: string, deps: FlowDeps): boolean {
  if (response.status) toastSuccess(response.message || fallback);
  // A refused change may mean the rows changed meanwhile (状态已变更，请刷新后重试): show
  // the current states either way.
  deps.reload();
  return response.status;
}

/**
 * Batch state change (enable/disable, release/withdraw ...). Nothing ticked: 请勾选选项.
 * Rows already in the target state (or not in a `from` state) are skipped; none left: the
 * transition's `already` text (状态已停用 / 状态已启用). Otherwise its confirm, then the call
 * with the remaining ids.
 */
export async function transitionFlow(
  transition: TransitionDef,
  rows: readonly Row[],
  call: (ids: string[], reason?: string) => Promise<Envelope<unknown>>,
  deps: FlowDeps,
): Promise<boolean> {
  if (rows.length === 0) {
    toastWarning(transition.batch ? MSG_TICK_ROWS : MSG_TICK_ONE);
    return false;
  }
  if (!transition.batch && rows.length > 1) {
    toastWarning(MSG_ONLY_ONE);
    return false;
  }
  if (rows.some(isDefaultRow)) {
    toastWarning(MSG_DEFAULT_ROW);
    return false;
  }
  const remaining = rows.filter((row) => transition.from.includes(Number(row[transition.field])));
  if (remaining.length === 0) {
    toastWarning(transition.already ?? notApplicable(transition.label));
    return false;
  }
  let reason: string | undefined;
  if (transition.reason) {
    reason = await askReason(transition);
    if (reason === undefined) {
      toast('info', MSG_CANCELLED);
      return false;
    }
  } else if (!(await confirmed(transition.confirm ?? MSG_CONFIRM_STATUS_CHANGE))) return false;
  try {
    return settle(
      await call(
        remaining.map((r) => r.id),
        reason,
      ),
      `${transition.label}成功`,
      deps,
    );
  } catch {
    return false; // transport failure, already toasted
  }
}

/** Delete of the ticked rows (or one row): 请勾选选项 when none, then 确定删除所选数据吗?. */
export async function deleteFlow(
  rows: readonly Row[],
  call: (ids: string[]) => Promise<Envelope<unknown>>,
  deps: FlowDeps,
): Promise<boolean> {
  if (rows.length === 0) {
    toastWarning(MSG_TICK_ROWS);
    return false;
  }
  if (rows.some(isDefaultRow)) {
    toastWarning(MSG_DEFAULT_ROW);
    return false;
  }
  if (!(await confirmed(MSG_CONFIRM_DELETE))) return false;
  try {
    return settle(await call(rows.map((r) => r.id)), '删除成功', deps);
  } catch {
    return false;
  }
}

/**
 * The one row a single-record toolbar action (编辑, 重置密码) works on, or undefined after
 * the warning: 请勾选需要操作的数据 when none, 不能同时操作多条数据 when several.
 */
export function singleRow(rows: readonly Row[], options: { protectDefault?: boolean } = {}): Row | undefined {
  if (rows.length === 0) {
    toastWarning(MSG_TICK_ONE);
    return undefined;
  }
  if (rows.length > 1) {
    toastWarning(MSG_ONLY_ONE);
    return undefined;
  }
  if (options.protectDefault !== false && isDefaultRow(rows[0])) {
    toastWarning(MSG_DEFAULT_ROW);
    return undefined;
  }
  return rows[0];
}

/** A single-record action with its own confirm (重置密码): confirm, call, hand back the result. */
export async function confirmedCall<T>(content: string, call: () => Promise<Envelope<T>>): Promise<T | undefined> {
  if (!(await confirmed(content))) return undefined;
  try {
    const response = await call();
    return response.status ? response.result : undefined;
  } catch {
    return undefined;
  }
}
