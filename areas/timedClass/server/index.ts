import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MEMBER_HOURS_STATISTICS, memberClassHours } from '@coach/domain';
import type { Services } from '../../platform/services';
import {
  and,
  engineContext,
  filterWhere,
  listParams,
  resourceHooks,
  rowsOf,
  scopeWhere,
  type ResourceHooksByName,
} from '../../engine';
import { ok } from '../../platform/envelope';
import { bookingHooks } from './bookings';
import { closeSchedulingHooks } from './closeScheduling';

/** 会员课时: the accounts, and in the detail every movement with what remained after it. */
const memberClassHoursHooks = resourceHooks({
  memberClassHours: {
    detail: async ({ tx, ctx, row }) => ({
      moves: (
        await rowsOf<{
          kind: number;
          hours: number;
          remaining_after: number;
          order_no: string | null;
          remark: string | null;
          create_time: number;
        }>(
          tx,
          sql`
        SELECT kind, hours, remaining_after, order_no, remark, create_time FROM bbxc_class_hour_ledger
        WHERE tenant_id = ${ctx.tenantId} AND student_id = ${String(row.studentId)} ORDER BY id DESC LIMIT 500`,
        )
      ).map((m) => ({
        kind: Number(m.kind),
        hours: Number(m.hours),
        remainingAfter: Number(m.remaining_after),
        orderNo: m.order_no,
        remark: m.remark,
        createTime: Number(m.create_time),
      })),
    }),
  },
});

/** vip/statistics: the members a 会员课时 filter matches and the sums of their hours, checked and scoped as the list. */
function memberHoursStatistics(app: FastifyInstance, services: Services) {
  app.post(MEMBER_HOURS_STATISTICS, async (request) => {
    const ctx = engineContext(request, memberClassHours);
    const { filters } = listParams(request.body);
    const where = and([...scopeWhere(memberClassHours, ctx), ...filterWhere(memberClassHours, filters)]);
    const [row] = await rowsOf<Record<string, string>>(
      services.database.db,
      sql`SELECT count(*) AS members, coalesce(sum(bought), 0) AS bought, coalesce(sum(used), 0) AS used,
      coalesce(sum(returned), 0) AS returned, coalesce(sum(expired), 0) AS expired, coalesce(sum(remaining), 0) AS remaining FROM bbxc_class_hour_account t WHERE ${where}`,
    );
    return ok(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])));
  });
}

export const timedClassFeatures = [memberHoursStatistics];
export const timedClassAreaHooks: ResourceHooksByName[] = [bookingHooks, closeSchedulingHooks, memberClassHoursHooks];
