import { sql } from 'drizzle-orm';
import { orderMessageSettings, orderParameterSettings, orderProcessSettings } from '../../domain';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 19: 订单流程配置, 参数配置 and 消息配置 at the calls the spec names: defaults until
// saved, each field checked with its message, every change kept in the operation log with
// what it was before.
describe('order settings', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
    tenantId = await demoTenantId(t);
  });

  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;

  it('answers the defaults, refuses a value out of range naming the field, and keeps a good one', async () => {
    const process = orderProcessSettings.calls!;
    expect((await post(process.get, {})).result).toMatchObject({
      autoCancelMinutes: 30,
      refundDays: 7,
      refundAudit: 1,
      maxInstalments: 12,
    });
    const values = {
      autoCancelMinutes: 45,
      refundDays: 14,
      refundAudit: 1,
      preregisterDays: 30,
      instalments: 1,
      maxInstalments: 40,
    };
    const refused = await post(process.save, values);
    expect(refused.status).toBe(false);
    expect(refused.message).toMatch(/^最多分期数/);
    expect((await post(process.get, {})).result.autoCancelMinutes).toBe(30);
    expect((await post(process.save, { ...values, maxInstalments: 24 })).status).toBe(true);
    expect((await post(process.get, {})).result).toMatchObject({
      autoCancelMinutes: 45,
      refundDays: 14,
      maxInstalments: 24,
    });
    const [log] = await t.services.database.rows<{
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }>(sql`SELECT before, after FROM sys_operation_log
      WHERE tenant_id = ${tenantId} AND resource = 'settings:order_process' ORDER BY id DESC LIMIT 1`);
    expect([log.after.autoCancelMinutes, log.after.maxInstalments]).toEqual([45, 24]);
  });

  it('keeps the parameters and the message texts, each at its own calls', async () => {
    const parameter = orderParameterSettings.calls!;
    expect(
      (await post(parameter.save, { orderNoPrefix: 'B-M', taxRate: 6, refundArrivalDays: 3, servicePhone: '400' }))
        .message,
    ).toMatch(/^订单号前缀/);
    expect(
      (
        await post(parameter.save, {
          orderNoPrefix: 'JX',
          taxRate: 3,
          refundArrivalDays: 5,
          servicePhone: '025-88886666',
        })
      ).status,
    ).toBe(true);
    expect((await post(parameter.get, {})).result).toMatchObject({ orderNoPrefix: 'JX', taxRate: 3 });
    const message = orderMessageSettings.calls!;
    expect((await post(message.get, {})).result.paidTemplate).toContain('{订单号}');
    expect(
      (
        await post(message.save, {
          notifyPaid: 0,
          paidTemplate: '已报名{班型}',
          notifyRefund: 1,
          refundTemplate: '已退款{金额}元',
          notifySchool: 1,
        })
      ).status,
    ).toBe(true);
    expect((await post(message.get, {})).result).toMatchObject({ notifyPaid: 0, paidTemplate: '已报名{班型}' });
  });
});
