import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { seedMarketing } from '../../src/seed/marketing';

describe('marketing demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('seeds once, consistently with the rules the calls enforce', async () => {
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedMarketing(t.services.database, tenantId);
    await seedMarketing(t.services.database, tenantId);
    const classes = (await t.post('/api/bbxc/operate/inner/zsclass/list', {}, { token: admin })).body.result.list;
    expect(classes.map((c: { className: string }) => c.className)).toContain('C2自动挡VIP班');
    const vip = classes.find((c: { className: string }) => c.className === 'C2自动挡VIP班');
    const plan = (await t.get(`/api/bbxc/operate/inner/zsclass/queryInstalSetting?classId=${vip.id}`, { token: admin }))
      .body.result;
    const total = [plan.downPayment, ...plan.periods.map((p: { amount: string }) => p.amount)].reduce(
      (s: number, a: string) => s + Math.round(Number(a) * 100),
      0,
    );
    expect(total).toBe(598000);
    const wheel = (await t.post('/api/bbxc/order/inner/turntable/page', {}, { token: admin })).body.result.list[0];
    const prizes = (await t.post('/api/bbxc/order/inner/turntable/get', { id: wheel.id }, { token: admin })).body.result
      .prizes;
    expect(prizes.reduce((s: number, p: { chance: number }) => s + p.chance, 0)).toBe(10000);
    const channel = (await t.post('/api/bbxc/tenant/inner/channel/v1/list', {}, { token: admin })).body.result.list[0];
    expect(channel).toMatchObject({ name: '城东合作渠道', channelRuleName: '成交额8%返佣', memberCount: 3 });
    const coupons = (await t.post('/api/bbxc/order/inner/coupon/v1/list', { couponName: '报名立减' }, { token: admin }))
      .body.result.list;
    expect(coupons[0]).toMatchObject({ thresholdAmount: '3000.00', discountAmount: '200.00', receivedCount: 3 });
  });
});
