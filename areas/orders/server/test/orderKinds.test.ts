import { sql } from 'drizzle-orm';
import { MSG_STATE_CHANGED } from '@coach/domain';
import {
  ACCOMPANY_ORDER_CALLS,
  accompanyCoach,
  accompanyOrder,
  coachTimePay,
  groupOrder,
  openDeductionOrder,
  REMOTE_TIMING_CHANGE_PHONE,
  remoteTimingOrder,
  simulationOrder,
} from '../../domain';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedOrderKinds } from '../seed/orderKinds';
import { demoTenantId } from '@coach/server/test/student/fixtures.ts';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';

// Issue 19: 陪驾订单 (派单 to an enabled coach, 完成, 退款审核 with the unused hours × price
// rule, 原路退款 only once refunded), 学时缴费订单 (激活, 作废, 退款, 更换手机号), and the
// read-only kinds (模拟器, 教练学时缴费, 开通扣费, 拼团 with its team).
describe('陪驾订单, 学时缴费订单 and the other order kinds', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  it.beforeAll(async ({ app }) => {
    t = app;
    tenantId = await demoTenantId(t);
    await seedSchool(t.services.database, tenantId);
    await seedOrderKinds(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
  }, 120_000);

  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;
  const accompanyRow = async (id: string) =>
    (
      await q<{
        status: number;
        coach_name: string | null;
        refund_amount: string | null;
        provider_refund: number;
        dispatch_time: string | null;
      }>(sql`
      SELECT status, coach_name, refund_amount, provider_refund, dispatch_time FROM mall_accompany_order WHERE id = ${id}`)
    )[0];
  const byStatus = async (status: number) =>
    (await post(accompanyOrder.api.list!, { status, pageSize: 50 })).result.list as {
      id: string;
      hours: number;
      usedHours: number;
      hourPrice: string;
    }[];
  const coaches = async (disable: number) =>
    (await post(accompanyCoach.api.list!, { disable, pageSize: 50 })).result.list as { id: string; name: string }[];
  const finish = accompanyOrder.transitions!.find((x) => x.name === 'finish')!;
  const provider = accompanyOrder.transitions!.find((x) => x.name === 'refundProvider')!;

  it('has demo accompany orders in every state and coaches both enabled and not', async () => {
    for (const status of [1, 2, 3, 4, 5])
      expect((await byStatus(status)).length, `status ${status}`).toBeGreaterThan(0);
    expect((await coaches(1)).length).toBeGreaterThan(0);
  });

  it('派单 sends a 待派单 order to an enabled coach only, once (a race has one winner)', async () => {
    const [a, b] = await byStatus(1);
    const [off] = await coaches(1);
    const [on, other] = await coaches(0);
    expect(await post(ACCOMPANY_ORDER_CALLS.dispatch, { id: a.id, coachId: off.id })).toMatchObject({
      status: false,
      message: '陪驾教练：教练不存在或已停用',
    });
    expect((await post(ACCOMPANY_ORDER_CALLS.dispatch, { id: a.id })).message).toBe('陪驾教练：请选择陪驾教练');
    expect(Number((await accompanyRow(a.id)).status)).toBe(1);
    expect(await post(ACCOMPANY_ORDER_CALLS.dispatch, { id: a.id, coachId: on.id })).toMatchObject({
      status: true,
      message: '派单成功',
    });
    expect(await accompanyRow(a.id)).toMatchObject({ status: 2, coach_name: on.name });
    expect(await post(ACCOMPANY_ORDER_CALLS.dispatch, { id: a.id, coachId: other.id })).toMatchObject({
      status: false,
      message: MSG_STATE_CHANGED,
    });
    const race = await Promise.all(
      [on, other].map((c) => post(ACCOMPANY_ORDER_CALLS.dispatch, { id: b.id, coachId: c.id })),
    );
    expect(race.filter((r) => r.status)).toHaveLength(1);
    // 完成 only of a dispatched order.
    expect((await post(finish.path, { ids: [a.id], status: 3 })).status).toBe(true);
    expect((await post(finish.path, { ids: [a.id], status: 3 })).message).toBe(MSG_STATE_CHANGED);
  });

  it('退款审核 pays back unused hours × price as quoted; refused goes back; 原路退款 only once refunded', async () => {
    const [first, second] = await byStatus(4);
    const quote = (await post(ACCOMPANY_ORDER_CALLS.refundAmount, { id: first.id })).result;
    const expected = ((first.hours - first.usedHours) * Number(first.hourPrice)).toFixed(2);
    expect(quote).toMatchObject({ hours: first.hours, usedHours: first.usedHours, refundAmount: expected });
    expect((await post(provider.path, { ids: [first.id], providerRefund: 1 })).message).toBe(MSG_STATE_CHANGED);
    expect((await post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: first.id, pass: 2 })).message).toBe(
      '审核结果：请选择通过或拒绝',
    );
    expect(await post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: first.id, pass: 1 })).toMatchObject({
      status: true,
      message: '退款审核已通过',
    });
    const paid = await accompanyRow(first.id);
    expect([Number(paid.status), (Number(paid.refund_amount) / 100).toFixed(2)]).toEqual([5, expected]);
    expect((await post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: first.id, pass: 1 })).message).toBe(MSG_STATE_CHANGED);
    expect((await post(provider.path, { ids: [first.id], providerRefund: 1 })).status).toBe(true);
    expect(Number((await accompanyRow(first.id)).provider_refund)).toBe(1);

    const before = (
      await q<{ pre_refund_status: number }>(
        sql`SELECT pre_refund_status FROM mall_accompany_order WHERE id = ${second.id}`,
      )
    )[0];
    expect((await post(ACCOMPANY_ORDER_CALLS.refundAudit, { id: second.id, pass: 0 })).status).toBe(true);
    expect(Number((await accompanyRow(second.id)).status)).toBe(Number(before.pre_refund_status));
  });

  const timing = (name: string) => remoteTimingOrder.transitions!.find((x) => x.name === name)!;
  const timingRow = async (id: string) =>
    (
      await q<{
        status: number;
        activated: number;
        mobile: string;
        refund_reason: string | null;
        status_time: string | null;
      }>(sql`
      SELECT status, activated, mobile, refund_reason, status_time FROM mall_remote_timing WHERE id = ${id}`)
    )[0];
  const timingList = async (body: Record<string, unknown>) =>
    (await post(remoteTimingOrder.api.list!, { pageSize: 100, ...body })).result.list as {
      id: string;
      mobile: string;
    }[];

  it('学时缴费订单: 激活 only a 正常 one, 作废 and 退款 only one not activated, 退款 with its reason', async () => {
    const [fresh, other] = await timingList({ status: 1, activated: 0 });
    const [voided] = await timingList({ status: 2 });
    expect((await post(timing('activate').path, { ids: [voided.id], activated: 1 })).message).toBe(MSG_STATE_CHANGED);
    expect((await post(timing('refund').path, { ids: [other.id], status: 3, refundReason: '' })).message).toBe(
      '退款原因：请填写退款原因',
    );
    expect(
      (await post(timing('refund').path, { ids: [other.id], status: 3, refundReason: '学员已在车载终端计时' })).status,
    ).toBe(true);
    expect(await timingRow(other.id)).toMatchObject({ status: 3, refund_reason: '学员已在车载终端计时' });
    expect((await post(timing('activate').path, { ids: [fresh.id], activated: 1 })).status).toBe(true);
    expect((await post(timing('void').path, { ids: [fresh.id], status: 2 })).message).toBe(MSG_STATE_CHANGED);
    expect(await timingRow(fresh.id)).toMatchObject({ status: 1, activated: 1 });
  });

  it('更换手机号 checks the number and keeps it masked in the list and the log', async () => {
    const [row] = await timingList({ status: 1 });
    for (const mobile of ['1234', '23912345678', '', undefined])
      expect((await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile })).status, String(mobile)).toBe(false);
    // The form's rule and the call's are one (spec: 11 digits, 1 then 1-9), with its messages.
    expect((await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile: '1234' })).message).toBe(
      '新手机号：您输入的手机号不正确!',
    );
    expect((await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile: '' })).message).toBe(
      '新手机号：该输入项为必填项!',
    );
    expect(await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile: '11912340000' })).toMatchObject({
      status: true,
      message: '手机号已更换',
    });
    expect(await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile: '13912340000' })).toMatchObject({
      status: true,
      message: '手机号已更换',
    });
    expect((await timingRow(row.id)).mobile).toBe('13912340000');
    expect((await post(REMOTE_TIMING_CHANGE_PHONE, { id: row.id, mobile: '13912340000' })).message).toBe(
      '手机号：新手机号与原手机号相同',
    );
    const [log] = await q<{ after: unknown }>(
      sql`SELECT after FROM sys_operation_log WHERE tenant_id = ${tenantId} AND action = 'changePhone' ORDER BY id DESC LIMIT 1`,
    );
    expect(JSON.stringify(log.after)).toContain('139****0000');
  });

  it('lists, details and exports 模拟器订单, 教练学时缴费订单 and 开通扣费订单', async () => {
    for (const def of [simulationOrder, coachTimePay, openDeductionOrder]) {
      const list = (await post(def.api.list!, { pageSize: 5 })).result;
      if (def === openDeductionOrder) {
        const [{ n }] = await q<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM bbxc_timing_ledger WHERE tenant_id = ${tenantId} AND kind = 2`,
        );
        expect(list.total, def.name).toBe(n);
        continue;
      }
      expect(list.total, def.name).toBeGreaterThan(0);
      const detail = (await post(def.api.detail!, { id: list.list[0].id })).result;
      expect(detail.orderNo).toBe(list.list[0].orderNo);
      const res = await t.built.app.inject({
        method: 'POST',
        url: def.api.export!,
        payload: {},
        headers: { 'ctl-token': admin },
      });
      expect(res.statusCode, def.name).toBe(200);
    }
    const paid = (await post(simulationOrder.api.list!, { payStatus: 1, pageSize: 100 })).result.list as {
      payStatus: number;
    }[];
    expect(paid.every((r) => r.payStatus === 1)).toBe(true);
  });

  it('拼团订单 shows the team of an order: every member, the leader first', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [i, name] of ['团长甲', '团员乙', '团员丙'].entries()) {
      await q(sql`INSERT INTO bbxc_order (tenant_id, order_no, student_name, mobile, school_id, school_name, price, discount_amount, paid_amount, pay_status, pay_time,
          group_no, group_leader, group_size, group_joined, group_status, create_time)
        VALUES (${tenantId}, ${`GT${i}`}, ${name}, '13800002222', '1', '金陵驾校', 300000, 0, 300000, 1, ${now - i}, 'PT990001', '团长甲', 3, 3, 2, ${now - 10 + i})`);
    }
    const list = (await post(groupOrder.api.list!, { groupNo: 'PT990001' })).result;
    expect(list.total).toBe(3);
    const member = list.list.find((r: { studentName: string }) => r.studentName === '团员丙');
    const detail = (await post(groupOrder.api.detail!, { id: member.id })).result;
    expect(detail.groupStatus).toBe(2);
    expect(detail.members.map((m: { studentName: string; leader: number }) => [m.studentName, m.leader])).toEqual([
      ['团长甲', 1],
      ['团员乙', 0],
      ['团员丙', 0],
    ]);
  });
});
