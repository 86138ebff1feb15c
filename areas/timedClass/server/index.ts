import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MEMBER_HOURS_STATISTICS, memberClassHours } from '../domain';
import { timedClass } from '../area';
import type { Services } from '@coach/server/platform/services.ts';
import {
  and,
  defineServerArea,
  engineContext,
  filterWhere,
  listParams,
  resourceHooks,
  rowsOf,
  scopeWhere,
} from '@coach/server/engine/index.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { bookingHooks } from './bookings';
import { closeSchedulingHooks } from './closeScheduling';
import { seedTimedClass } from './seed/timedClass';

// Other areas' tests (comments, the organisation scope) seed its bookings before their own rows.
export { seedTimedClass };

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

/** 计时班型's server: its hooks by definition name, its own call and its demo data. */
export default defineServerArea({
  area: timedClass,
  resourceHooks: [bookingHooks, closeSchedulingHooks, memberClassHoursHooks],
  features: [memberHoursStatistics],
  seeds: [
    // Its bookings and class hours belong to the demo students, bought with the order kinds' orders.
    { name: 'timedClass', after: 'orderKinds', run: seedTimedClass },
  ],
});
