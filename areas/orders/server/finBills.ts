import { sql } from 'drizzle-orm';
import { fenToYuan } from '@coach/domain';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

/** 财务账单: the bills as a definition; the detail adds the bill's lines (orders, then refunds, by time). */
export const finBillHooks = resourceHooks({
  finBill: {
    async detail({ tx, ctx, row }) {
      const lines = await rowsOf<{
        line_type: number;
        order_no: string | null;
        refund_no: string | null;
        student_name: string | null;
        amount: string;
        occur_time: string;
        adjustment: number;
      }>(
        tx,
        sql`SELECT line_type, order_no, refund_no, student_name, amount, occur_time, adjustment FROM bbxc_fin_bill_line
          WHERE tenant_id = ${ctx.tenantId} AND bill_id = ${String(row.id)} ORDER BY line_type, occur_time, id`,
      );
      return {
        lines: lines.map((l) => ({
          lineType: Number(l.line_type),
          orderNo: l.order_no,
          refundNo: l.refund_no,
          studentName: l.student_name,
          amount: fenToYuan(l.amount),
          occurTime: Number(l.occur_time),
          adjustment: Number(l.adjustment),
        })),
      };
    },
  },
});
