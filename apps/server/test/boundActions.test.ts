import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG_STATE_CHANGED } from '@coach/domain';
import { timingInvoice } from '@coach/areas/financial/domain/index.ts';
import { ACCOMPANY_ORDER_CALLS, accompanyOrder } from '@coach/areas/orders/domain/index.ts';
import { bindActions } from '../src/engine';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedOrderKinds } from '@coach/areas/orders/server/index.ts';
import { demoTenantId } from './student/fixtures';
import { describe, expect, test as base } from './fixtures';

// Issue 39.2: a declared row action's call is bound by `<resource>:<action>`; the engine checks
// the declared state (`when`) in the UPDATE that claims the row, so of two operators acting at
// once only one goes on, and refuses with the declared words where the definition gives them.
const it = base.extend('tenantId', { scope: 'file' }, async ({ app }) => {
  const tenantId = await demoTenantId(app);
  await seedSchool(app.services.database, tenantId);
  await seedOrderKinds(app.services.database, tenantId);
  return tenantId;
});

describe('declared row actions bound by the engine', () => {
  it('lets one of two 退款审核 sent at once through, the other told the state changed', async ({ admin, tenantId }) => {
    const [asking] = (await admin.call(accompanyOrder, 'list', { status: 4, pageSize: 1 })).body.result.list;
    expect(tenantId).toBeTruthy();
    const answers = await Promise.all(
      [1, 1].map(async (pass) => (await admin.post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: asking.id, pass })).body),
    );
    expect(answers.map((a) => a.message).sort()).toEqual([MSG_STATE_CHANGED, '退款审核已通过'].sort());
    const detail = (await admin.call(accompanyOrder, 'detail', { id: asking.id })).body.result;
    expect(detail.status).toBe(5);
    // The preview is of an order in the action's state only.
    expect((await admin.post(ACCOMPANY_ORDER_CALLS.refundAmount, { id: asking.id })).body.message).toBe(
      MSG_STATE_CHANGED,
    );
  });

  it('refuses a choice the action does not offer before touching the row', async ({ admin }) => {
    const [asking] = (await admin.call(accompanyOrder, 'list', { status: 4, pageSize: 1 })).body.result.list;
    const before = (await admin.call(accompanyOrder, 'detail', { id: asking.id })).body.result;
    expect((await admin.post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: asking.id })).body.message).toBe(
      '审核结果：请选择通过或拒绝',
    );
    expect((await admin.post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: '999999', pass: 0 })).body.message).toBe(
      '数据不存在或已删除',
    );
    expect((await admin.call(accompanyOrder, 'detail', { id: asking.id })).body.result).toEqual(before);
  });

  it('answers a download outside its state with the declared refusal', async ({ app, admin, tenantId }) => {
    const [row] = await app.services.database.rows<{ id: string }>(sql`
      INSERT INTO bbxc_timing_invoice (tenant_id, apply_no, school_id, school_name, title, tax_no, amount, status, create_time)
      VALUES (${tenantId}, 'KP-BOUND-1', 1, '东方驾校', '南京东方驾校有限公司', '91320100MA1X000001', 10000, 0,
        extract(epoch from now())::bigint) RETURNING id::text AS id`);
    const download = timingInvoice.actions!.find((a) => a.name === 'downloadInvoice')!;
    expect((await admin.post(download.path!, { id: row.id })).body).toMatchObject({
      status: false,
      message: download.refusal,
    });
  });

  it('will not start with a handler for an action the definition does not declare', ({ app }) => {
    const db = app.services.database.db;
    expect(() => bindActions(Fastify(), db, accompanyOrder, 'noSuchAction', { run: async () => null })).toThrow(
      'accompanyOrder:noSuchAction is no declared action with a call',
    );
    // 派单 is a declared row form, not a call of its own: nothing to bind.
    expect(() => bindActions(Fastify(), db, accompanyOrder, 'dispatch', { run: async () => null })).toThrow();
  });
});
