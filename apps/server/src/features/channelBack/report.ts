import { sql } from 'drizzle-orm';
import { billingPeriod, billingPeriodsBetween, fenToYuan, type BillingKind, type ChannelReportRow } from '@coach/domain';
import type { Db } from '../../platform/db';
import { BizError } from '../../platform/envelope';
import { rowsOf } from '../../engine/rowAccess';

/** More periods than a chart can show legibly is a mistake of the filter, not a request. */
export const MAX_REPORT_PERIODS = 60;

/** Default range: the last 12 billing months, 8 quarters, 6 halves or 3 years, up to now. */
const DEFAULT_COUNT: Record<BillingKind, number> = { month: 12, quarter: 8, half: 6, year: 3 };
export function defaultRange(kind: BillingKind, now: number): { from: number; to: number } {
  let period = billingPeriod(now, kind);
  for (let i = 1; i < DEFAULT_COUNT[kind]; i++) period = billingPeriod(period.start - 1, kind);
  return { from: period.start, to: now };
}

/**
 * Per billing period of the kind (26th to 25th cut-off), for one channel: orders placed,
 * orders paid and their amount (revenue, by pay time, refunded ones left out), the amount
 * settled (what its bills sum) and the members who joined.
 */
export async function channelReport(db: Db, tenantId: string, channelId: string, kind: BillingKind, from: number, to: number): Promise<ChannelReportRow[]> {
  const periods = billingPeriodsBetween(from, to, kind);
  if (periods.length > MAX_REPORT_PERIODS) throw new BizError(`统计区间过长，最多${MAX_REPORT_PERIODS}个周期`);
  if (periods.length === 0) return [];
  const values = sql.join(periods.map((p, i) => sql`(${i}::int, ${p.start}::bigint, ${p.end}::bigint)`), sql`, `);
  const rows = await rowsOf<{ i: number; orders: string; paid: string; paid_amount: string; settled_amount: string; members: string }>(db, sql`
    SELECT p.i,
      (SELECT count(*) FROM bbxc_order o WHERE o.tenant_id = ${tenantId} AND o.channel_id = ${channelId} AND o.deleted = 0
        AND o.create_time >= p.s AND o.create_time < p.e) AS orders,
      (SELECT count(*) FROM bbxc_order o WHERE o.tenant_id = ${tenantId} AND o.channel_id = ${channelId} AND o.deleted = 0
        AND o.pay_status = 1 AND o.pay_time >= p.s AND o.pay_time < p.e) AS paid,
      (SELECT coalesce(sum(o.paid_amount), 0) FROM bbxc_order o WHERE o.tenant_id = ${tenantId} AND o.channel_id = ${channelId} AND o.deleted = 0
        AND o.pay_status = 1 AND o.pay_time >= p.s AND o.pay_time < p.e) AS paid_amount,
      (SELECT coalesce(sum(o.paid_amount), 0) FROM bbxc_order o WHERE o.tenant_id = ${tenantId} AND o.channel_id = ${channelId} AND o.deleted = 0
        AND o.settle_status = 1 AND o.settle_time >= p.s AND o.settle_time < p.e) AS settled_amount,
      (SELECT count(*) FROM bbxc_channel_member m WHERE m.tenant_id = ${tenantId} AND m.channel_id = ${channelId} AND m.deleted = 0
        AND m.create_time >= p.s AND m.create_time < p.e) AS members
    FROM (VALUES ${values}) AS p(i, s, e) ORDER BY p.i`);
  return rows.map((r) => {
    const p = periods[Number(r.i)];
    return {
      label: p.label,
      start: p.start,
      end: p.end - 1,
      orderCount: Number(r.orders),
      paidCount: Number(r.paid),
      paidAmount: fenToYuan(Number(r.paid_amount)),
      settledAmount: fenToYuan(Number(r.settled_amount)),
      newMembers: Number(r.members),
    };
  });
}
