import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { fenToYuan, periodsBetween, ratioValue, type ReportDef } from '@coach/domain';
import { reportRequest } from '../../src/engine/report/reportInput';
import { runReport } from '../../src/engine/report/reportQuery';
import type { EngineContext } from '../../src/engine';
import { describe, expect, test as it } from '../fixtures';
import type { TestApp } from '../testApp';

// A report over orders exercising every part of a definition: periods and a column dimension
// with looked-up labels, count / sum / distinct measures on different date columns, a ratio,
// a filter. Random orders, then every figure and total compared with the same sums in JS.
const def: ReportDef = {
  name: 'testOrders',
  title: '测试订单统计',
  routes: [{ path: '/test/orders' }],
  api: { stat: '/api/test/report', export: '/api/test/exportReport' },
  scope: 'tenant',
  period: { kinds: ['day', 'month', 'billingMonth'], default: 'month', defaultCount: { month: 3 } },
  sources: [{ key: 'orders', table: 'bbxc_order', softDelete: true, channel: true }],
  dimensions: [
    { key: 'period', label: '周期', kind: 'period' },
    {
      key: 'classId',
      label: '班型',
      kind: 'column',
      column: 'class_id',
      lookup: { table: 'bbxc_zsclass', label: 'class_name' },
    },
  ],
  measures: [
    { key: 'orders', label: '订单数', source: 'orders', agg: 'count', date: 'create_time', format: 'int' },
    {
      key: 'paid',
      label: '支付数',
      source: 'orders',
      agg: 'count',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'int',
    },
    {
      key: 'amount',
      label: '金额',
      source: 'orders',
      agg: 'sum',
      column: 'paid_amount',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'buyers',
      label: '下单人数',
      source: 'orders',
      agg: 'distinct',
      column: 'mobile',
      date: 'create_time',
      format: 'int',
    },
  ],
  ratios: [{ key: 'payRate', label: '支付率', numerator: 'paid', denominator: 'orders', format: 'percent' }],
  filters: [
    {
      key: 'payStatus',
      label: '支付状态',
      column: 'pay_status',
      options: [
        { value: 0, label: '未支付' },
        { value: 1, label: '已支付' },
      ],
    },
  ],
};

interface Order {
  classIndex: number;
  mobile: string;
  created: number;
  paidAfter: number;
  payStatus: number;
  fen: number;
  deleted: number;
}

