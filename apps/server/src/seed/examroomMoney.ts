import { sql } from 'drizzle-orm';
import { luhnValid } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { rowsOf } from '../engine/rowAccess';
import { bookOrder, finishTraining, requestRefund, settleRefunds } from '../features/examroomMoney/bookingService';
import { applyWithdrawal, auditWithdrawal, payWithdrawal } from '../features/examroomMoney/cashService';
import { writeRefundTiers } from '../features/examroomMoney/refundSettingStore';
import type { Actor } from '../features/examroomMoney/walletLedger';

const DAY = 86400;
const HOUR = 3600;

/** Exam-room coaches by id and snapshot (their rows live with the exam-room coach list). */
const COACHES = [
  { coachId: '900001', coachName: '王建国', coachMobile: '13912345601' },
  { coachId: '900002', coachName: '李春梅', coachMobile: '13912345602' },
  { coachId: '900003', coachName: '张伟', coachMobile: '13912345603' },
];

const STUDENTS = ['赵子涵', '钱思远', '孙雨桐', '周浩然', '吴欣怡', '郑博文', '冯诗琪', '陈宇航', '褚梓萱', '卫俊杰', '蒋若曦', '沈明轩'];

/** A card number with its Luhn check digit. */
function cardNo(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

/** A time at a whole hour `days` from now (negative: in the past). */
function slot(now: number, days: number, hour: number): number {
  const day = Math.floor((now + days * DAY + 8 * HOUR) / DAY) * DAY - 8 * HOUR; // Shanghai midnight
  return day + hour * HOUR;
}

/**
 * Demo data of the exam-room money side, written through the same services the apps and the
 * console use so every sum holds: prices, refund tiers, bank cards, four months of orders with
 * signed-off trainings (wallet credits and bills), bookings ahead with refunds in each state,
 * and withdrawals in each state. Runs once per tenant.
 */
export async function seedExamroomMoney(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM examroom_price_setting WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  const actor: Actor = { tenantId, userId: null };
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
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

    // Four months back: two 2-hour trainings per order, signed off at the end of each plan.
    let planId = 800000;
    for (let i = 0; i < 24; i++) {
      const coach = COACHES[i % 3];
      const daysAgo = 120 - i * 5;
      const plans = [0, 1].map((k) => {
        const start = slot(now, -daysAgo + k, 9 + 2 * (i % 3));
        return { planId: String(++planId), planStart: start, planEnd: start + 2 * HOUR, ...coach };
      });
      const order = await bookOrder(tx, actor, { studentName: STUDENTS[i % STUDENTS.length], studentMobile: `1370000${String(1000 + i)}`, priceSettingId: prices[i % 3], plans, at: plans[0].planStart - 3 * DAY });
      const subs = await rowsOf<{ id: string }>(tx, sql`SELECT id FROM examroom_sub_order WHERE order_id = ${order.id} ORDER BY plan_start`);
      for (const s of subs) await finishTraining(tx, actor, { subOrderId: String(s.id) });
    }

    // Bookings ahead (已预约, read by the class plans' 发送通知), with refunds in each state.
    const ahead: string[] = [];
    for (let i = 0; i < 6; i++) {
      const coach = COACHES[i % 3];
      const start = slot(now, 1 + i, 14);
      const order = await bookOrder(tx, actor, {
        studentName: STUDENTS[(i + 5) % STUDENTS.length], studentMobile: `1360000${String(2000 + i)}`, priceSettingId: prices[i % 3],
        plans: [{ planId: String(++planId), planStart: start, planEnd: start + 2 * HOUR, ...coach }], at: now - DAY,
      });
      const [sub] = await rowsOf<{ id: string }>(tx, sql`SELECT id FROM examroom_sub_order WHERE order_id = ${order.id}`);
      ahead.push(String(sub.id));
    }
    // Asked two hours ago: the first class is a day or less ahead, so the tiers give less than 100%.
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
