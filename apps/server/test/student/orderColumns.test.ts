import { sql } from 'drizzle-orm';
import { seedChannelBack } from '@coach/areas/channel/server/index.ts';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedStudents } from '@coach/areas/timing/server/index.ts';
import { describe, expect, test as it } from '../fixtures';

// Issue 16.5: orders carry what reports need (student, school, store, category, payment,
// refund), and money that can never go negative nor back more than was paid — held by the
// database itself, so two refunds at once cannot both pass.
describe('enrolment orders carry the student and the refund', () => {
  let tenantId: string;
  it.beforeAll(async ({ app }) => {
    [{ tenant_id: tenantId }] = await app.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedSchool(app.services.database, tenantId);
    await seedChannelBack(app.services.database, tenantId);
    await seedStudents(app.services.database, tenantId);
  }, 120_000);

  it('links the demo orders to students whose school, store and category they repeat', async ({ app }) => {
    const rows = await app.services.database.rows<
      Record<string, unknown>
    >(sql`SELECT o.order_no, o.school_id, o.store_id, o.car_type, o.pay_status, o.pay_method,
        o.paid_amount, o.refunded_amount, o.refund_status, s.school_id AS s_school, s.store_id AS s_store, s.car_type AS s_car, s.order_no AS s_order
      FROM bbxc_order o JOIN bbxc_student s ON s.id = o.student_id WHERE o.tenant_id = ${tenantId}`);
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect([r.school_id, r.store_id, Number(r.car_type), r.order_no]).toEqual([
        r.s_school,
        r.s_store,
        Number(r.s_car),
        r.s_order,
      ]);
      if (Number(r.pay_status) === 2)
        expect([Number(r.refund_status), Number(r.refunded_amount)]).toEqual([3, Number(r.paid_amount)]);
      else expect(Number(r.refunded_amount)).toBe(0);
    }
    expect(rows.some((r) => Number(r.refund_status) === 3)).toBe(true);
  });

  it('refuses a refund beyond what was paid, and of two refunds at once lets only what fits', async ({ app }) => {
    const [order] = await app.services.database.rows<{
      id: string;
      paid_amount: string;
    }>(sql`SELECT id, paid_amount FROM bbxc_order
      WHERE tenant_id = ${tenantId} AND pay_status = 1 AND paid_amount > 0 ORDER BY id LIMIT 1`);
    const paid = Number(order.paid_amount);
    await expect(
      app.services.database.rows(sql`UPDATE bbxc_order SET refunded_amount = ${paid + 1} WHERE id = ${order.id}`),
    ).rejects.toThrow();
    await expect(
      app.services.database.rows(sql`UPDATE bbxc_order SET paid_amount = -1 WHERE id = ${order.id}`),
    ).rejects.toThrow();
    // Two refunds of 60% each, at once: the second finds the first and is refused.
    const part = Math.floor(paid * 0.6);
    const refund = () =>
      app.services.database.rows(
        sql`UPDATE bbxc_order SET refunded_amount = refunded_amount + ${part}, refund_status = 3 WHERE id = ${order.id}`,
      );
    const results = await Promise.allSettled([refund(), refund()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [after] = await app.services.database.rows<{ refunded_amount: string }>(
      sql`SELECT refunded_amount FROM bbxc_order WHERE id = ${order.id}`,
    );
    expect(Number(after.refunded_amount)).toBe(part);
    await expect(
      app.services.database.rows(sql`UPDATE bbxc_order SET refund_status = 7 WHERE id = ${order.id}`),
    ).rejects.toThrow();
  });
});
