import { sql } from 'drizzle-orm';
import { DATA_MASK_HEADER, resourcesByName } from '@coach/domain';
import { describe, expect, test as it, type Caller } from '../fixtures';

const { coupon, couponReceived } = resourcesByName;
const base = '/api/bbxc/order/inner/coupon/v1';
const LOAD = '/api/user/inner/sysUser/v1/load';
const now = Math.floor(Date.now() / 1000);
const MOBILE = '13812345678';
const MASKED = '138****5678';

// The user menu's 数据脱敏 switch: a holder of 查看明文数据 chooses; without it numbers stay masked.
describe('the data-masking switch (server side)', () => {
  let couponId: string;
  it.beforeAll(async ({ admin }) => {
    couponId = (
      await admin.call(coupon, 'create', {
        couponName: '脱敏测试券',
        couponType: 3,
        discountAmount: '10',
        validStart: now - 60,
        validEnd: now + 86400,
        totalStock: 10,
        perUserLimit: 1,
      })
    ).body.result.id;
    await admin.post(`${base}/receive`, { couponId, userName: '张同学', mobile: MOBILE });
  });

  const mobileSeen = async (admin: Caller, headers: Record<string, string> = {}) =>
    (await admin.call(couponReceived, 'list', { couponId }, { headers })).body.result.list[0].mobile;

  it('shows a holder of the grant whole numbers, masked ones once the switch is on, and says the grant in load', async ({
    admin,
  }) => {
    expect((await admin.get(LOAD)).body.result.plaintext).toBe(true);
    expect(await mobileSeen(admin)).toBe(MOBILE);
    expect(await mobileSeen(admin, { [DATA_MASK_HEADER]: '1' })).toBe(MASKED);
    expect(await mobileSeen(admin, { [DATA_MASK_HEADER]: '0' })).toBe(MOBILE);
  });

  it('keeps numbers masked for a user without the grant whatever the switch says', async ({ app, admin }) => {
    await app.services.database.rows(
      sql`DELETE FROM sys_role_resource WHERE resource_id IN (SELECT id FROM sys_resource WHERE path = 'data:plaintext')`,
    );
    const [{ id }] = await app.services.database.rows<{ id: string }>(
      sql`SELECT id FROM sys_user WHERE account = 'admin'`,
    );
    await app.services.auth.invalidateUsers([String(id)]);
    expect((await admin.get(LOAD)).body.result.plaintext).toBe(false);
    expect(await mobileSeen(admin, { [DATA_MASK_HEADER]: '0' })).toBe(MASKED);
    expect(await mobileSeen(admin)).toBe(MASKED);
  });
});
