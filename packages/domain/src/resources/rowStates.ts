import type { SettingsDef } from '../settings/types';

/**
 * What a row can go through: state changes checked in the same UPDATE (TransitionDef) and a page's
 * own buttons offered by the row's state (ActionDef), with the checks both sides ask.
 */

/** A state change (domain.md state machines): checked in the same UPDATE statement. */
export interface TransitionDef {
  /** Action name, also the last segment of the permission button code. */
  name: string;
  /** Chinese button label. */
  label: string;
  /** Call path (with /api). */
  path: string;
  /** State column key (`disable` for enable/disable, else `status`). */
  field: string;
  from: readonly number[];
  to: number;
  /** Confirm text before the call. */
  confirm?: string;
  /** Warning when every ticked row already has the target state (batch enable/disable). */
  already?: string;
  /** Several rows at once (ids) or one row (id). */
  batch: boolean;
  /** Button style: primary actions vs. dangerous ones. */
  danger?: boolean;
  /**
   * The change needs a reason (失效原因), asked for with the confirm, sent under `key` and
   * stored in that field by the same UPDATE; refused when empty.
   */
  reason?: { key: string; label: string; maxLength?: number };
  /** A datetime field the same UPDATE sets to now (失效时间). */
  stamp?: string;
  /**
   * Another field the row must also hold one of these values in (原路退款 only of an order
   * 已退款): checked by the same UPDATE, and the button shows only on such rows. With
   * `refusal`, a ticked row outside it is refused with these words (激活 of a student not
   * certified), not as a state that changed meanwhile.
   */
  when?: { field: string; in: readonly number[]; refusal?: string };
  /**
   * Only once the row's time in this datetime field has come (完成 of a lesson that has begun):
   * refused before with `refusal`, checked again by the same UPDATE; the button shows only then.
   */
  since?: { field: string; refusal: string };
  /**
   * The call is the feature's own route (核销 of a received coupon: its refusals name why,
   * e.g. 已核销 or 已过期), not the engine's: the engine registers no route for it, the
   * feature's UPDATE checks the same `from` and `since`, and the web offers it like any other.
   */
  ownRoute?: boolean;
}

/** Whether a row is in a state the change starts from (its own field, `when`'s, and its time come). */
export function transitionApplies(
  transition: Pick<TransitionDef, 'field' | 'from' | 'when' | 'since'>,
  row: Record<string, unknown>,
  nowSeconds = Date.now() / 1000,
): boolean {
  return (
    transition.from.includes(Number(row[transition.field])) &&
    stateAllows(transition.when, row) &&
    (!transition.since || Number(row[transition.since.field]) <= nowSeconds)
  );
}

/**
 * The body of a state-change call, derived from its declaration: the rows and the target state
 * under the state field. Paths shared by two changes (上架/下架 on one `update`) are told apart
 * by that target, so no caller can send a change without it.
 */
export function transitionBody(
  transition: Pick<TransitionDef, 'field' | 'to' | 'reason'>,
  ids: readonly string[],
  reason?: string,
): { ids: string[] } & Record<string, unknown> {
  return {
    ids: [...ids],
    [transition.field]: transition.to,
    ...(transition.reason && reason !== undefined ? { [transition.reason.key]: reason } : {}),
  };
}

/**
 * A row button declared like a transition (issue 39.2): the web derives its button, dialog,
 * state check and permission (`<route>:<name>`) from it, and the server binds the handler of
 * its call by `<resource>:<name>` (engine `bindActions`), checking `when` in the same statement
 * that changes the row. What it asks before the call:
 * - `form`: another resource's create form about the row (潜在客户's 添加跟进 and 转化报名,
 *   学时缴费订单's 更换手机号, 订单管理's 申请退款): `fill` takes the row's values (form key ← row
 *   key) into the form's fields, and a key that is no field of the form goes with the save as it
 *   is (the row's id); `about` shows fields of the row above the form, `note` a line on what the
 *   save does. The save reloads the list.
 * - `path` without a form: a call about one row, body `{id, ...send}` plus what is asked:
 *   `confirm` (a yes/no, `{key}` takes the row's value), `reason` (a text, 拒绝原因), `file`
 *   (a file stored by the common upload first, its key sent), `preview` (a call answered first,
 *   its figures shown, then one of `choices`: 通过并退款 or 拒绝), or `download` (the answer is
 *   a file to save).
 * Without either the page gives the button its behaviour.
 */
