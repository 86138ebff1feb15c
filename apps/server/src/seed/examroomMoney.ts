import { sql } from 'drizzle-orm';
import { luhnValid } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { rowsOf } from '../engine/rowAccess';
import { insertRows } from '../engine';
import { bookOrder, finishTraining, requestRefund, settleRefunds } from '../features/examroomMoney/bookingService';
import { applyWithdrawal, auditWithdrawal, payWithdrawal } from '../features/examroomMoney/cashService';
import { writeRefundTiers } from '../features/examroomMoney/refundSettingStore';
import type { Actor } from '../features/examroomMoney/walletLedger';
import { weekStartOf } from './examroomPlan';

const DAY = 86400;
const HOUR = 3600;

interface SeedCoach {
  coachId: string;
  coachName: string;
  coachMobile: string | null;
  carId: string;
  carNo: string;
}

const STUDENTS = ['赵子涵', '钱思远', '孙雨桐', '周浩然', '吴欣怡', '郑博文', '冯诗琪', '陈宇航', '褚梓萱', '卫俊杰', '蒋若曦', '沈明轩'];

/** A card number with its Luhn check digit. */
function cardNo(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

/**
 * The first three agreed exam-room coaches seeded by the scheduling side, each with the car
 * of their own plans (the scheduling seed gives every agreed coach one car).
 */
async function agreedCoaches(tx: Db, tenantId: string): Promise<SeedCoach[]> {
  const rows = await rowsOf<{ id: string; name: string; mobile: string | null; car_id: string; car_no: string }>(tx, sql`
    SELECT c.id, c.name, c.mobile, p.car_id, p.car_no FROM examroom_coach c
    JOIN LATERAL (SELECT car_id, car_no FROM examroom_class_plan p WHERE p.tenant_id = c.tenant_id AND p.coach_id = c.id AND p.deleted = 0 ORDER BY p.id LIMIT 1) p ON true
    WHERE c.tenant_id = ${tenantId} AND c.status = 1 AND c.deleted = 0 ORDER BY c.id LIMIT 3`);
  return rows.map((r) => ({ coachId: String(r.id), coachName: r.name, coachMobile: r.mobile, carId: String(r.car_id), carNo: r.car_no }));
}

/**
 * Demo data of the exam-room money side, written through the same services the apps and the
 * console use so every sum holds: prices, refund tiers, bank cards, four months of orders with
 * signed-off trainings (wallet credits and bills), bookings ahead with refunds in each state,
 * and withdrawals in each state. Coaches are the agreed ones of the scheduling seed (which
 * runs first, see app.ts); past orders book class plans written here before this week, the
 * bookings ahead take seats on the scheduling seed's plans. Runs once per tenant.
 */
export async function seedExamroomMoney(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM examroom_price_setting WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  const actor: Actor = { tenantId, userId: null };
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const COACHES = await agreedCoaches(tx, tenantId);
    if (COACHES.length < 3) return; // no scheduling demo data: nothing to sell
    const prices: string[] = [];
    for (const [name, carType, subject, unit, coach] of [
      ['C1科目二考场模拟', 1, 2, 15000, 8000],
      ['C1科目三考场模拟', 1, 3, 18000, 10000],
      ['大客车科目二考场模拟', 2, 2, 20000, 11000],
    ] as const) {
      const [row] = await rowsOf<{ id: string }>(tx, sql`INSERT INTO examroom_price_setting (tenant_id, setting_name, car_type, subject, unit_price, coach_price, min_hours, remark)
        VALUES (${tenantId}, ${name}, ${carType}, ${subject}, ${unit}, ${coach}, 1, '含考场车辆、油费及安全员') RETURNING id`);
      prices.push(String(row.id));
    }
    await writeRefundTiers(tx, actor, [{ hours: 48, ratio: 100 }, { hours: 24, ratio: 80 }, { hours: 4, ratio: 50 }]);

    const cards: string[] = [];
    for (const [i, c] of COACHES.entries()) {
      const [row] = await rowsOf<{ id: string }>(tx, sql`INSERT INTO examroom_bankcard (tenant_id, coach_id, coach_name, holder_name, bank_name, branch_name, card_no, mobile)
        VALUES (${tenantId}, ${c.coachId}, ${c.coachName}, ${c.coachName}, ${['中国工商银行', '中国建设银行', '招商银行'][i]}, '城东支行',
          ${cardNo(`62220202000012${i}45`)}, ${c.coachMobile}) RETURNING id`);
      cards.push(String(row.id));
    }

    // Four months back, all before this week (the scheduling seed's plans start on its
    // Monday): two 2-hour plans per order, signed off at their end. Each coach keeps one hour
    // of the day (09, 11 or 13) with their own car and a coach's orders are 5 days apart, so
    // no two plans of a coach or of a car overlap.
    const week = weekStartOf(now);
    const SUBJECTS = [2, 3, 2]; // the subject of each price above
    const past = Array.from({ length: 24 }, (_, i) => ({ i, coach: COACHES[i % 3], starts: [0, 1].map((k) => week - (118 - i * 5 - k) * DAY + (9 + 2 * (i % 3)) * HOUR) }));
    const planIds = (
      await insertRows<{ id: string }>(
        tx,
        'examroom_class_plan',
        past.flatMap(({ i, coach, starts }) =>
          starts.map((start) => ({
            tenant_id: tenantId, coach_id: coach.coachId, coach_name: coach.coachName, car_id: coach.carId, car_no: coach.carNo, subject: SUBJECTS[i % 3],
            start_time: start, end_time: start + 2 * HOUR, capacity: 4, booked_count: 0, status: 1, create_time: start - 7 * DAY,
          })),
        ),
        { ids: true },
      )
    ).map((r) => String(r.id));
    // All booked, then all signed off in the same order: the same rows, wallets and bills as
    // booking and signing off one order at a time, with the sub-orders read once.
    const orders: string[] = [];
    for (const { i, starts } of past) {
      const order = await bookOrder(tx, actor, {
        studentName: STUDENTS[i % STUDENTS.length], studentMobile: `1370000${String(1000 + i)}`, priceSettingId: prices[i % 3],
        planIds: planIds.slice(2 * i, 2 * i + 2), at: starts[0] - 3 * DAY,
      });
      orders.push(order.id);
    }
    const subs = await rowsOf<{ id: string }>(tx, sql`SELECT id FROM examroom_sub_order WHERE order_id IN (${sql.join(orders.map((id) => sql`${id}`), sql`, `)})
      ORDER BY order_id, plan_start`);
    for (const s of subs) await finishTraining(tx, actor, { subOrderId: String(s.id) });

    // Bookings ahead (已预约, read by the class plans' 发送通知): a seat on each of the next
    // open plans with room that start at least six hours from now, with refunds in each state.
    const upcoming = await rowsOf<{ id: string; subject: number }>(tx, sql`SELECT id, subject FROM examroom_class_plan
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 AND booked_count < capacity AND start_time > ${now + 6 * HOUR}
      ORDER BY start_time, id LIMIT 6`);
    const ahead: string[] = [];
    for (const [i, plan] of upcoming.entries()) {
      const order = await bookOrder(tx, actor, {
        studentName: STUDENTS[(i + 5) % STUDENTS.length], studentMobile: `1360000${String(2000 + i)}`,
        priceSettingId: Number(plan.subject) === 3 ? prices[1] : prices[0], planIds: [String(plan.id)], at: now - DAY,
      });
      const [sub] = await rowsOf<{ id: string }>(tx, sql`SELECT id FROM examroom_sub_order WHERE order_id = ${order.id}`);
      ahead.push(String(sub.id));
    }
    if (ahead.length < 4) throw new Error('exam-room money seed: fewer than four open class plans ahead');
    // Asked two hours ago, priced by the tier of the hours left before each class.
    const refund = async (subOrderId: string, reason: string) => (await requestRefund(tx, actor, { subOrderId, reason, at: now - 2 * HOUR })).id;
    await refund(ahead[0], '临时出差，无法参加训练');
    const approved = await refund(ahead[1], '已通过考试，不再需要模拟训练');
    await tx.execute(sql`UPDATE examroom_refund SET status = 1 WHERE id = ${approved}`);
    await settleRefunds(tx, actor, [approved], true);
    const rejected = await refund(ahead[2], '想换到周末的排班');
    await tx.execute(sql`UPDATE examroom_refund SET status = 2 WHERE id = ${rejected}`);
    await settleRefunds(tx, actor, [rejected], false);
    const paidOut = await refund(ahead[3], '身体不适');
    await tx.execute(sql`UPDATE examroom_refund SET status = 1 WHERE id = ${paidOut}`);
    await settleRefunds(tx, actor, [paidOut], true);
    await tx.execute(sql`UPDATE examroom_refund SET status = 3 WHERE id = ${paidOut}`);

    // Withdrawals in every state: paid, passed, rejected, and one waiting per coach.
    const apply = (c: number, yuan: number, daysAgo: number) =>
      applyWithdrawal(tx, actor, { coachId: COACHES[c].coachId, bankcardId: cards[c], amountFen: yuan * 100, at: now - daysAgo * DAY });
    const paid = await apply(0, 800, 40);
    await auditWithdrawal(tx, actor, { id: paid.id, pass: true, remark: '核对无误', at: now - 39 * DAY });
    await payWithdrawal(tx, actor, { id: paid.id, at: now - 38 * DAY });
    const passed = await apply(1, 500, 3);
    await auditWithdrawal(tx, actor, { id: passed.id, pass: true, remark: '核对无误', at: now - 2 * DAY });
    const refused = await apply(2, 300, 5);
    await auditWithdrawal(tx, actor, { id: refused.id, pass: false, remark: '银行卡信息与实名不符，请更换后重新申请', at: now - 4 * DAY });
    for (const c of [0, 1, 2]) await apply(c, 200 + c * 50, 0);
  });
}
