import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DATA_MASK_HEADER } from '@coach/domain';
import { ADMIN, startTestApp, type TestApp } from '../testApp';

const base = '/api/bbxc/order/inner/coupon/v1';
const LOAD = '/api/user/inner/sysUser/v1/load';
const now = Math.floor(Date.now() / 1000);
const MOBILE = '13812345678';
const MASKED = '138****5678';

// The user menu's 数据脱敏 switch: a holder of 查看明文数据 chooses; without it numbers stay masked.
describe('the data-masking switch (server side)', () => {
  let t: TestApp;
  let admin: string;
  let couponId: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
    couponId = (
      await t.post(
        `${base}/save`,
        {
          couponName: '脱敏测试券',
          couponType: 3,
          discountAmount: '10',
          validStart: now - 60,
          validEnd: now + 86400,
          totalStock: 10,
          perUserLimit: 1,
        },
        { token: admin },
      )
    ).body.result.id;
    await t.post(`${base}/receive`, { couponId, userName: '张同学', mobile: MOBILE }, { token: admin });
  });
  afterAll(() => t.close());

  const mobileSeen = async (headers: Record<string, string> = {}) =>
    (await t.post(`${base}/receivedList`, { couponId }, { token: admin, headers })).body.result.list[0].mobile;

  it('shows a holder of the grant whole numbers, masked ones once the switch is on, and says the grant in load', async () => {
    expect((await t.get(LOAD, { token: admin })).body.result.plaintext).toBe(true);
    expect(await mobileSeen()).toBe(MOBILE);
    expect(await mobileSeen({ [DATA_MASK_HEADER]: '1' })).toBe(MASKED);
    expect(await mobileSeen({ [DATA_MASK_HEADER]: '0' })).toBe(MOBILE);
  });

  it('keeps numbers masked for a user without the grant whatever the switch says', async () => {
    await t.services.database.rows(
      sql`DELETE FROM sys_role_resource WHERE resource_id IN (SELECT id FROM sys_resource WHERE path = 'data:plaintext')`,
    );
    const [{ id }] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await t.services.auth.invalidateUsers([String(id)]);
    expect((await t.get(LOAD, { token: admin })).body.result.plaintext).toBe(false);
    expect(await mobileSeen({ [DATA_MASK_HEADER]: '0' })).toBe(MASKED);
    expect(await mobileSeen()).toBe(MASKED);
  });
});