export interface ActionDef {
  name: string;
  label: string;
  /**
   * Offered only on rows whose `field` holds one of `in` and none of `notIn` (a lead not enrolled
   * yet); a list when the row must meet each (加入考场排班: not in the exam room yet, and 启用).
   */
  when?: RowCondition;
  /** The label on rows meeting its own condition (重新上传 of an invoice already uploaded). */
  relabel?: { label: string; when: StateCondition };
  danger?: boolean;
  form?: { resource: string; fill: Readonly<Record<string, string>>; about?: readonly string[]; note?: string };
  /** The call (with /api). Actions sharing a path (通过 and 拒绝 on one audit call) are told apart by `send`. */
  path?: string;
  /** Values the call always sends (`status: 2` of 拒绝). */
  send?: Readonly<Record<string, number>>;
  /** Asked before the call; `{key}` is the row's value under key. */
  confirm?: string;
  /** A text the call needs (拒绝原因): asked with the confirm, sent under `key`, refused when empty. */
  reason?: { key: string; label: string; maxLength?: number; missing?: string };
  /** The words a row outside `when` is refused with (default: its state changed meanwhile). */
  refusal?: string;
  /** A file chosen first and stored by the common upload (上传发票): its stored key goes under `key`. */
  file?: { key: string; accept: string; extensions: readonly string[]; refusal: string };
  /** A call answered first (`{id}`), its figures shown with the row's `about` fields, before one of `choices`. */
  preview?: {
    path: string;
    about?: readonly string[];
    figures: readonly { key: string; label: string; note?: string; strong?: boolean }[];
  };
  /** The answers of a previewed action, each sending its values (通过并退款: `pass: 1`). */
  choices?: readonly { label: string; send: Readonly<Record<string, number>>; danger?: boolean }[];
  /** The call answers a file, saved by the browser (下载发票). */
  download?: boolean;
  /** A toolbar button opening this settings form in a dialog (提现设置), not a row button. */
  settings?: SettingsDef;
  /** Other resources whose lists the call changes (提现 moves money of 教练钱包). */
  invalidates?: readonly string[];
}

/** The label a row shows for the action. */
export function actionLabel(action: Pick<ActionDef, 'label' | 'relabel'>, row: Record<string, unknown>): string {
  return action.relabel && stateAllows(action.relabel.when, row) ? action.relabel.label : action.label;
}

/** A confirm text with the row's values in place of `{key}`. */
export function fillRowText(text: string, row: Record<string, unknown>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => String(row[key] ?? ''));
}

/** Whether a call's body holds every one of these values (`status: 2`). */
export function bodyHolds(send: Readonly<Record<string, number>> | undefined, body: Record<string, unknown>): boolean {
  return (
    !!send &&
    Object.entries(send).every(
      ([key, value]) => body[key] !== undefined && body[key] !== '' && Number(body[key]) === value,
    )
  );
}

/**
 * The action of a shared call a body asks for: the one whose `send` values the body holds
 * (通过 `status: 1` vs 拒绝 `status: 2`), or the only one; undefined when none matches.
 */
export function actionOfBody<A extends Pick<ActionDef, 'send'>>(
  group: readonly A[],
  body: Record<string, unknown>,
): A | undefined {
  if (group.length === 1) return group[0];
  return group.find((a) => bodyHolds(a.send, body));
}

/** A condition on a row's state field: one of `in` (when given) and none of `notIn`. */
export interface StateCondition {
  field: string;
  in?: readonly number[];
  notIn?: readonly number[];
  /** Or this field of the row is empty (分期设置 of a class 上架, or of a draft never shelved). */
  orEmpty?: string;
  /**
   * The words a row outside this condition is refused with (该教练已停用…), before the action's
   * own `refusal` or "changed meanwhile": what a person can do something about, said first.
   */
  refusal?: string;
}

/** One condition, or several the row must each meet. */
export type RowCondition = StateCondition | readonly StateCondition[];

/** The conditions of a RowCondition, one by one. */
export function conditionsOf(when: RowCondition | undefined): readonly StateCondition[] {
  if (!when) return [];
  return Array.isArray(when) ? when : [when as StateCondition];
}

/** Whether the row's state meets the condition (no condition: always); transitions and actions ask the same. */
export function stateAllows(when: RowCondition | undefined, row: Record<string, unknown>): boolean {
  return conditionsOf(when).every((one) => meets(one, row));
}

function meets(when: StateCondition, row: Record<string, unknown>): boolean {
  const value = Number(row[when.field]);
  const empty =
    when.orEmpty !== undefined &&
    (row[when.orEmpty] === null || row[when.orEmpty] === undefined || row[when.orEmpty] === '');
  return ((!when.in || when.in.includes(value)) && !when.notIn?.includes(value)) || empty;
}

/** Whether a row offers the action (its row's state allows it). */
export function actionApplies(action: Pick<ActionDef, 'when'>, row: Record<string, unknown>): boolean {
  return stateAllows(action.when, row);
}
