import { sql } from 'drizzle-orm';
import { luhnValid } from '@coach/domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/rowAccess.ts';
import { insertRows } from '@coach/server/engine/index.ts';
import { requestRefund, settleRefunds } from '../money/bookingService';
import { applyWithdrawal, auditWithdrawal, payWithdrawal } from '../money/cashService';
import { writeRefundTiers } from '../money/refundSettingStore';
import type { Actor } from '../money/walletLedger';
import { weekStartOf } from './plan';
import { writeExamroomHistory, writeSeatOrders } from './history';

const DAY = 86400;
const HOUR = 3600;

interface SeedCoach {
  coachId: string;
  coachName: string;
  coachMobile: string | null;
  carId: string;
  carNo: string;
}

const STUDENTS = [
  '赵子涵',
  '钱思远',
  '孙雨桐',
  '周浩然',
  '吴欣怡',
  '郑博文',
  '冯诗琪',
  '陈宇航',
  '褚梓萱',
  '卫俊杰',
  '蒋若曦',
  '沈明轩',
];

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
  const rows = await rowsOf<{ id: string; name: string; mobile: string | null; car_id: string; car_no: string }>(
    tx,
    sql`
    SELECT c.id, c.name, c.mobile, p.car_id, p.car_no FROM examroom_coach c
    JOIN LATERAL (SELECT car_id, car_no FROM examroom_class_plan p WHERE p.tenant_id = c.tenant_id AND p.coach_id = c.id AND p.deleted = 0 ORDER BY p.id LIMIT 1) p ON true
    WHERE c.tenant_id = ${tenantId} AND c.status = 1 AND c.deleted = 0 ORDER BY c.id LIMIT 3`,
  );
  return rows.map((r) => ({
    coachId: String(r.id),
    coachName: r.name,
    coachMobile: r.mobile,
    carId: String(r.car_id),
    carNo: r.car_no,
  }));
}

/**
 * Demo data of the exam-room money side, so that every sum holds: prices, refund tiers, bank
 * cards, four months of orders with signed-off trainings (wallet credits and bills) and the
 * bookings ahead, written as the booking and sign-off services leave them (examroomHistory.ts,
 * a statement per table), then refunds in each state and withdrawals in each state through
 * the services the apps and the console use. Coaches are the agreed ones of the scheduling seed (which
 * runs first, see app.ts); past orders book class plans written here before this week, the
 * bookings ahead take seats on the scheduling seed's plans. Runs once per tenant.
 */
