import { sql } from 'drizzle-orm';
import { billingPeriod } from '@coach/domain';
import { FLOW_INCOME, SUB_ORDER_BOOKED, SUB_ORDER_DONE } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';

const HOUR = 3600;

/** An agreed exam-room coach with the car of their plans (see examroomMoney.ts). */
export interface HistoryCoach {
  coachId: string;
  coachName: string;
  coachMobile: string | null;
  carId: string;
  carNo: string;
}

export interface HistoryPrice {
  id: string;
  name: string;
  carType: number;
  subject: number;
  unitFen: number;
  coachFen: number;
}

/** One past order: its student and the class plans (start times) it booked and trained. */
export interface PastOrder {
  coach: HistoryCoach;
  price: HistoryPrice;
  studentName: string;
  studentMobile: string;
  /** Paid at (Unix seconds). */
  at: number;
  /** Start of each 2-hour plan of the order. */
  starts: number[];
}

/** The next n ids of a table's sequence, in order: rows that point at each other are written with them in one statement per table. */
async function drawIds(tx: Db, table: string, n: number): Promise<string[]> {
  if (!n) return [];
  const rows = await rowsOf<{ id: string }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::text AS id FROM generate_series(1, ${n})`,
  );
  return rows
    .map((r) => BigInt(r.id))
    .sort((a, b) => (a < b ? -1 : 1))
    .map(String);
}

/** A booked class plan as the sub-order copies it. */
interface SeatPlan {
  id: string;
  start: number;
  end: number;
  coach: Pick<HistoryCoach, 'coachId' | 'coachName' | 'coachMobile'>;
}

/** A paid order of seats on plans, as bookOrder writes it. */
export interface SeatOrder {
  price: HistoryPrice;
  studentName: string;
  studentMobile: string;
  /** Paid at (Unix seconds). */
  at: number;
  plans: SeatPlan[];
}

interface WrittenSub<O extends SeatOrder> {
  id: string;
  order: O;
  orderId: string;
  orderNo: string;
  subOrderNo: string;
  plan: SeatPlan;
  hours: number;
}

/**
 * Orders and their sub-orders as bookingService.bookOrder writes them (order number from the
 * id, one sub-order per plan priced per class hour), one statement per table; the plans' seats
 * are the caller's. `signedOffAt` given: the sub-orders are 已完成, as finishTraining leaves
 * them then. Answers the sub-orders in order (order, then plan).
 */
export async function writeSeatOrders<O extends SeatOrder>(
  tx: Db,
  tenantId: string,
  orders: O[],
  signedOffAt?: number,
): Promise<WrittenSub<O>[]> {
  const orderIds = await drawIds(tx, 'examroom_order', orders.length);
  const orderNo = (k: number) => `KC${orderIds[k].padStart(10, '0')}`;
  const hoursOf = (p: SeatPlan) => (p.end - p.start) / HOUR;
  await insertRows(
    tx,
    'examroom_order',
    orders.map((o, k) => {
      const hours = o.plans.reduce((sum, p) => sum + hoursOf(p), 0);
      return {
        id: orderIds[k],
        order_no: orderNo(k),
        tenant_id: tenantId,
        student_name: o.studentName,
        student_mobile: o.studentMobile,
        car_type: o.price.carType,
        subject: o.price.subject,
        price_name: o.price.name,
        price_setting_id: o.price.id,
        unit_price: o.price.unitFen,
        hours,
        amount: o.price.unitFen * hours,
        pay_status: 1,
        refund_status: 0,
        pay_time: o.at,
        create_time: o.at,
        update_time: o.at,
        create_by: null,
        update_by: null,
      };
    }),
  );
  const planned = orders.flatMap((order, k) =>
    order.plans.map((plan, n) => ({
      order,
      orderId: orderIds[k],
      orderNo: orderNo(k),
      subOrderNo: `${orderNo(k)}-${n + 1}`,
      plan,
      hours: hoursOf(plan),
    })),
  );
  const subIds = await drawIds(tx, 'examroom_sub_order', planned.length);
  const subs = planned.map((s, k) => ({ ...s, id: subIds[k] }));
  await insertRows(
    tx,
    'examroom_sub_order',
    subs.map((s) => ({
      id: s.id,
      tenant_id: tenantId,
      order_id: s.orderId,
      sub_order_no: s.subOrderNo,
      plan_id: s.plan.id,
      student_name: s.order.studentName,
      student_mobile: s.order.studentMobile,
      plan_start: s.plan.start,
      plan_end: s.plan.end,
      coach_id: s.plan.coach.coachId,
      coach_name: s.plan.coach.coachName,
      coach_mobile: s.plan.coach.coachMobile,
      hours: s.hours,
      amount: s.order.price.unitFen * s.hours,
      coach_income: s.order.price.coachFen * s.hours,
      status: signedOffAt === undefined ? SUB_ORDER_BOOKED : SUB_ORDER_DONE,
      create_time: s.order.at,
      update_time: signedOffAt ?? s.order.at,
      update_by: null,
    })),
  );
  return subs;
}

/**
 * Past exam-room orders, booked and signed off, written as the booking and sign-off services
 * would leave them after booking every order and then signing off every sub-order in order
 * (bookingService.ts bookOrder, finishTraining): the plans with their seat taken, orders,
 * sub-orders 已完成, a training record per sub-order, the coaches' wallets credited with a
 * ledger row per training (balance after each credit), and the bills of each billing period.
 * One statement per table instead of ~25 per order: the seed's history is fixed, so what
 * the services check one row at a time (free seats, duplicate bookings, the wallet's lock)
 * cannot fail here; the exam-room seed test asserts the sums still agree.
 */
export async function writeExamroomHistory(tx: Db, tenantId: string, orders: PastOrder[], now: number): Promise<void> {
  if (!orders.length) return;
  const plans = orders.flatMap((o) => o.starts.map((start) => ({ o, start, end: start + 2 * HOUR })));
  const planIds = await drawIds(tx, 'examroom_class_plan', plans.length);
  // Each plan is booked once (its seat taken, as takeSeats leaves it).
  await insertRows(
    tx,
    'examroom_class_plan',
    plans.map(({ o, start, end }, k) => ({
      id: planIds[k],
      tenant_id: tenantId,
      coach_id: o.coach.coachId,
      coach_name: o.coach.coachName,
      car_id: o.coach.carId,
      car_no: o.coach.carNo,
      subject: o.price.subject,
      start_time: start,
      end_time: end,
      capacity: 4,
      booked_count: 1,
      status: 1,
      create_time: start - 7 * 86400,
      update_time: now,
    })),
  );
  let k = 0;
  const seatOrders = orders.map((o) => ({
    ...o,
    plans: o.starts.map((start) => ({ id: planIds[k++], start, end: start + 2 * HOUR, coach: o.coach })),
  }));
  // Sub-orders in the order they are signed off (order, then plan start): trainings, ledger rows and bills follow it.
  const written = await writeSeatOrders(tx, tenantId, seatOrders, now);
  const subs = written.map((w) => ({ ...w, o: w.order, start: w.plan.start, end: w.plan.end }));
  const trainIds = await drawIds(tx, 'examroom_train', subs.length);
  const periods = subs.map((s) => billingPeriod(s.end, 'month'));
  await insertRows(
    tx,
    'examroom_train',
    subs.map((s, k) => ({
      id: trainIds[k],
      tenant_id: tenantId,
      order_id: s.orderId,
      order_no: s.orderNo,
      sub_order_id: s.id,
      student_name: s.o.studentName,
      student_mobile: s.o.studentMobile,
      coach_id: s.o.coach.coachId,
      coach_name: s.o.coach.coachName,
      subject: s.o.price.subject,
      start_time: s.start,
      end_time: s.end,
      hours: 2,
      order_amount: s.o.price.unitFen * 2,
      coach_income: s.o.price.coachFen * 2,
      period_label: periods[k].label,
      create_time: s.end,
      update_time: s.end,
      create_by: null,
      update_by: null,
    })),
  );

  // Wallets: opened at the coach's first training, each credit a ledger row with the balance it left.
  // ensureWallet draws an id at every sign-off (ON CONFLICT DO NOTHING still takes one): the
  // same draws give each wallet the id it had.
  const drawn = await drawIds(tx, 'examroom_wallet', subs.length);
  const wallets = new Map<string, { id: string; coach: HistoryCoach; opened: number; last: number; balance: number }>();
  const credits = subs.map((s, k) => {
    let w = wallets.get(s.o.coach.coachId);
    if (!w)
      wallets.set(s.o.coach.coachId, (w = { id: drawn[k], coach: s.o.coach, opened: s.end, last: s.end, balance: 0 }));
    w.balance += s.o.price.coachFen * 2;
    w.last = s.end;
    return { w, after: w.balance };
  });
  await insertRows(
    tx,
    'examroom_wallet',
    [...wallets.values()].map((w) => ({
      id: w.id,
      tenant_id: tenantId,
      coach_id: w.coach.coachId,
      coach_name: w.coach.coachName,
      coach_mobile: w.coach.coachMobile,
      balance: w.balance,
      frozen: 0,
      total_income: w.balance,
      total_withdrawn: 0,
      create_by: null,
      update_by: null,
      create_time: w.opened,
      update_time: w.last,
    })),
  );
  await insertRows(
    tx,
    'examroom_wallet_flow',
    subs.map((s, k) => ({
      tenant_id: tenantId,
      wallet_id: credits[k].w.id,
      coach_id: s.o.coach.coachId,
      flow_type: FLOW_INCOME,
      balance_change: s.o.price.coachFen * 2,
      frozen_change: 0,
      balance_after: credits[k].after,
      frozen_after: 0,
      ref_id: trainIds[k],
      remark: `训练收入 ${s.subOrderNo}`,
      create_time: s.end,
      create_by: null,
    })),
  );

  // Bills: one per coach and billing period, in the order their first training came.
  const bills = new Map<
    string,
    Record<string, unknown> & { train_count: number; hours: number; order_amount: number; coach_income: number }
  >();
  subs.forEach((s, k) => {
    const key = `${s.o.coach.coachId}|${periods[k].label}`;
    let b = bills.get(key);
    if (!b) {
      bills.set(
        key,
        (b = {
          tenant_id: tenantId,
          coach_id: s.o.coach.coachId,
          coach_name: s.o.coach.coachName,
          period_label: periods[k].label,
          period_start: periods[k].start,
          period_end: periods[k].end - 1,
          train_count: 0,
          hours: 0,
          order_amount: 0,
          coach_income: 0,
          create_time: now,
          update_time: now,
        }),
      );
    }
    b.train_count += 1;
    b.hours += 2;
    b.order_amount += s.o.price.unitFen * 2;
    b.coach_income += s.o.price.coachFen * 2;
  });
  await insertRows(tx, 'examroom_bill', [...bills.values()]);
}
