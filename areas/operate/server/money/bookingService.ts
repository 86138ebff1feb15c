import { sql } from 'drizzle-orm';
import { billingPeriod, fenToYuan, MSG_STATE_CHANGED, ResponseCode } from '@coach/domain';
import { FLOW_INCOME, refundRatio, SUB_ORDER_BOOKED, SUB_ORDER_CANCELLED, SUB_ORDER_DONE } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { isUniqueViolation, NOT_FOUND_MESSAGE, rowsOf } from '@coach/server/engine/index.ts';
import { readRefundTiers } from './refundSettingStore';
import { ensureWallet, moveMoney, type Actor } from './walletLedger';

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);
const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A class plan as booked: its snapshot read from `examroom_class_plan` and the coach's row. */
interface BookedPlan {
  id: string;
  start_time: string;
  end_time: string;
  coach_id: string;
  coach_name: string;
  subject: number;
}

export interface Booking {
  studentName: string;
  studentMobile: string;
  priceSettingId: string;
  /** Ids of live, open class plans of the tenant (排班); one seat is taken on each. */
  planIds: string[];
  /** Unix seconds the order was paid (seeds write history); now by default. */
  at?: number;
}

export const MSG_PLAN_UNAVAILABLE = '排班不存在、已关闭或已约满';

/**
 * Takes one seat on every plan in ONE conditional UPDATE: only live (deleted = 0), open
 * (status 1) plans of the tenant with a free seat move. Rows are locked in id order first
 * (the sub-select's FOR UPDATE) so two multi-plan bookings cannot deadlock; a concurrent
 * booking of the last seat waits for the lock and then no longer matches `booked_count <
 * capacity`. Fewer rows back than asked: refused, and the caller's transaction rolls back.
 */
async function takeSeats(tx: Db, tenantId: string, planIds: string[]): Promise<BookedPlan[]> {
  const taken = await rowsOf<BookedPlan>(
    tx,
    sql`UPDATE examroom_class_plan SET booked_count = booked_count + 1,
      update_time = extract(epoch from now())::bigint
    WHERE id IN (SELECT id FROM examroom_class_plan WHERE tenant_id = ${tenantId} AND id IN (${inList(planIds)}) ORDER BY id FOR UPDATE)
      AND tenant_id = ${tenantId} AND deleted = 0 AND status = 1 AND booked_count < capacity
    RETURNING id, start_time, end_time, coach_id, coach_name, subject`,
  );
  if (taken.length < planIds.length) throw new BizError(MSG_PLAN_UNAVAILABLE);
  const byId = new Map(taken.map((p) => [String(p.id), p]));
  return planIds.map((id) => byId.get(id)!);
}

/**
 * A student's paid booking: a seat on each class plan, the order and one sub-order (状态 1
 * 已预约) per plan, priced by the price setting per whole class hour. Start, end and coach
 * (name and mobile) are copied from the plan and the coach's row; the coach's pay per
 * sub-order is fixed now, so a later price change does not alter what was sold.
 */
