import { sql } from 'drizzle-orm';
import { fenToYuan, resourcesByName } from '@coach/domain';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { seedOrders } from '@coach/areas/orders/server/index.ts';
import { seedTimedClass } from '@coach/areas/timedClass/server/index.ts';

const it = withStudents();

const def = resourcesByName.student;
const LIST = def.api.list!;
const DETAIL = def.api.detail!;

type Row = Record<string, unknown> & { id: string };

// Issue 50.2: the student seen whole. The detail gathers the student's orders (amounts and
// refunds), hours per subject with the category's filing, exams and bookings, each read in the
// caller's scope; the phone filter finds a number by its first digits or its last 4.
describe('学员详情: a student seen whole, and the phone search', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  let student: { id: string; mobile: string; school_id: string };
  let otherSchoolStaff: string;
  let ownSchoolStaff: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);

  it.beforeAll(async ({ app, tenantId: demoTenant, admin: signedIn }) => {
    [t, tenantId, admin] = [app, demoTenant, signedIn.token];
    await seedOrders(t.services.database, tenantId);
    await seedTimedClass(t.services.database, tenantId);
    // A student with everything: a refunded order, a booking, study progress and exams.
    [student] = await q<{ id: string; mobile: string; school_id: string }>(sql`
      SELECT s.id::text, s.mobile, s.school_id FROM bbxc_student s
      WHERE s.tenant_id = ${tenantId} AND s.deleted = 0
        AND EXISTS (SELECT 1 FROM bbxc_order o WHERE o.student_id = s.id AND o.refunded_amount > 0 AND o.deleted = 0)
        AND EXISTS (SELECT 1 FROM bbxc_booking b WHERE b.student_id = s.id AND b.deleted = 0)
        AND EXISTS (SELECT 1 FROM bbxc_study_progress p WHERE p.student_id = s.id)
        AND EXISTS (SELECT 1 FROM bbxc_student_exam e WHERE e.student_id = s.id)
      ORDER BY s.id LIMIT 1`);
    // Staff of the student's school and of the other one, holding every call: only the scope differs.
    const [{ id: roleId }] = await q<{ id: string }>(
      sql`INSERT INTO sys_role (tenant_id, role_name, role_code) VALUES (${tenantId}, '驾校员工', 'SCHOOL_STAFF') RETURNING id`,
    );
    await q(
      sql`INSERT INTO sys_role_resource (role_id, resource_id) SELECT ${roleId}, id FROM sys_resource WHERE type = 'api'`,
    );
    const [other] = await q<{ id: string }>(
      sql`SELECT id FROM bbxc_school WHERE tenant_id = ${tenantId} AND id::text <> ${student.school_id} ORDER BY id LIMIT 1`,
    );
    const hash = await hashPassword('Staff2026');
    for (const [account, school] of [
      ['ownstaff', student.school_id],
      ['otherstaff', String(other.id)],
    ] as const) {
      const [{ id }] = await q<{
        id: string;
      }>(sql`INSERT INTO sys_user (tenant_id, account, password_hash, name, enterprise_type, school_id)
        VALUES (${tenantId}, ${account}, ${hash}, '员工', 2, ${school}) RETURNING id`);
      await q(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${id}, ${roleId})`);
    }
    ownSchoolStaff = await t.login('ownstaff', 'Staff2026');
    otherSchoolStaff = await t.login('otherstaff', 'Staff2026');
  }, 180_000);

  const detail = async (id: string, token = admin) => (await t.post(DETAIL, { id }, { token })).body;
  const search = async (mobile: string, token = admin) =>
    (await t.post(LIST, { pageNum: 1, pageSize: 500, mobile }, { token })).body;

  it('shows the orders with their amounts and refunds, each as 订单管理 reads it', async () => {
    const { result } = await detail(student.id);
    const orders = await q<{
      id: string;
      order_no: string;
      paid_amount: number;
      refunded_amount: number;
      refund_status: number;
    }>(
      sql`SELECT id::text, order_no, paid_amount, refunded_amount, refund_status FROM bbxc_order
      WHERE tenant_id = ${tenantId} AND student_id = ${student.id} AND deleted = 0 ORDER BY create_time DESC, id DESC`,
    );
    expect(orders.length).toBeGreaterThan(0);
    expect(result.orders.map((o: Row) => o.id)).toEqual(orders.map((o) => o.id));
    for (const [i, o] of orders.entries())
      expect(result.orders[i]).toMatchObject({
        orderNo: o.order_no,
        paidAmount: fenToYuan(Number(o.paid_amount)),
        refundedAmount: fenToYuan(Number(o.refunded_amount)),
        refundStatus: Number(o.refund_status),
      });
    expect(result.orders.some((o: Row) => Number(o.refundedAmount) > 0)).toBe(true);
    // The refunds of those orders, named through the order (a lookup), each with its order's id.
    const refunds = await q<{ refund_no: string; refund_amount: number; order_id: string }>(sql`
      SELECT r.refund_no, r.refund_amount, r.order_id::text FROM bbxc_order_refund r JOIN bbxc_order o ON o.id = r.order_id
      WHERE r.tenant_id = ${tenantId} AND o.student_id = ${student.id} ORDER BY r.refund_no`);
    expect(refunds.length).toBeGreaterThan(0);
    const shown = [...result.refunds].sort((a: Row, b: Row) => String(a.refundNo).localeCompare(String(b.refundNo)));
    expect(shown).toEqual(
      refunds.map((r) =>
        expect.objectContaining({
          refundNo: r.refund_no,
          refundAmount: fenToYuan(Number(r.refund_amount)),
          orderId: r.order_id,
        }),
      ),
    );
    // The order's own detail opens by the id the row carries.
    const order = resourcesByName.generalOrder;
    const opened = (await t.post(order.api.detail!, { id: result.orders[0].id }, { token: admin })).body;
    expect(opened.result.orderNo).toBe(result.orders[0].orderNo);
    // A student's name in 订单管理 carries the student's id, so it opens this detail.
    const listed = (
      await t.post(order.api.list!, { pageNum: 1, pageSize: 5, orderNo: orders[0].order_no }, { token: admin })
    ).body.result.list;
    expect(listed[0].studentId).toBe(student.id);
  });

  it('shows the hours per category and subject with the filing of the category, and the exams and bookings', async () => {
    const { result } = await detail(student.id);
    const progress = await q<{ car_type: number; subject: number; valid_minutes: number; filing: number | null }>(sql`
      SELECT p.car_type, p.subject, p.valid_minutes,
        (SELECT f.status FROM bbxc_student_filing f WHERE f.tenant_id = p.tenant_id AND f.student_id = p.student_id::text
          AND f.car_type = p.car_type AND f.deleted = 0) AS filing
      FROM bbxc_study_progress p WHERE p.tenant_id = ${tenantId} AND p.student_id = ${student.id} ORDER BY p.car_type, p.subject`);
    expect(result.hours).toEqual(
      progress.map((p) =>
        expect.objectContaining({
          carType: Number(p.car_type),
          subject: Number(p.subject),
          validMinutes: Number(p.valid_minutes),
          filingStatus: Number(p.filing ?? 0),
        }),
      ),
    );
    const [{ n: exams }] = await q<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_student_exam WHERE tenant_id = ${tenantId} AND student_id = ${student.id}`,
    );
    expect(result.exams).toHaveLength(Number(exams));
    expect(result.exams.every((e: Row) => typeof e.score === 'number')).toBe(true);
    const bookings = await q<{ order_no: string; amount: number }>(
      sql`SELECT order_no, amount FROM bbxc_booking WHERE tenant_id = ${tenantId} AND student_id = ${student.id} AND deleted = 0`,
    );
    expect(result.bookings.map((b: Row) => b.orderNo).sort()).toEqual(bookings.map((b) => b.order_no).sort());
    expect(result.bookings[0]).toHaveProperty('amount');
    expect(result.examroomOrders).toEqual(expect.any(Array));
  });

  it("reads the other areas' rows in the caller's school only: the other school's staff cannot open the student", async () => {
    const own = await detail(student.id, ownSchoolStaff);
    expect(own.status).toBe(true);
    // Staff see the numbers masked, and only their school's orders (all of this student's are).
    expect(own.result.orders.length).toBe((await detail(student.id)).result.orders.length);
    const other = await detail(student.id, otherSchoolStaff);
    expect(other.status).toBe(false);
    expect(other.code).toBe('404');
    // An order of the student written down in the other school stays out of the own school's detail.
    const [moved] = await q<{
      id: string;
    }>(sql`UPDATE bbxc_order SET school_id = (SELECT school_id FROM sys_user WHERE account = 'otherstaff')
      WHERE id = (SELECT id FROM bbxc_order WHERE tenant_id = ${tenantId} AND student_id = ${student.id} AND deleted = 0 ORDER BY id LIMIT 1)
      RETURNING id::text`);
    const after = await detail(student.id, ownSchoolStaff);
    expect(after.result.orders.map((o: Row) => o.id)).not.toContain(moved.id);
    expect((await detail(student.id)).result.orders.map((o: Row) => o.id)).toContain(moved.id);
    await q(sql`UPDATE bbxc_order SET school_id = ${student.school_id} WHERE id = ${moved.id}`);
  });

  it('finds a student by the first digits or the last 4 of the phone, on the server, although lists mask it', async () => {
    const last4 = student.mobile.slice(-4);
    const byLast4 = await search(last4);
    expect(byLast4.status).toBe(true);
    expect(byLast4.result.list.map((r: Row) => r.id)).toContain(student.id);
    // Every row found begins or ends with those digits, and every such student is found.
    const [{ n: expected }] = await q<{ n: string }>(sql`SELECT count(*) AS n FROM bbxc_student
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND (mobile LIKE ${last4 + '%'} OR mobile LIKE ${'%' + last4})`);
    expect(byLast4.result.total).toBe(Number(expected));
    for (const r of byLast4.result.list as Row[])
      expect(String(r.mobile).startsWith(last4) || String(r.mobile).endsWith(last4)).toBe(true);
    const byPrefix = await search(student.mobile.slice(0, 7));
    expect(byPrefix.result.list.map((r: Row) => r.id)).toContain(student.id);
    expect((byPrefix.result.list as Row[]).every((r) => String(r.mobile).startsWith(student.mobile.slice(0, 7)))).toBe(
      true,
    );
    // The middle digits are no prefix and no last 4: not a match.
    const middle = await search(student.mobile.slice(3, 8));
    expect((middle.result.list as Row[]).every((r) => String(r.mobile).startsWith(student.mobile.slice(3, 8)))).toBe(
      true,
    );
    expect(middle.result.list.map((r: Row) => r.id)).not.toContain(student.id);
    // Anything but digits is refused by the field's name.
    const bad = await search('13a8');
    expect(bad.status).toBe(false);
    expect(bad.message).toContain('手机号');
  });

  it("scopes the phone search: staff of the student's school find it masked, the other school's and another tenant's do not", async () => {
    const last4 = student.mobile.slice(-4);
    const own = await search(last4, ownSchoolStaff);
    const found = (own.result.list as Row[]).find((r) => r.id === student.id);
    expect(found?.mobile).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect((await search(last4, otherSchoolStaff)).result.list.map((r: Row) => r.id)).not.toContain(student.id);
    await q(sql`UPDATE bbxc_student SET tenant_id = tenant_id + 1000 WHERE id = ${student.id}`);
    expect((await search(last4)).result.list.map((r: Row) => r.id)).not.toContain(student.id);
    await q(sql`UPDATE bbxc_student SET tenant_id = ${tenantId} WHERE id = ${student.id}`);
  });
});
