import { sql } from 'drizzle-orm';
import { fenToYuan, yuanToFen } from '@coach/domain';
import { BizError } from '@coach/server/platform/envelope.ts';
import { rowsOf, type SaveArgs } from '@coach/server/engine/index.ts';

const now = () => Math.floor(Date.now() / 1000);

/** 未开始 / 进行中 / 已结束 of an activity window, for lists and details. */
export function phaseOf(start: unknown, end: unknown): { phase: number; phaseName: string } {
  const t = now();
  if (t < Number(start)) return { phase: 0, phaseName: '未开始' };
  if (t >= Number(end)) return { phase: 2, phaseName: '已结束' };
  return { phase: 1, phaseName: '进行中' };
}

/**
 * The checks every class campaign (flash sale, group buy, bargain) makes on save: the class is
 * a live class of the tenant (its name is kept for lists), the campaign price lies below the
 * class price, the window ends after it starts, and the stock still covers what was sold.
 */
export function classCampaignCheck(priceKey: string, priceLabel: string, priceWord: string) {
  return async ({ tx, ctx, values, before }: SaveArgs) => {
    const pick = (key: string) => (key in values ? values[key] : before?.[key]);
    const [cls] = await rowsOf<{ class_name: string; price: string }>(
      tx,
      sql`SELECT class_name, price FROM bbxc_zsclass
      WHERE id = ${String(pick('classId'))} AND tenant_id = ${ctx.tenantId} AND deleted = 0`,
    );
    if (!cls) throw new BizError(`${labelOfClass(priceWord)}：班型不存在或已删除`);
    values.$class_name = cls.class_name;
    const price = priceKey in values ? Number(values[priceKey]) : yuanToFen(before?.[priceKey] as string);
    if (price >= Number(cls.price))
      throw new BizError(`${priceLabel}：${priceWord}必须低于班型价格（${fenToYuan(Number(cls.price))}元）`);
    if (Number(pick('activityEnd')) <= Number(pick('activityStart'))) throw new BizError('结束时间必须晚于开始时间');
    const sold = Number(before?.soldCount ?? 0);
    if (before && 'stock' in values && Number(values.stock) < sold)
      throw new BizError(`库存不能少于已售数量（${sold}）`);
  };
}

const labelOfClass = (priceWord: string) =>
  ({ 秒杀价: '秒杀班型', 拼团价: '拼团班型', 底价: '砍价班型' })[priceWord] ?? '班型';

/** Refuses deleting an enabled campaign whose window is open (students may be buying). */
export function runningCampaignGuard(table: string) {
  return async ({
    tx,
    ctx,
    ids,
  }: {
    tx: import('@coach/server/platform/db.ts').Db;
    ctx: { tenantId: string };
    ids: string[];
  }) => {
    const [running] = await rowsOf<{ activity_name: string }>(
      tx,
      sql`SELECT activity_name FROM ${sql.raw(`"${table}"`)} WHERE tenant_id = ${ctx.tenantId}
      AND disable = 0 AND activity_start <= ${now()} AND activity_end > ${now()} AND id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) LIMIT 1`,
    );
    if (running) throw new BizError(`活动「${running.activity_name}」进行中，请先停用再删除`);
  };
}
