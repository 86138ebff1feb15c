import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan } from '@coach/domain';
import { TIME_STUDENT_SETTLE_DETAIL } from '../domain';
import { openDeductionOrder } from '@coach/areas/orders/domain/index.ts';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { and, engineContext, rowsOf, scopeWhere } from '@coach/server/engine/index.ts';

const seconds = (label: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,12}$/)], { error: `${label}：请选择${label}` })
    .transform(Number)
    .pipe(z.number().int().min(0).max(99_999_999_999));
const detailBody = z.object({
  schoolId: z
    .union([z.string(), z.number()], { error: '驾校：请选择驾校' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,18}$/, '驾校：请选择驾校')),
  startTime: seconds('开始时间'),
  endTime: seconds('结束时间'),
  carType: z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ])
    .optional(),
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});

/** 计时学员统计: the report's figures and export; its detail lists the openings of one school and period. */
export function timeStudentSettleFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  app.post(TIME_STUDENT_SETTLE_DETAIL, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(detailBody, request.body);
    // The openings are 开通扣费订单's rows: its scope (tenant, school, kind 2) and a row's school and range.
    const where = and([
      ...scopeWhere(openDeductionOrder, ctx),
      sql`t.school_id::text = ${body.schoolId}`,
      sql`t.create_time >= ${body.startTime}`,
      sql`t.create_time <= ${body.endTime}`,
      ...(body.carType === undefined ? [] : [sql`t.car_type = ${body.carType}`]),
    ]);
    const [{ n }] = await rowsOf<{ n: string }>(db, sql`SELECT count(*) AS n FROM bbxc_timing_ledger t WHERE ${where}`);
    const rows = await rowsOf<{
      id: string;
      student_name: string | null;
      car_type: number;
      amount: string;
      create_time: string;
    }>(
      db,
      sql`
      SELECT t.id, t.student_name, t.car_type, t.amount, t.create_time FROM bbxc_timing_ledger t WHERE ${where}
      ORDER BY t.create_time DESC, t.id DESC LIMIT ${body.pageSize} OFFSET ${(body.pageNum - 1) * body.pageSize}`,
    );
    return ok({
      list: rows.map((r) => ({
        id: String(r.id),
        studentName: r.student_name,
        carType: Number(r.car_type),
        amount: fenToYuan(r.amount),
        createTime: Number(r.create_time),
      })),
      total: Number(n),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
}
