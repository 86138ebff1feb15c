import { sql } from 'drizzle-orm';
import { billingPeriodsBetween } from '@coach/domain';
import { BILL_STATUS } from '../../domain';
import type { Database } from '@coach/server/platform/db.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { upsertBill } from '../billSums';

const DAY = 86400;
const SURNAMES = ['张', '王', '李', '赵', '刘', '陈', '杨', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '俊杰', '雨桐', '明轩', '诗琪', '博文', '佳怡', '一鸣'];

/**
 * Demo orders of 城东合作渠道 across the last year (paid, settled a week after payment,
 * some with the channel's coupon, a few unpaid or refunded) and its bills: one per billing
 * month, paid out up to two months back, the last closed month 已确认, the current one
 * 待确认. Runs once: a channel that already has orders is left alone. Deterministic, so two
 * fresh installations show the same figures.
 */
export async function seedChannelBack(database: Database, tenantId: string): Promise<void> {
  const [channel] = await database.rows<{ id: string }>(
    sql`SELECT id FROM bbxc_channel WHERE tenant_id = ${tenantId} AND name = '城东合作渠道' AND deleted = 0`,
  );
  if (!channel) return;
  const channelId = String(channel.id);
  const [existing] = await database.rows(
    sql`SELECT 1 FROM bbxc_order WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} LIMIT 1`,
  );
  if (existing) return;
  const shelved = await database.rows<{ id: string | null; class_name: string; price: string }>(sql`
    SELECT id, class_name, price FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND deleted = 0 AND status = 1 ORDER BY sort, id`);
  // Without Marketing's demo classes (the end-to-end server) the orders keep class names only.
  const classes = shelved.length
    ? shelved
    : [
        { id: null, class_name: 'C1手动挡普通班', price: '428000' },
        { id: null, class_name: 'C2自动挡VIP班', price: '598000' },
      ];
  const members = await database.rows<{ id: string; name: string }>(sql`
    SELECT id, name FROM bbxc_channel_member WHERE tenant_id = ${tenantId} AND channel_id = ${channelId} AND deleted = 0 ORDER BY id`);
  const coupons = await database.rows<{ id: string; coupon_name: string; discount_amount: string | null }>(sql`
    SELECT r.id, r.coupon_name, c.discount_amount FROM bbxc_coupon_received r JOIN bbxc_coupon c ON c.id = r.coupon_id
    WHERE r.tenant_id = ${tenantId} AND r.channel_id = ${channelId} AND r.status = 1 ORDER BY r.id`);
  const now = Math.floor(Date.now() / 1000);
  const year = now - 360 * DAY;

  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rows = [];
    for (let i = 0; i < 72; i++) {
      const cls = classes[i % classes.length];
      const member = members.length ? members[(i * 7) % members.length] : undefined;
      // Spread over the year, a few hours apart within a day, never in the future.
      const created = Math.min(now - 3600, year + Math.floor((i * 360 * DAY) / 72) + ((i * 37) % 10) * 3600);
      const coupon = i === 60 ? coupons[0] : undefined;
      const discount = coupon ? Number(coupon.discount_amount ?? 0) : i % 9 === 0 ? 20000 : 0;
      const price = Number(cls.price);
      const payStatus = i % 17 === 5 ? 0 : i % 23 === 7 ? 2 : 1;
      const payTime = payStatus === 0 ? null : created + 1800;
      const settleTime = payStatus === 1 && payTime! + 7 * DAY < now ? payTime! + 7 * DAY : null;
      rows.push(sql`(${tenantId}, ${`QD${new Date(created * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${String(1000 + i)}`},
        ${cls.id}, ${cls.class_name}, ${SURNAMES[i % 12] + GIVEN[(i * 5) % 12]}, ${`1390${String(1000000 + i * 7919).slice(-7)}`},
        ${channelId}, ${member?.id ?? null}, ${member?.name ?? null}, ${coupon?.id ?? null}, ${coupon?.coupon_name ?? null},
        ${price}, ${discount}, ${price - discount}, ${payStatus}, ${payTime}, ${settleTime ? 1 : 0}, ${settleTime},
        ${settleTime && settleTime < now - 60 * DAY ? 1 : 0}, ${settleTime && settleTime < now - 60 * DAY ? settleTime + DAY : null}, ${created})`);
    }
    await tx.execute(sql`INSERT INTO bbxc_order (tenant_id, order_no, class_id, class_name, student_name, mobile, channel_id, member_id, member_name,
      coupon_received_id, coupon_name, price, discount_amount, paid_amount, pay_status, pay_time, settle_status, settle_time, caiwu_check, caiwu_check_time, create_time)
      VALUES ${sql.join(rows, sql`, `)}`);
    await tx.execute(
      sql`UPDATE bbxc_order o SET channel_name = c.name FROM bbxc_channel c WHERE o.tenant_id = ${tenantId} AND c.id = o.channel_id AND o.channel_name IS NULL`,
    );

    // One bill per billing month from the first order's up to the current one. The channel
    // confirms a bill two days after its period ends and is paid ten days after: a bill is only
    // as far along as today allows (a period that ended yesterday is still 待确认, never
    // confirmed at a date to come).
    for (const period of billingPeriodsBetween(year, now, 'month')) {
      const id = await upsertBill(tx, tenantId, channelId, period, null);
      const confirmTime = period.end + 2 * DAY;
      const payTime = period.end + 10 * DAY;
      const status =
        payTime <= now ? BILL_STATUS.paid : confirmTime <= now ? BILL_STATUS.confirmed : BILL_STATUS.pending;
      await tx.execute(sql`UPDATE bbxc_channel_bill SET status = ${status},
        confirm_time = ${status >= BILL_STATUS.confirmed ? confirmTime : null}, pay_time = ${status === BILL_STATUS.paid ? payTime : null}
        WHERE id = ${id}`);
    }
  });
}
