import { sql } from 'drizzle-orm';
import { billingPeriod, resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedChannelBack } from '../seed/channelBack';
import { billSums } from '../billSums';

const { channelBill, channelCouponOrder, channelOrder } = resourcesByName;

describe('channel back office demo data', () => {
  it('seeds a year of orders and one bill per billing month, once, each bill the sum of its settled orders', async ({
    app,
    channel,
  }) => {
    const { database } = app.services;
    const [{ tenant_id: tenantId }] = await database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedMarketing(database, tenantId);
    await seedChannelBack(database, tenantId);
    await seedChannelBack(database, tenantId);
    const orders = (await channel.call(channelOrder, 'list')).body.result;
    expect(orders.total).toBe(72);
    const bills = (await channel.call(channelBill, 'list', { pageSize: 50 })).body.result.list;
    expect(bills.length).toBeGreaterThanOrEqual(12);
    const now = Math.floor(Date.now() / 1000);
    expect(bills[0]).toMatchObject({ periodLabel: billingPeriod(now, 'month').label, status: 0 });
    expect(bills.slice(3).every((b: { status: number }) => b.status === 2)).toBe(true);
    // A bill is only as far along as today allows: nothing confirmed or paid at a date to come
    // (the period ended on the 25th: 2026年11月 once showed 已确认 at the 28th, on the 27th).
    const ahead = await database.rows<{
      n: string;
    }>(sql`SELECT count(*) AS n FROM bbxc_channel_bill WHERE tenant_id = ${tenantId}
      AND (confirm_time > ${now} OR pay_time > ${now} OR (status >= 1) <> (confirm_time IS NOT NULL) OR (status = 2) <> (pay_time IS NOT NULL))`);
    expect(Number(ahead[0].n)).toBe(0);
    const [{ channel_id: channelId }] = await database.rows<{ channel_id: string }>(
      sql`SELECT channel_id FROM sys_user WHERE account = 'channel01'`,
    );
    for (const bill of bills) {
      const sums = await billSums(database.db, tenantId, String(channelId), {
        start: bill.periodStart,
        end: bill.periodEnd + 1,
      });
      expect(Math.round(Number(bill.orderAmount) * 100)).toBe(sums.orderAmount);
    }
    expect(bills.reduce((s: number, b: { orderCount: number }) => s + b.orderCount, 0)).toBeGreaterThan(40);
    const coupons = (await channel.call(channelCouponOrder, 'list')).body.result;
    expect(coupons.total).toBe(1);
  });
});
