import { sql } from 'drizzle-orm';
import { MSG_STATE_CHANGED } from '@coach/domain';
import { PREREGISTER_CONVERT, preregisterOrder } from '../../domain';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedPreregisters } from '../seed/preregisters';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

// Issue 19: 预报名订单. 失效 needs a reason, stored with the change and its time by the same
// UPDATE that checks the pre-registration is still 有效: a second 失效, or two at once, change
// it once only.
describe('预报名订单', () => {
  let t: TestApp;
  let admin: Caller;
  let tenantId: string;
  const deactivate = preregisterOrder.transitions![0];
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    tenantId = await demoTenantId(t);
    await seedMarketing(t.services.database, tenantId);
    await seedSchool(t.services.database, tenantId);
    await seedPreregisters(t.services.database, tenantId);
  }, 120_000);

  const post = async (path: string, body: unknown) => (await admin.post(path, body)).body;
  const list = async (body: Record<string, unknown>) => (await admin.call(preregisterOrder, 'list', body)).body;
  const valid = async () => (await list({ status: 1, pageSize: 50 })).result.list as { id: string }[];
  const stored = async (id: string) =>
    (
      await t.services.database.rows<{
        status: number;
        deactivate_reason: string | null;
        deactivate_time: number | null;
      }>(sql`SELECT status, deactivate_reason, deactivate_time FROM bbxc_preregister WHERE id = ${id}`)
    )[0];

  it('lists the demo pre-registrations in every state, with their deposits', async () => {
    for (const status of [1, 2, 3])
      expect((await list({ status })).result.total, `status ${status}`).toBeGreaterThan(0);
    const [row] = (await list({ status: 2, pageSize: 1 })).result.list;
    expect(row.enrolOrderNo).toMatch(/^BM/);
    expect(Number(row.deposit)).toBeGreaterThan(0);
  });

  it('refuses 失效 without a reason and changes nothing', async () => {
    const [row] = await valid();
    for (const reason of [undefined, '', '   ', 5]) {
      const answer = await post(deactivate.path, { ids: [row.id], status: 3, deactivateReason: reason });
      expect([answer.status, answer.message]).toEqual([false, '失效原因：请填写失效原因']);
    }
    expect((await post(deactivate.path, { ids: [row.id], status: 3, deactivateReason: 'x'.repeat(201) })).message).toBe(
      '失效原因：最多200个字',
    );
    expect(Number((await stored(row.id)).status)).toBe(1);
  });

  it('stores the reason and the time with 失效, once: a second one and a race are refused', async () => {
    const [first, second] = await valid();
    const done = await post(deactivate.path, { ids: [first.id], status: 3, deactivateReason: '  学员改报其他驾校 ' });
    expect(done).toMatchObject({ status: true, message: '失效成功' });
    const row = await stored(first.id);
    expect([Number(row.status), row.deactivate_reason]).toEqual([3, '学员改报其他驾校']);
    expect(Math.abs(Number(row.deactivate_time) - Date.now() / 1000)).toBeLessThan(60);
    const again = await post(deactivate.path, { ids: [first.id], status: 3, deactivateReason: '再次' });
    expect(again.status).toBe(false);
    expect((await stored(first.id)).deactivate_reason).toBe('学员改报其他驾校');

    const race = await Promise.all(
      [1, 2].map((n) => post(deactivate.path, { ids: [second.id], status: 3, deactivateReason: `原因${n}` })),
    );
    expect(race.filter((a) => a.status)).toHaveLength(1);
    const reason = (await stored(second.id)).deactivate_reason;
    expect(['原因1', '原因2']).toContain(reason);
    const [{ n }] = await t.services.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sys_operation_log WHERE tenant_id = ${tenantId} AND action = 'deactivate'`,
    );
    expect(n).toBe(2);
  });

  it('answers one at a time only (失效 is a decision about one person)', async () => {
    const ids = (await valid()).slice(0, 2).map((r) => r.id);
    expect((await post(deactivate.path, { ids, status: 3, deactivateReason: '批量' })).status).toBe(false);
  });

  it('转为订单 makes a waiting order of a class on sale, the deposit counted, once', async () => {
    const [pre] = await valid();
    const detail = (await admin.call(preregisterOrder, 'detail', { id: pre.id })).body.result;
    const [cls] = await t.services.database.rows<{ id: string; price: string; class_name: string }>(
      sql`SELECT id, price, class_name FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND status = 1 AND deleted = 0 LIMIT 1`,
    );
    const [off] = await t.services.database.rows<{ id: string }>(
      sql`SELECT id FROM bbxc_zsclass WHERE tenant_id = ${tenantId} AND status = 0 AND deleted = 0 LIMIT 1`,
    );
    expect(await post(PREREGISTER_CONVERT, { id: pre.id })).toMatchObject({
      status: false,
      message: '报名班型：请选择报名班型',
    });
    if (off)
      expect((await post(PREREGISTER_CONVERT, { id: pre.id, classId: off.id })).message).toBe(
        '报名班型：班型不存在或已下架',
      );
    const done = await post(PREREGISTER_CONVERT, { id: pre.id, classId: cls.id });
    expect(done.status, done.message).toBe(true);
    const [order] = await t.services.database.rows<{
      price: string;
      discount_amount: string;
      paid_amount: string;
      pay_status: number;
      student_name: string;
      class_name: string;
    }>(sql`
      SELECT price, discount_amount, paid_amount, pay_status, student_name, class_name FROM bbxc_order WHERE tenant_id = ${tenantId} AND order_no = ${done.result.orderNo}`);
    const deposit = Math.round(Number(detail.deposit) * 100);
    expect(order).toMatchObject({
      price: String(cls.price),
      discount_amount: String(Math.min(deposit, Number(cls.price))),
      pay_status: 0,
      student_name: detail.studentName,
      class_name: cls.class_name,
    });
    expect(Number(order.paid_amount)).toBe(Number(cls.price) - Math.min(deposit, Number(cls.price)));
    expect((await stored(pre.id)).status).toBe(2);
    expect((await post(PREREGISTER_CONVERT, { id: pre.id, classId: cls.id })).message).toBe(MSG_STATE_CHANGED);
  });
});
