import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, firstError, resourcesByName, rules, yuanToFen } from '@coach/domain';
import { paySettings } from '@coach/areas/system/domain/index.ts';
import { INSTALMENT_OPEN, MAX_INSTALMENT_PERIODS } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { and, appCall, engineContext, fetchOne, readSettingsRaw, rowsOf, whenSql } from '@coach/server/engine/index.ts';
import type { Db } from '@coach/server/platform/db.ts';

const def = resourcesByName.zsclass;
const base = '/api/bbxc/operate/inner/zsclass';
const classId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,19}$/, '请选择班型'));

// The list's row action sends the row's `id`; the dialog sends `classId`.
const classIdFromId = (raw: unknown) =>
  raw && typeof raw === 'object'
    ? { ...raw, classId: (raw as Record<string, unknown>).classId ?? (raw as Record<string, unknown>).id }
    : raw;
const settingBody = z.preprocess(
  classIdFromId,
  z.object(
    {
      classId,
      installment: z
        .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '请选择是否开启分期' })
        .transform(Number),
      downPayment: z.union([z.string(), z.number()]).optional(),
      periods: z
        .array(
          z.object({ amount: z.union([z.string(), z.number()]), rate: z.union([z.string(), z.number()]).optional() }),
          { error: '请填写分期' },
        )
        .optional(),
    },
    { error: '请选择班型' },
  ),
);

/** Amount of yuan in a form as fen, with the rule's message naming the input. */
function fenOf(label: string, value: unknown, positive: boolean): number {
  const error = firstError(value, [rules.required, rules.decimal, ...(positive ? [rules.positiveOnly] : [])]);
  if (error) throw new BizError(`${label}：${error}`);
  return yuanToFen(value as string);
}

/** The down payment and instalments asked for (fen, rate), each checked; none when switching off. */
async function planOf(tx: Db, tenantId: string, body: z.output<typeof settingBody>) {
  const plan: { amount: number; rate: string }[] = [];
  if (body.installment !== 1) return plan;
  const pay = await readSettingsRaw(tx, tenantId, paySettings);
  if (Number(pay?.installment) !== 1) throw new BizError('支付配置未允许分期付款，请先在「支付配置」中开启');
  const periods = body.periods ?? [];
  if (periods.length < 1 || periods.length > MAX_INSTALMENT_PERIODS)
    throw new BizError(`分期期数：请设置1至${MAX_INSTALMENT_PERIODS}期`);
  plan.push({ amount: fenOf('首付金额', body.downPayment ?? '0', false), rate: '0' });
  periods.forEach((p, i) => {
    const rateError = firstError(p.rate ?? '0', [rules.percentage]);
    if (rateError) throw new BizError(`第${i + 1}期费率(%)：${rateError}`);
    plan.push({ amount: fenOf(`第${i + 1}期金额`, p.amount, true), rate: String(p.rate ?? '0') });
  });
  return plan;
}

/**
 * Installment settings of a class: a down payment and 1-24 instalments whose amounts add up
 * to the class price exactly (fen), each with a fee rate. Allowed while the class is 上架 or
 * still a draft; the state is checked in the UPDATE that switches installments on or off.
 */
export function instalmentRoutes(app: FastifyInstance, { database }: Services) {
  const db = database.db;

  appCall(app, db, {
    path: `${base}/instalSetting`,
    def,
    action: 'instalSetting',
    body: settingBody,
    message: '保存成功',
    run: async (tx, ctx, body) => {
      const plan = await planOf(tx, ctx.tenantId, body);
      const [cls] = await rowsOf<{ price: string }>(
        tx,
        sql`UPDATE bbxc_zsclass t SET installment = ${body.installment},
          update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE id = ${body.classId} AND tenant_id = ${ctx.tenantId} AND deleted = 0 AND ${and(whenSql(def, INSTALMENT_OPEN))}
        RETURNING price`,
      );
      if (!cls) {
        await fetchOne(tx, def, ctx, body.classId);
        throw new BizError('班型已下架，请先上架再设置分期');
      }
      const total = plan.reduce((sum, p) => sum + p.amount, 0);
      if (body.installment === 1 && total !== Number(cls.price)) {
        throw new BizError(
          `首付与各期金额之和（${fenToYuan(total)}元）必须等于班型价格（${fenToYuan(Number(cls.price))}元）`,
        );
      }
      await tx.execute(
        sql`DELETE FROM bbxc_zsclass_instalment WHERE tenant_id = ${ctx.tenantId} AND class_id = ${body.classId}`,
      );
      if (plan.length) {
        await tx.execute(sql`INSERT INTO bbxc_zsclass_instalment (tenant_id, class_id, period_no, amount, rate, create_by, update_by) VALUES
          ${sql.join(
            plan.map(
              (p, i) =>
                sql`(${ctx.tenantId}, ${body.classId}, ${i}, ${p.amount}, ${p.rate}, ${ctx.userId}, ${ctx.userId})`,
            ),
            sql`, `,
          )}`);
      }
      return { classId: body.classId, installment: body.installment, plan };
    },
    logged: (body, { plan }) => ({ ids: [body.classId], after: { installment: body.installment, plan } }),
    answer: () => null,
  });

  app.get(`${base}/queryInstalSetting`, async (request) => {
    const ctx = engineContext(request);
    const q = (request.query ?? {}) as Record<string, unknown>;
    const { classId: id } = parseBody(z.object({ classId }), { classId: q.classId ?? q.id });
    const cls = await fetchOne(db, def, ctx, id);
    const rows = await rowsOf<{ period_no: number; amount: string; rate: string }>(
      db,
      sql`SELECT period_no, amount, rate
      FROM bbxc_zsclass_instalment WHERE tenant_id = ${ctx.tenantId} AND class_id = ${id} ORDER BY period_no`,
    );
    const down = rows.find((r) => Number(r.period_no) === 0);
    return ok({
      classId: id,
      price: cls.price,
      status: cls.status,
      installment: cls.installment,
      downPayment: down ? fenToYuan(Number(down.amount)) : null,
      periods: rows
        .filter((r) => Number(r.period_no) > 0)
        .map((r) => ({ periodNo: Number(r.period_no), amount: fenToYuan(Number(r.amount)), rate: r.rate })),
    });
  });
}
