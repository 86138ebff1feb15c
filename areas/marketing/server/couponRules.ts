import { sql } from 'drizzle-orm';
import { RULE_MESSAGES, rules, yuanToFen } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf, type SaveArgs } from '@coach/server/engine/index.ts';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The checks a coupon's fields make together: the figures its type needs, a validity window
 * that ends after it starts, the classes it applies to, and (on edit) a stock that still
 * covers what was received. `before` is the row as JSON (yuan), `values` hold fen.
 */
export async function checkCoupon({ tx, ctx, values, before }: SaveArgs) {
  const pick = (key: string) => (key in values ? values[key] : before?.[key]);
  const fen = (key: string) => {
    const v = pick(key);
    if (!given(v)) return null;
    return key in values ? Number(v) : yuanToFen(v as string);
  };
  const type = Number(pick('couponType'));
  const threshold = fen('thresholdAmount');
  const discount = fen('discountAmount');
  if (type === 1) {
    if (threshold === null || threshold <= 0) throw new BizError('使用门槛(元)：满减券请填写大于0的使用门槛');
    if (discount === null || discount <= 0) throw new BizError('优惠金额(元)：请填写大于0的优惠金额');
    if (discount >= threshold) throw new BizError('优惠金额(元)：优惠金额必须小于使用门槛');
    Object.assign(values, { discountRate: null, maxDiscount: null });
  } else if (type === 2) {
    const rate = pick('discountRate');
    // The field's own rule (rules.discountRate), required for this type.
    const problem = given(rate) ? rules.discountRate(rate) : RULE_MESSAGES.discountRate;
    if (problem) throw new BizError(`折扣(折)：${problem}`);
    Object.assign(values, { discountAmount: null });
  } else {
    if (discount === null || discount <= 0) throw new BizError('优惠金额(元)：请填写大于0的优惠金额');
    Object.assign(values, { thresholdAmount: null, discountRate: null, maxDiscount: null });
  }
  if (Number(pick('validEnd')) <= Number(pick('validStart'))) throw new BizError('有效期结束时间必须晚于开始时间');
  if (before && 'totalStock' in values && Number(values.totalStock) < Number(before.receivedCount)) {
    throw new BizError(`发放总量不能少于已领取数量（${before.receivedCount}）`);
  }
  await checkClasses(tx, ctx.tenantId, values, Number(pick('classScope') ?? 1));
}

/** 指定班型 needs live classes of the tenant; they are kept with the coupon as a list. */
async function checkClasses(tx: Db, tenantId: string, values: Record<string, unknown>, scope: number) {
  if (scope !== 2) {
    if ('classScope' in values) values.$class_ids = null;
    return;
  }
  if (!('classIds' in values) && !('classScope' in values)) return;
  const ids = (values.classIds as string[] | undefined) ?? [];
  if (ids.length === 0) throw new BizError('指定班型：请至少选择一个');
  const found = await rowsOf(
    tx,
    sql`SELECT id FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND deleted = 0
    AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (found.length !== ids.length) throw new BizError('指定班型：班型不存在或已删除');
  values.$class_ids = JSON.stringify(ids);
}
