import { sql } from 'drizzle-orm';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { categoryRange } from '@coach/domain';
import { buildBills } from '../billLedger';

const DAY = 86400;
const FALLBACK_CLASSES = [
  { id: null, class_name: 'C1手动挡普通班', price: '428000', car_type: 1 },
  { id: null, class_name: 'C2自动挡VIP班', price: '598000', car_type: 1 },
];
/**
 * The class a student of a category enrols in: one of that category's (小车: the C1 and C2
 * classes in turn), else the first class of its range (从业资格培训班 for a qualification
 * without a class of its own, never 网约车从业资格班), so an order's class always names what
 * the student learns.
 */
export function classOf<T extends { car_type?: number | null }>(classes: readonly T[], carType: number, i: number): T {
  const range = (code: number) => categoryRange(code);
  const own = classes.filter((c) => c.car_type != null && Number(c.car_type) === Number(carType));
  const near = own.length
    ? own
    : classes.filter(
        (c) =>
          c.car_type != null &&
          range(Number(c.car_type)) === range(Number(carType)) &&
          range(Number(carType)) !== 'licence',
      );
  const pool = own.length ? own : near.length ? near.slice(0, 1) : classes;
  return pool[i % pool.length];
}

const REFUND_REASONS = ['学员个人原因无法继续学车', '学员搬家转学', '重复缴费', '对教学安排不满意'];
const REJECT_REASONS = ['已超过退款期限', '已参加科目一考试，不符合退款条件'];

/**
 * The demo enrolments of the students who came through no channel (about 530 orders over the
 * year next to the channel's 72): paid by every method, some unpaid, some refunded in full or
 * in part; refund requests in every state; and the schools' bills of the last twelve billing
 * months built from them. Runs once (a tenant with refund requests is left alone).
 */
export async function seedOrders(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_order_refund WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const shelved = await rowsOf<{ id: string | null; class_name: string; price: string; car_type: number | null }>(
      tx,
      sql`
      SELECT id, class_name, price, car_type FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 ORDER BY sort, id`,
    );
    const classes = shelved.length ? shelved : FALLBACK_CLASSES;
    const students = await rowsOf<{ id: string; order_no: string; enrol_time: string; car_type: number }>(
      tx,
      sql`
      SELECT id, order_no, enrol_time, car_type FROM bbxc_student WHERE tenant_id = ${tenantId} AND order_id IS NULL AND order_no IS NOT NULL
        AND enrol_time > ${now - 365 * DAY} ORDER BY id LIMIT 530`,
    );
    const rows = students.map((s, i) => {
      const cls = classOf(classes, s.car_type, i);
      const enrol = Math.min(Number(s.enrol_time), now - 3600);
      const price = Number(cls.price);
      const discount = i % 7 === 0 ? 20000 : 0;
      // Recent ones may still wait for payment; a few were refunded in full.
      const payStatus = enrol > now - 10 * DAY && i % 3 === 0 ? 0 : i % 29 === 3 ? 2 : 1;
      const payTime = payStatus === 0 ? null : enrol + 1200;
      const settleTime = payTime && payTime + 7 * DAY < now ? payTime + 7 * DAY : null;
      return {
        tenant_id: tenantId,
        order_no: s.order_no,
        class_id: cls.id,
        class_name: cls.class_name,
        student_id: s.id,
        price,
        discount_amount: discount,
        paid_amount: price - discount,
        pay_status: payStatus,
        pay_time: payTime,
        pay_method: payStatus === 0 ? null : 1 + (i % 5),
        instalments: i % 5 === 4 ? 12 : 1,
        settle_status: settleTime ? 1 : 0,
        settle_time: settleTime,
        create_time: enrol,
      };
    });
    await insertRows(tx, 'bbxc_order', rows, { onConflict: sql`ON CONFLICT DO NOTHING` });
    // Who and where come from the student, as when the order was placed.
    await tx.execute(sql`UPDATE bbxc_order o SET student_name = s.name, mobile = s.mobile, school_id = s.school_id, school_name = s.school_name,
        store_id = s.store_id, store_name = s.store_name, car_type = s.car_type,
        refunded_amount = CASE WHEN o.pay_status = 2 THEN o.paid_amount ELSE 0 END, refund_status = CASE WHEN o.pay_status = 2 THEN 3 ELSE 0 END
      FROM bbxc_student s WHERE o.tenant_id = ${tenantId} AND s.id = o.student_id AND o.student_name IS NULL`);
    await tx.execute(sql`UPDATE bbxc_student st SET order_id = o.id FROM bbxc_order o
      WHERE o.tenant_id = ${tenantId} AND o.student_id = st.id AND st.order_id IS NULL`);
    // The channel's orders (made before their students) take their student's category's class;
    // what was paid stays, as the channel's bills counted it.
    if (shelved.length) {
      const channelOrders = await rowsOf<{ id: string; car_type: number; class_car_type: number | null }>(
        tx,
        sql`SELECT o.id, o.car_type, z.car_type AS class_car_type FROM bbxc_order o LEFT JOIN bbxc_zsclass z ON z.id = o.class_id
        WHERE o.tenant_id = ${tenantId} AND o.channel_id IS NOT NULL AND o.car_type IS NOT NULL ORDER BY o.id`,
      );
      for (const [i, o] of channelOrders.entries()) {
        const cls = classOf(shelved, o.car_type, i);
        if (Number(cls.car_type) === Number(o.class_car_type)) continue;
        await tx.execute(
          sql`UPDATE bbxc_order SET class_id = ${cls.id}, class_name = ${cls.class_name} WHERE id = ${o.id}`,
        );
      }
    }
    await seedRefunds(tx, tenantId, now);
    await buildBills(tx, tenantId, now - 365 * DAY, now);
  });
}

