import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { resourceHooks, rowsOf, rowToJson } from '@coach/server/engine/index.ts';

const trainDef = resourcesByName.examroomTrain;

/** 考场账单: per coach and billing period, its detail lists the trainings it sums. */
export const billHooks = resourceHooks({
  examroomBill: {
    async detail({ tx, ctx, row }) {
      const [bill] = await rowsOf<{ coach_id: string }>(
        tx,
        sql`SELECT coach_id FROM examroom_bill WHERE tenant_id = ${ctx.tenantId} AND id = ${row.id as string}`,
      );
      const trains = await rowsOf(
        tx,
        sql`SELECT id, order_no AS "orderNo", sub_order_id AS "subOrderId", student_name AS "studentName",
          student_mobile AS "studentMobile", coach_id AS "coachId", coach_name AS "coachName", subject, start_time AS "startTime", end_time AS "endTime",
          hours, coach_income AS "coachIncome", period_label AS "periodLabel"
        FROM examroom_train WHERE tenant_id = ${ctx.tenantId} AND coach_id = ${bill.coach_id} AND period_label = ${row.periodLabel as string}
        ORDER BY end_time, id LIMIT 500`,
      );
      return {
        coachId: String(bill.coach_id),
        trains: trains.map((t) => rowToJson(trainDef, t, { plaintext: ctx.plaintext })),
      };
    },
  },
});
