import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { seedMarketing } from '../seed/marketing';

const { channel, coupon, turntable, zsclass } = resourcesByName;

describe('marketing demo data', () => {
  it('seeds once, consistently with the rules the calls enforce', async ({ app, admin }) => {
    const [{ tenant_id: tenantId }] = await app.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedMarketing(app.services.database, tenantId);
    await seedMarketing(app.services.database, tenantId);
    const classes = (await admin.call(zsclass, 'list')).body.result.list;
    expect(classes.map((c: { className: string }) => c.className)).toContain('C2自动挡VIP班');
    const vip = classes.find((c: { className: string }) => c.className === 'C2自动挡VIP班');
    const plan = (await admin.get(`/api/bbxc/operate/inner/zsclass/queryInstalSetting?classId=${vip.id}`)).body.result;
    const total = [plan.downPayment, ...plan.periods.map((p: { amount: string }) => p.amount)].reduce(
      (s: number, a: string) => s + Math.round(Number(a) * 100),
      0,
    );
    expect(total).toBe(598000);
    const wheel = (await admin.call(turntable, 'list')).body.result.list[0];
    const prizes = (await admin.call(turntable, 'detail', { id: wheel.id })).body.result.prizes;
    expect(prizes.reduce((s: number, p: { chance: number }) => s + p.chance, 0)).toBe(1_000_000);
    const firstChannel = (await admin.call(channel, 'list')).body.result.list[0];
    expect(firstChannel).toMatchObject({ name: '城东合作渠道', channelRuleName: '成交额8%返佣', memberCount: 3 });
    const coupons = (await admin.call(coupon, 'list', { couponName: '报名立减' })).body.result.list;
    expect(coupons[0]).toMatchObject({ thresholdAmount: '3000.00', discountAmount: '200.00', receivedCount: 3 });
  });
});