export async function bookOrder(tx: Db, actor: Actor, booking: Booking): Promise<{ id: string; orderNo: string }> {
  const [price] = await rowsOf<{
    id: string;
    setting_name: string;
    car_type: number;
    subject: number;
    unit_price: string;
    coach_price: string;
    min_hours: number;
  }>(
    tx,
    sql`
    SELECT id, setting_name, car_type, subject, unit_price, coach_price, min_hours FROM examroom_price_setting
    WHERE id = ${booking.priceSettingId} AND tenant_id = ${actor.tenantId} AND deleted = 0`,
  );
  if (!price) throw new BizError('价格设置：价格不存在或已删除');
  if (booking.planIds.length === 0) throw new BizError('请至少选择一个排班');
  if (new Set(booking.planIds).size !== booking.planIds.length) throw new BizError('同一排班不能重复预约');
  const [dup] = await rowsOf(
    tx,
    sql`SELECT 1 FROM examroom_sub_order WHERE tenant_id = ${actor.tenantId} AND status = ${SUB_ORDER_BOOKED}
    AND student_mobile = ${booking.studentMobile} AND plan_id IN (${inList(booking.planIds)}) LIMIT 1`,
  );
  if (dup) throw new BizError('该学员已预约所选排班');
  // Every refusal below throws inside the transaction: the seats just taken are given back.
  const plans = await takeSeats(tx, actor.tenantId, booking.planIds);
  const hoursOf = (p: BookedPlan) => (Number(p.end_time) - Number(p.start_time)) / HOUR;
  for (const plan of plans) {
    const h = hoursOf(plan);
    if (!Number.isInteger(h) || h < 1) throw new BizError('排班时长必须为整学时（每学时60分钟）');
    if (Number(plan.subject) !== Number(price.subject)) throw new BizError('所选排班的科目与价格设置不一致');
  }
  const hours = plans.reduce((s, p) => s + hoursOf(p), 0);
  if (hours < Number(price.min_hours)) throw new BizError(`至少预约${price.min_hours}学时`);
  const mobiles = new Map(
    (
      await rowsOf<{ id: string; mobile: string | null }>(
        tx,
        sql`SELECT id, mobile FROM examroom_coach WHERE tenant_id = ${actor.tenantId}
      AND id IN (${inList([...new Set(plans.map((p) => String(p.coach_id)))])})`,
      )
    ).map((c) => [String(c.id), c.mobile]),
  );
  const unit = Number(price.unit_price);
  const coachUnit = Number(price.coach_price);
  const at = booking.at ?? now();
  const [order] = await rowsOf<{ id: string }>(
    tx,
    // The app books by phone: the order keeps the school's student of that phone, when there is one.
    sql`INSERT INTO examroom_order (tenant_id, student_name, student_mobile, student_id, car_type, subject,
      price_name, price_setting_id, unit_price, hours, amount, pay_status, refund_status, pay_time, create_time, update_time, create_by, update_by)
    VALUES (${actor.tenantId}, ${booking.studentName}, ${booking.studentMobile},
      (SELECT id FROM bbxc_student WHERE tenant_id = ${actor.tenantId} AND mobile = ${booking.studentMobile} AND deleted = 0 ORDER BY id LIMIT 1), ${price.car_type}, ${price.subject}, ${price.setting_name},
      ${price.id}, ${unit}, ${hours}, ${unit * hours}, 1, 0, ${at}, ${at}, ${at}, ${actor.userId}, ${actor.userId}) RETURNING id`,
  );
  const orderNo = `KC${String(order.id).padStart(10, '0')}`;
  await tx.execute(
    sql`UPDATE examroom_order SET order_no = ${orderNo} WHERE tenant_id = ${actor.tenantId} AND id = ${order.id}`,
  );
  const values = plans.map((p, i) => {
    const h = hoursOf(p);
    return sql`(${actor.tenantId}, ${order.id}, ${`${orderNo}-${i + 1}`}, ${p.id}, ${booking.studentName}, ${booking.studentMobile},
      ${p.start_time}, ${p.end_time}, ${p.coach_id}, ${p.coach_name}, ${mobiles.get(String(p.coach_id)) ?? null}, ${h}, ${unit * h}, ${coachUnit * h}, ${SUB_ORDER_BOOKED}, ${at}, ${at})`;
  });
  try {
    await tx.execute(sql`INSERT INTO examroom_sub_order (tenant_id, order_id, sub_order_no, plan_id, student_name, student_mobile, plan_start, plan_end,
      coach_id, coach_name, coach_mobile, hours, amount, coach_income, status, create_time, update_time) VALUES ${sql.join(values, sql`, `)}`);
  } catch (error) {
    // The seat index: the same student's other booking of a plan committed first.
    if (isUniqueViolation(error)) throw new BizError('该学员已预约所选排班', '409');
    throw error;
  }
  return { id: String(order.id), orderNo };
}

interface SubOrderRow {
  id: string;
  order_id: string;
  sub_order_no: string;
  student_name: string;
  student_mobile: string;
  plan_start: string;
  plan_end: string;
  coach_id: string;
  coach_name: string;
  coach_mobile: string | null;
  hours: number;
  amount: string;
  coach_income: string;
  status: number;
}

async function lockSubOrder(tx: Db, actor: Actor, id: string): Promise<SubOrderRow> {
  const [row] = await rowsOf<SubOrderRow>(
    tx,
    sql`SELECT * FROM examroom_sub_order WHERE id = ${id} AND tenant_id = ${actor.tenantId} FOR UPDATE`,
  );
  if (!row) throw new BizError(NOT_FOUND_MESSAGE, '404');
  return row;
}

/** Tenant: a sub-order the caller has locked in its tenant's scope (lockSubOrder). */
async function pendingRefund(tx: Db, subOrderId: string): Promise<boolean> {
  const [r] = await rowsOf(
    tx,
    sql`SELECT 1 FROM examroom_refund WHERE sub_order_id = ${subOrderId} AND status = 0 LIMIT 1`,
  );
  return !!r;
}