describe('reports compiled from a definition', () => {
  let t: TestApp;
  let tenant = 880_000;
  const now = Math.floor(Date.now() / 1000);
  const from = now - 90 * 86400;
  it.beforeAll(async ({ app }) => {
    t = app;
  });

  const ctxOf = (tenantId: string): EngineContext =>
    ({
      tenantId,
      userId: '1',
      channelId: null,
      isChannel: false,
      isAdmin: true,
      plaintext: true,
      fields: {},
    }) as unknown as EngineContext;

  async function seed(orders: Order[]) {
    const tenantId = String(++tenant);
    const classes = await t.services.database.rows<{
      id: string;
    }>(sql`INSERT INTO bbxc_zsclass (tenant_id, class_name, car_type, class_type, price, status, sort)
      VALUES (${tenantId}, '甲班', 1, 1, 100, 1, 1), (${tenantId}, '乙班', 1, 1, 100, 1, 2) RETURNING id`);
    if (orders.length) {
      const values = orders.map(
        (
          o,
          i,
        ) => sql`(${tenantId}, ${`R${tenant}-${i}`}, ${classes[o.classIndex].id}, '班', '学员', ${o.mobile}, ${o.fen}, 0, ${o.fen}, ${o.payStatus},
        ${o.payStatus ? o.created + o.paidAfter : null}, 0, ${o.created}, ${o.deleted})`,
      );
      await t.services.database
        .rows(sql`INSERT INTO bbxc_order (tenant_id, order_no, class_id, class_name, student_name, mobile, price, discount_amount, paid_amount,
        pay_status, pay_time, settle_status, create_time, deleted) VALUES ${sql.join(values, sql`, `)}`);
    }
    return { tenantId, classIds: classes.map((c) => String(c.id)) };
  }

  const order = fc.record({
    classIndex: fc.integer({ min: 0, max: 1 }),
    mobile: fc.constantFrom('13900000001', '13900000002', '13900000003'),
    created: fc.integer({ min: from - 5 * 86400, max: now }),
    paidAfter: fc.integer({ min: 0, max: 20 * 86400 }),
    payStatus: fc.integer({ min: 0, max: 1 }),
    fen: fc.integer({ min: 1, max: 500_000 }),
    deleted: fc.constantFrom(0, 0, 0, 1),
  });

  it('gives per period and in total exactly the sums of the facts (random orders)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(order, { maxLength: 25 }),
        fc.constantFrom('day', 'month', 'billingMonth'),
        async (orders, kind) => {
          const { tenantId } = await seed(orders);
          const answer = await runReport(
            t.services.database.db,
            def,
            reportRequest(def, { kind, startTime: from, endTime: now }, now),
            ctxOf(tenantId),
          );
          const periods = periodsBetween(kind, from, now);
          expect(answer.rows.map((r) => r.label)).toEqual(periods.map((p) => p.label));
          const live = orders.filter((o) => !o.deleted);
          const inside = (at: number, p: { start: number; end: number }) => at >= p.start && at < p.end;
          const all = { start: periods[0].start, end: periods[periods.length - 1].end };
          const figures = (p: { start: number; end: number }) => {
            const placed = live.filter((o) => inside(o.created, p));
            const paid = live.filter((o) => o.payStatus === 1 && inside(o.created + o.paidAfter, p));
            return {
              orders: placed.length,
              paid: paid.length,
              amount: fenToYuan(paid.reduce((s, o) => s + o.fen, 0)),
              buyers: new Set(placed.map((o) => o.mobile)).size,
              payRate: ratioValue(paid.length, placed.length),
            };
          };
          periods.forEach((p, i) => expect(answer.rows[i]).toMatchObject(figures(p)));
          // The distinct total counts a buyer of two periods once: not the sum of the rows.
          expect(answer.totals).toEqual(figures(all));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('groups by a column with the labels of the rows it names, filtered', async () => {
    const created = now - 86400;
    const { tenantId, classIds } = await seed([
      { classIndex: 0, mobile: '1', created, paidAfter: 10, payStatus: 1, fen: 100, deleted: 0 },
      { classIndex: 0, mobile: '2', created, paidAfter: 10, payStatus: 0, fen: 100, deleted: 0 },
      { classIndex: 1, mobile: '3', created, paidAfter: 10, payStatus: 1, fen: 250, deleted: 0 },
    ]);
    const run = (body: Record<string, unknown>) =>
      runReport(t.services.database.db, def, reportRequest(def, { groupBy: 'classId', ...body }, now), ctxOf(tenantId));
    const byClass = await run({});
    expect(byClass.rows).toEqual([
      { key: classIds[0], label: '甲班', orders: 2, paid: 1, amount: '1.00', buyers: 2, payRate: 0.5 },
      { key: classIds[1], label: '乙班', orders: 1, paid: 1, amount: '2.50', buyers: 1, payRate: 1 },
    ]);
    expect((await run({ payStatus: 0 })).rows).toEqual([
      { key: classIds[0], label: '甲班', orders: 1, paid: 0, amount: '0.00', buyers: 1, payRate: 0 },
    ]);
  });

  it('refuses what it cannot answer with a message naming the field', () => {
    const refused = (body: unknown) => {
      try {
        reportRequest(def, body, now);
      } catch (e) {
        return (e as Error).message;
      }
      return 'accepted';
    };
    expect(refused({ kind: 'year' })).toBe('统计周期：请选择按日、按自然月或按月');
    expect(refused({ groupBy: 'coach' })).toBe('统计维度：请选择周期或班型');
    expect(refused({ payStatus: 7 })).toBe('支付状态的值不正确');
    expect(refused({ payStatus: '1abc' })).toBe('支付状态的值不正确');
    expect(refused({ startTime: now, endTime: now - 10 })).toBe('开始时间不能晚于结束时间');
    expect(refused({ startTime: 'x' })).toBe('开始时间的值不正确');
    expect(refused({ kind: 'day', startTime: 0, endTime: now })).toBe('统计区间过长，最多400个周期');
    expect(refused([])).toBe('请求参数错误');
    expect(refused({ kind: 'month' })).toBe('accepted');
  });
});
