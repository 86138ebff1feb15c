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
        student_id: string | null;
        amount: string;
        occur_time: string;
        adjustment: number;
      }>(
        tx,
        // The student through the line's order, so the name opens 学员详情.
        sql`SELECT l.line_type, l.order_no, l.refund_no, l.student_name, o.student_id, l.amount, l.occur_time, l.adjustment FROM bbxc_fin_bill_line l
          LEFT JOIN bbxc_order o ON o.id = l.order_id AND o.tenant_id = l.tenant_id
          WHERE l.tenant_id = ${ctx.tenantId} AND l.bill_id = ${String(row.id)} ORDER BY l.line_type, l.occur_time, l.id`,
      );
      return {
        lines: lines.map((l) => ({
          lineType: Number(l.line_type),
          orderNo: l.order_no,
          refundNo: l.refund_no,
          studentName: l.student_name,
          studentId: l.student_id == null ? null : String(l.student_id),
          amount: fenToYuan(l.amount),
          occurTime: Number(l.occur_time),
          adjustment: Number(l.adjustment),
        })),
      };
    },
  },
});