/**
 * The coach signs off a booked sub-order: 1 → 2, a training record, the coach's pay credited
 * to the wallet (with its flow) and added to the coach's bill of the billing period, all in
 * this transaction. A second sign-off of the same sub-order changes nothing.
 */
export async function finishTraining(
  tx: Db,
  actor: Actor,
  input: { subOrderId: string; startTime?: number; endTime?: number },
): Promise<{ id: string }> {
  const sub = await lockSubOrder(tx, actor, input.subOrderId);
  if (await pendingRefund(tx, sub.id)) throw new BizError('该预约有待审核的退费申请，不能签退');
  const [done] = await rowsOf(
    tx,
    sql`UPDATE examroom_sub_order SET status = ${SUB_ORDER_DONE}, update_time = extract(epoch from now())::bigint, update_by = ${actor.userId}
    WHERE tenant_id = ${actor.tenantId} AND id = ${sub.id} AND status = ${SUB_ORDER_BOOKED} RETURNING id`,
  );
  if (!done) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
  const start = input.startTime ?? Number(sub.plan_start);
  const end = input.endTime ?? Number(sub.plan_end);
  if (end <= start) throw new BizError('结束时间必须晚于开始时间');
  const period = billingPeriod(end, 'month');
  const income = Number(sub.coach_income);
  const [order] = await rowsOf<{ order_no: string; subject: number }>(
    tx,
    sql`SELECT order_no, subject FROM examroom_order WHERE tenant_id = ${actor.tenantId} AND id = ${sub.order_id}`,
  );
  const [train] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO examroom_train (tenant_id, order_id, order_no, sub_order_id, student_name, student_mobile,
      coach_id, coach_name, subject, start_time, end_time, hours, order_amount, coach_income, period_label, create_time, update_time, create_by, update_by)
    VALUES (${actor.tenantId}, ${sub.order_id}, ${order.order_no}, ${sub.id}, ${sub.student_name}, ${sub.student_mobile}, ${sub.coach_id}, ${sub.coach_name},
      ${order.subject}, ${start}, ${end}, ${sub.hours}, ${sub.amount}, ${income}, ${period.label}, ${end}, ${end}, ${actor.userId}, ${actor.userId}) RETURNING id`,
  );
  await ensureWallet(
    tx,
    actor,
    { coachId: String(sub.coach_id), coachName: sub.coach_name, coachMobile: sub.coach_mobile },
    end,
  );
  const after = await moveMoney(tx, actor, String(sub.coach_id), {
    flowType: FLOW_INCOME,
    balanceChange: income,
    frozenChange: 0,
    refId: String(train.id),
    remark: `训练收入 ${sub.sub_order_no}`,
    at: end,
  });
  if (!after) throw new Error('wallet credit refused'); // a credit never lowers anything: unreachable
  // The wallet row is locked by the credit: bills of one coach are updated one at a time.
  const [bill] = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT id FROM examroom_bill WHERE tenant_id = ${actor.tenantId} AND coach_id = ${sub.coach_id}
    AND period_label = ${period.label} FOR UPDATE`,
  );
  if (bill) {
    await tx.execute(sql`UPDATE examroom_bill SET train_count = train_count + 1, hours = hours + ${sub.hours}, order_amount = order_amount + ${sub.amount},
      coach_income = coach_income + ${income}, coach_name = ${sub.coach_name}, update_time = extract(epoch from now())::bigint WHERE tenant_id = ${actor.tenantId} AND id = ${bill.id}`);
  } else {
    await tx.execute(sql`INSERT INTO examroom_bill (tenant_id, coach_id, coach_name, period_label, period_start, period_end, train_count, hours, order_amount, coach_income)
      VALUES (${actor.tenantId}, ${sub.coach_id}, ${sub.coach_name}, ${period.label}, ${period.start}, ${period.end - 1}, 1, ${sub.hours}, ${sub.amount}, ${income})`);
  }
  return { id: String(train.id) };
}

/**
 * A student's refund request for a booked sub-order, priced by the 退费设置 tier of the hours
 * left before the class. One pending request per sub-order; none once the class started.
 */