export async function seedExamroomMoney(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(
    sql`SELECT 1 FROM examroom_price_setting WHERE tenant_id = ${tenantId} LIMIT 1`,
  );
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  const actor: Actor = { tenantId, userId: null };
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const COACHES = await agreedCoaches(tx, tenantId);
    if (COACHES.length < 3) return; // no scheduling demo data: nothing to sell
    const PRICES = [
      ['C1科目二考场模拟', 1, 2, 15000, 8000],
      ['C1科目三考场模拟', 1, 3, 18000, 10000],
      ['大客车科目二考场模拟', 2, 2, 20000, 11000],
    ] as const;
    const priceRows = await insertRows<{ id: string }>(
      tx,
      'examroom_price_setting',
      PRICES.map(([name, carType, subject, unit, coach]) => ({
        tenant_id: tenantId,
        setting_name: name,
        car_type: carType,
        subject,
        unit_price: unit,
        coach_price: coach,
        min_hours: 1,
        remark: '含考场车辆、油费及安全员',
      })),
      { ids: true },
    );
    const prices = priceRows.map((r) => String(r.id));
    await writeRefundTiers(tx, actor, [
      { hours: 48, ratio: 100 },
      { hours: 24, ratio: 80 },
      { hours: 4, ratio: 50 },
    ]);

    const cards = (
      await insertRows<{ id: string }>(
        tx,
        'examroom_bankcard',
        COACHES.map((c, i) => ({
          tenant_id: tenantId,
          coach_id: c.coachId,
          coach_name: c.coachName,
          holder_name: c.coachName,
          bank_name: ['中国工商银行', '中国建设银行', '招商银行'][i],
          branch_name: '城东支行',
          card_no: cardNo(`62220202000012${i}45`),
          mobile: c.coachMobile,
        })),
        { ids: true },
      )
    ).map((r) => String(r.id));

    // Four months back, all before this week (the scheduling seed's plans start on its
    // Monday): two 2-hour plans per order, signed off at their end. Each coach keeps one hour
    // of the day (09, 11 or 13) with their own car and a coach's orders are 5 days apart, so
    // no two plans of a coach or of a car overlap. Written in one statement per table
    // (examroomHistory.ts): the same rows as booking and signing off each order through the
    // services, ~600 statements fewer at the first start.
    const week = weekStartOf(now);
    const past = Array.from({ length: 24 }, (_, i) => {
      const [name, carType, subject, unitFen, coachFen] = PRICES[i % 3];
      const starts = [0, 1].map((k) => week - (118 - i * 5 - k) * DAY + (9 + 2 * (i % 3)) * HOUR);
      return {
        coach: COACHES[i % 3],
        price: { id: prices[i % 3], name, carType, subject, unitFen, coachFen },
        studentName: STUDENTS[i % STUDENTS.length],
        studentMobile: `1370000${String(1000 + i)}`,
        at: starts[0] - 3 * DAY,
        starts,
      };
    });
    await writeExamroomHistory(tx, tenantId, past, now);

    // Bookings ahead (已预约, read by the class plans' 发送通知): a seat on each of the next
    // open plans with room that start at least six hours from now, with refunds in each state.
    const upcoming = await rowsOf<{
      id: string;
      subject: number;
      start_time: string;
      end_time: string;
      coach_id: string;
      coach_name: string;
      mobile: string | null;
    }>(
      tx,
      sql`
      SELECT p.id, p.subject, p.start_time, p.end_time, p.coach_id, p.coach_name, c.mobile FROM examroom_class_plan p
      LEFT JOIN examroom_coach c ON c.tenant_id = p.tenant_id AND c.id = p.coach_id
      WHERE p.tenant_id = ${tenantId} AND p.deleted = 0 AND p.status = 1 AND p.booked_count < p.capacity AND p.start_time > ${now + 6 * HOUR}
      ORDER BY p.start_time, p.id LIMIT 6`,
    );
    // One seat each, written at once (examroomHistory.ts writeSeatOrders) as bookOrder would.
    const priceOf = (subject: number) => past[Number(subject) === 3 ? 1 : 0].price;
    for (const plan of upcoming) {
      const hours = (Number(plan.end_time) - Number(plan.start_time)) / HOUR;
      if (!Number.isInteger(hours) || hours < 1 || priceOf(plan.subject).subject !== Number(plan.subject))
        throw new Error(`exam-room money seed: plan ${plan.id} cannot be sold`);
    }
    const booked = await writeSeatOrders(
      tx,
      tenantId,
      upcoming.map((plan, i) => ({
        price: priceOf(plan.subject),
        studentName: STUDENTS[(i + 5) % STUDENTS.length],
        studentMobile: `1360000${String(2000 + i)}`,
        at: now - DAY,
        plans: [
          {
            id: String(plan.id),
            start: Number(plan.start_time),
            end: Number(plan.end_time),
            coach: { coachId: String(plan.coach_id), coachName: plan.coach_name, coachMobile: plan.mobile },
          },
        ],
      })),
    );
    if (upcoming.length) {
      await tx.execute(sql`UPDATE examroom_class_plan SET booked_count = booked_count + 1, update_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${tenantId} AND id IN (${sql.join(
          upcoming.map((p) => sql`${p.id}`),
          sql`, `,
        )})`);
    }
    const ahead = booked.map((s) => s.id);
    if (ahead.length < 4) throw new Error('exam-room money seed: fewer than four open class plans ahead');
    // Asked two hours ago, priced by the tier of the hours left before each class.
    const refund = async (subOrderId: string, reason: string) =>
      (await requestRefund(tx, actor, { subOrderId, reason, at: now - 2 * HOUR })).id;
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
      applyWithdrawal(tx, actor, {
        coachId: COACHES[c].coachId,
        bankcardId: cards[c],
        amountFen: yuan * 100,
        at: now - daysAgo * DAY,
      });
    const paid = await apply(0, 800, 40);
    await auditWithdrawal(tx, actor, { id: paid.id, pass: true, remark: '核对无误', at: now - 39 * DAY });
    await payWithdrawal(tx, actor, { id: paid.id, at: now - 38 * DAY });
    const passed = await apply(1, 500, 3);
    await auditWithdrawal(tx, actor, { id: passed.id, pass: true, remark: '核对无误', at: now - 2 * DAY });
    const refused = await apply(2, 300, 5);
    await auditWithdrawal(tx, actor, {
      id: refused.id,
      pass: false,
      remark: '银行卡信息与实名不符，请更换后重新申请',
      at: now - 4 * DAY,
    });
    for (const c of [0, 1, 2]) await apply(c, 200 + c * 50, 0);
  });
}