/**
 * Refund requests: the refunded orders' (paid back a few days after paying), partial refunds
 * of some paid orders, requests waiting (the order shows 退款申请中) and refused ones.
 */
async function seedRefunds(tx: Db, tenantId: string, now: number): Promise<void> {
  const refundRow = (status: number, amount: string, reason: string, audit: string, reject: string | null) => sql`
    SELECT tenant_id, 'TK' || to_char(to_timestamp(least(pay_time + 2 * ${DAY}, ${now - 7200})) AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(id::text, 8, '0'),
      id, order_no, student_name, mobile, school_id, school_name, store_id, store_name, class_name, paid_amount, ${sql.raw(amount)},
      ${reason}, ${status}, ${reject}, ${sql.raw(audit)}, least(pay_time + 2 * ${DAY}, ${now - 7200}) FROM bbxc_order`;
  const insert = sql`INSERT INTO bbxc_order_refund (tenant_id, refund_no, order_id, order_no, student_name, mobile, school_id, school_name, store_id, store_name,
    class_name, paid_amount, refund_amount, reason, status, reject_reason, audit_time, create_time)`;
  const paid = sql`tenant_id = ${tenantId} AND deleted = 0 AND school_id IS NOT NULL AND pay_time IS NOT NULL`;
  const auditAt = `least(pay_time + ${3 * DAY}, ${now - 3600})`;
  // Paid back in full: the orders already 已退款.
  await tx.execute(
    sql`${insert} ${refundRow(3, 'paid_amount', REFUND_REASONS[0], auditAt, null)} WHERE ${paid} AND pay_status = 2`,
  );
  // Part paid back (a fifth), a refusal, and requests still waiting: spread over the paid ones.
  await tx.execute(
    sql`${insert} ${refundRow(3, 'paid_amount / 5', REFUND_REASONS[1], auditAt, null)} WHERE ${paid} AND pay_status = 1 AND id % 23 = 1`,
  );
  await tx.execute(sql`UPDATE bbxc_order o SET refunded_amount = r.refund_amount, refund_status = 3 FROM bbxc_order_refund r
    WHERE r.order_id = o.id AND o.tenant_id = ${tenantId} AND o.pay_status = 1 AND r.status = 3`);
  await tx.execute(
    sql`${insert} ${refundRow(2, 'paid_amount / 2', REFUND_REASONS[2], auditAt, REJECT_REASONS[0])} WHERE ${paid} AND pay_status = 1 AND id % 23 = 5`,
  );
  await tx.execute(
    sql`${insert} ${refundRow(0, 'paid_amount / 4', REFUND_REASONS[3], 'NULL', null)} WHERE ${paid} AND pay_status = 1 AND id % 23 = 9`,
  );
  await tx.execute(
    sql`UPDATE bbxc_order o SET refund_status = 2 FROM bbxc_order_refund r WHERE r.order_id = o.id AND o.tenant_id = ${tenantId} AND r.status = 2 AND o.refund_status = 0`,
  );
  await tx.execute(
    sql`UPDATE bbxc_order o SET refund_status = 1 FROM bbxc_order_refund r WHERE r.order_id = o.id AND o.tenant_id = ${tenantId} AND r.status = 0`,
  );
}