export async function requestRefund(
  tx: Db,
  actor: Actor,
  input: { subOrderId: string; reason: string; at?: number },
): Promise<{ id: string; ratio: number; refundAmount: string }> {
  const sub = await lockSubOrder(tx, actor, input.subOrderId);
  if (Number(sub.status) !== SUB_ORDER_BOOKED) throw new BizError('该预约已完成或已取消，不能退费');
  if (await pendingRefund(tx, sub.id)) throw new BizError('该预约已有待审核的退费申请');
  const at = input.at ?? now();
  const secondsBefore = Number(sub.plan_start) - at;
  if (secondsBefore <= 0) throw new BizError('课程已开始，不能退费');
  const hoursBefore = Math.floor(secondsBefore / HOUR);
  const { tiers } = await readRefundTiers(tx, actor.tenantId);
  const ratio = refundRatio(tiers, hoursBefore);
  if (ratio === 0) throw new BizError(`距开课不足${tiers.filter((t) => t.ratio > 0).at(-1)?.hours ?? 0}小时，不可退费`);
  const amount = Math.floor((Number(sub.amount) * ratio) / 100);
  const [order] = await rowsOf<{ order_no: string }>(
    tx,
    sql`SELECT order_no FROM examroom_order WHERE tenant_id = ${actor.tenantId} AND id = ${sub.order_id}`,
  );
  const [row] = await rowsOf<{ id: string }>(
    tx,
    sql`INSERT INTO examroom_refund (tenant_id, order_id, order_no, sub_order_id, student_name, student_mobile,
      plan_start, hours_before, paid_amount, ratio, refund_amount, reason, status, create_time, update_time, create_by, update_by)
    VALUES (${actor.tenantId}, ${sub.order_id}, ${order.order_no}, ${sub.id}, ${sub.student_name}, ${sub.student_mobile}, ${sub.plan_start}, ${hoursBefore},
      ${sub.amount}, ${ratio}, ${amount}, ${input.reason}, 0, ${at}, ${at}, ${actor.userId}, ${actor.userId}) RETURNING id`,
  );
  await syncOrderRefundStatus(tx, [String(sub.order_id)]);
  return { id: String(row.id), ratio, refundAmount: fenToYuan(amount) };
}

/**
 * After 通过 (inside the transition's transaction): the sub-orders are cancelled and the
 * amounts added to their orders' refunds; after 拒绝 only the orders' refund state changes.
 */
export async function settleRefunds(tx: Db, actor: Actor, ids: string[], approved: boolean): Promise<void> {
  await tx.execute(sql`UPDATE examroom_refund SET audit_time = extract(epoch from now())::bigint, audit_by = ${actor.userId}
    WHERE tenant_id = ${actor.tenantId} AND id IN (${inList(ids)})`);
  const refunds = await rowsOf<{ order_id: string; sub_order_id: string; refund_amount: string }>(
    tx,
    sql`SELECT order_id, sub_order_id, refund_amount
    FROM examroom_refund WHERE tenant_id = ${actor.tenantId} AND id IN (${inList(ids)})`,
  );
  if (approved) {
    for (const r of refunds) {
      const [cancelled] = await rowsOf<{ plan_id: string }>(
        tx,
        sql`UPDATE examroom_sub_order SET status = ${SUB_ORDER_CANCELLED}, update_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${actor.tenantId} AND id = ${r.sub_order_id} AND status = ${SUB_ORDER_BOOKED} RETURNING plan_id`,
      );
      if (!cancelled) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      // The cancelled sub-order's seat goes back to its class plan (never below zero).
      await tx.execute(sql`UPDATE examroom_class_plan SET booked_count = GREATEST(booked_count - 1, 0), update_time = extract(epoch from now())::bigint
        WHERE id = ${cancelled.plan_id} AND tenant_id = ${actor.tenantId}`);
      await tx.execute(
        sql`UPDATE examroom_order SET refund_amount = refund_amount + ${r.refund_amount} WHERE tenant_id = ${actor.tenantId} AND id = ${r.order_id}`,
      );
    }
  }
  await syncOrderRefundStatus(tx, [...new Set(refunds.map((r) => String(r.order_id)))]);
}

/**
 * 退费审核中 while a request waits; else 全额/部分退费 by the refunded sum; else 无退费.
 * Tenant: orders of sub-orders or refunds the caller has read in its tenant's scope.
 */
async function syncOrderRefundStatus(tx: Db, orderIds: string[]): Promise<void> {
  if (!orderIds.length) return;
  await tx.execute(sql`UPDATE examroom_order o SET refund_status = CASE
      WHEN EXISTS (SELECT 1 FROM examroom_refund r WHERE r.order_id = o.id AND r.status = 0) THEN 1
      WHEN o.refund_amount > 0 AND o.refund_amount >= o.amount THEN 3
      WHEN o.refund_amount > 0 THEN 2 ELSE 0 END,
    update_time = extract(epoch from now())::bigint
    WHERE o.id IN (${inList(orderIds)})`);
}
