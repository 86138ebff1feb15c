import { sql } from 'drizzle-orm';
import {
  INVOICE_CALLS,
  productBill,
  TIME_STUDENT_SETTLE_DETAIL,
  timeStudentSettle,
  timingInvoice,
  vipBill,
} from '../../domain';
import { seedInvoices } from '../seed/invoices';
import { seedOrderKinds } from '@coach/areas/orders/server/index.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { PNG, upload } from '@coach/server/test/fileHelpers.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';
import { secondTenantAdmin } from '@coach/server/test/tenants.ts';

const it = withStudents();

// Issue 19, 财务管理: 增值产品账单 (and its VIP tab) whose totals are their lines' sums,
// 计时学员统计 on the class-hour ledger with its detail, and 开票管理 (upload a PDF only,
// download it, nothing of another tenant).
describe('增值产品账单, 计时学员统计 and 开票管理', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedOrderKinds(t.services.database, tenantId);
    await seedInvoices(t.services.database, t.services.files, tenantId);
    admin = await t.login(...ADMIN);
  }, 180_000);

  const post = async (path: string, body: unknown, token = admin) => (await t.post(path, body, { token })).body;

  it('makes every product bill the sum of its lines, the lines the product orders paid in its month', async () => {
    const bills = await q<{
      id: string;
      order_count: number;
      amount: string;
      product_kind: number;
      school_id: string;
      period_start: string;
      period_end: string;
    }>(sql`
      SELECT id, order_count, amount, product_kind, school_id, period_start, period_end FROM mall_product_bill WHERE tenant_id = ${tenantId}`);
    expect(bills.length).toBeGreaterThan(0);
    for (const b of bills) {
      const [lines] = await q<{ n: number; total: string }>(
        sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0) AS total FROM mall_product_bill_line WHERE bill_id = ${b.id}`,
      );
      expect([Number(b.order_count), Number(b.amount)]).toEqual([lines.n, Number(lines.total)]);
      if (Number(b.product_kind) === 2) {
        const [src] = await q<{
          n: number;
          total: string;
        }>(sql`SELECT count(*)::int AS n, coalesce(sum(paid_amount), 0) AS total FROM bbxc_simulation_order
          WHERE tenant_id = ${tenantId} AND school_id = ${b.school_id} AND pay_status IN (1, 2) AND pay_time >= ${b.period_start} AND pay_time <= ${b.period_end}`);
        expect([lines.n, Number(lines.total)]).toEqual([src.n, Number(src.total)]);
      }
    }
    const [{ n: vipOrders }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM mall_product_bill_line l JOIN mall_product_bill b ON b.id = l.bill_id WHERE b.tenant_id = ${tenantId} AND b.product_kind = 1`,
    );
    expect(vipOrders).toBeGreaterThan(0);
  });

  it("lists the VIP bills at the mall's calls and shows a bill with its lines", async () => {
    const vip = (await post(vipBill.api.list!, { pageSize: 100 })).result;
    expect(vip.total).toBeGreaterThan(0);
    expect(vip.list.every((b: { productKind: number }) => b.productKind === 1)).toBe(true);
    const withLines = vip.list.find((b: { orderCount: number }) => b.orderCount > 0);
    const detail = (await post(vipBill.api.detail!, { id: withLines.id })).result;
    expect(detail.lines).toHaveLength(withLines.orderCount);
    const sum = detail.lines.reduce((s: number, l: { amount: string }) => s + Math.round(Number(l.amount) * 100), 0);
    expect((sum / 100).toFixed(2)).toBe(withLines.amount);
    const all = (await post(productBill.api.list!, { productKind: 3, pageSize: 5 })).result;
    expect(all.list.every((b: { productKind: number }) => b.productKind === 3)).toBe(true);
  });

  it('counts the timing openings per school and lists those of one row', async () => {
    const answer = (await post(timeStudentSettle.api.stat, { groupBy: 'schoolId' })).result;
    const [{ n }] = await q<{
      n: number;
    }>(sql`SELECT count(DISTINCT student_id)::int AS n FROM bbxc_timing_ledger WHERE tenant_id = ${tenantId} AND kind = 2
      AND create_time >= ${answer.startTime} AND create_time <= ${answer.endTime}`);
    expect(Number(answer.totals.opened)).toBe(n);
    const row = answer.rows.find((r: { opened: number }) => Number(r.opened) > 0);
    const detail = (
      await post(TIME_STUDENT_SETTLE_DETAIL, {
        schoolId: row.key,
        startTime: answer.startTime,
        endTime: answer.endTime,
        pageSize: 500,
      })
    ).result;
    expect(detail.total).toBeGreaterThanOrEqual(Number(row.opened));
    expect((await post(TIME_STUDENT_SETTLE_DETAIL, { schoolId: 'x', startTime: 1, endTime: 2 })).message).toBe(
      '驾校：请选择驾校',
    );
  });

  it('开票管理: binds an uploaded PDF only, then downloads it; another tenant sees nothing', async () => {
    const [waiting] = (await post(timingInvoice.api.list!, { status: 0 })).result.list;
    const png = (await upload(t, admin, { name: 'a.png', bytes: PNG, type: 'image/png' })).body.result.key;
    expect(await post(INVOICE_CALLS.upload, { id: waiting.id, fileKey: png })).toMatchObject({
      status: false,
      message: '发票文件：请上传PDF格式的发票',
    });
    expect((await post(INVOICE_CALLS.upload, { id: waiting.id, fileKey: '../etc' })).message).toBe(
      '发票文件：请上传发票文件',
    );
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const key = (await upload(t, admin, { name: '发票.pdf', bytes: pdf, type: 'application/pdf' })).body.result.key;
    expect(await post(INVOICE_CALLS.upload, { id: waiting.id, fileKey: key })).toMatchObject({
      status: true,
      message: '发票已上传',
    });
    const [row] = await q<{ status: number; file_name: string }>(
      sql`SELECT status, file_name FROM bbxc_timing_invoice WHERE id = ${waiting.id}`,
    );
    expect([Number(row.status), row.file_name]).toEqual([1, '发票.pdf']);
    const res = await t.built.app.inject({
      method: 'POST',
      url: INVOICE_CALLS.download,
      payload: { id: waiting.id },
      headers: { 'ctl-token': admin },
    });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const other = await secondTenantAdmin(t);
    expect((await post(INVOICE_CALLS.download, { id: waiting.id }, other.token)).message).toBe('数据不存在或已删除');
    expect((await post(INVOICE_CALLS.upload, { id: waiting.id, fileKey: key }, other.token)).status).toBe(false);
    const [{ n }] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM bbxc_timing_invoice WHERE id = ${waiting.id} AND file_key = ${key}`,
    );
    expect(n).toBe(1);
  });
});
