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
 * A button of a page's own (`<route>:<name>`). With `form` it is a row button that opens
 * another resource's create form about the row (潜在客户's 添加跟进 and 转化报名, 学时缴费订单's
 * 更换手机号): `fill` takes the row's values (form key ← row key) into the form's fields, and a
 * key that is no field of the form goes with the save as it is (the row's id for a call about
 * the row); `about` shows fields of the row above the form (the number being replaced), `note`
 * a line on what the save does (the deposit counted toward the price). The
 * save reloads the list. Without `form` the page gives the button its behaviour.
 */
export interface ActionDef {
  name: string;
  label: string;
  form?: { resource: string; fill: Readonly<Record<string, string>>; about?: readonly string[]; note?: string };
  /** Offered only on rows whose `field` holds one of `in` and none of `notIn` (a lead not enrolled yet). */
  when?: StateCondition;
}

/** A condition on a row's state field: one of `in` (when given) and none of `notIn`. */
export interface StateCondition {
  field: string;
  in?: readonly number[];
  notIn?: readonly number[];
}

/** Whether the row's state meets the condition (no condition: always); transitions and actions ask the same. */
export function stateAllows(when: StateCondition | undefined, row: Record<string, unknown>): boolean {
  if (!when) return true;
  const value = Number(row[when.field]);
  return (!when.in || when.in.includes(value)) && !when.notIn?.includes(value);
}

/** Whether a row offers the action (its row's state allows it). */
export function actionApplies(action: Pick<ActionDef, 'when'>, row: Record<string, unknown>): boolean {
  return stateAllows(action.when, row);
}
