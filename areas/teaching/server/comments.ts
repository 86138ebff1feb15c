import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { periodOf, RULE_MESSAGES, wallToEpochMs, writesBeforeAnswer } from '@coach/domain';
import { commentCoach, COMMENT_REPORTS, SATISFACTION_RECOMPUTE } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { appCall, reportHooks, type EngineContext } from '@coach/server/engine/index.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { freezeClosedMonths, recomputeMonth } from './satisfactionSolid';

/** The month is a time to choose: missing or empty, it answers the spec's 请选择时间!. */
const recomputeBody = z.object({
  month: z
    .string({ error: `月份：${RULE_MESSAGES.dateRequired}` })
    .min(1, `月份：${RULE_MESSAGES.dateRequired}`)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份：格式应为YYYY-MM'),
});

/** The satisfaction reports read the frozen months: those closed since are frozen before they answer. */
export const commentReportHooks = reportHooks(
  Object.fromEntries(
    COMMENT_REPORTS.filter(writesBeforeAnswer).map((def) => [
      def.name,
      { beforeAnswer: ({ db, ctx }: { db: Db; ctx: EngineContext }) => freezeClosedMonths(db, ctx.tenantId) },
    ]),
  ),
);

/**
 * 重新固化 of a closed month, logged (教学评价, 陪驾评价, 评价说明 and the comment reports are
 * their definitions, served by the engine).
 */
export function commentFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  appCall(app, db, {
    path: SATISFACTION_RECOMPUTE,
    def: commentCoach,
    logResource: 'satisfactionSolidify',
    action: 'recompute',
    body: recomputeBody,
    run: async (tx, ctx, { month }) => {
      const [year, index] = month.split('-').map(Number);
      const start = wallToEpochMs(year, index, 1) / 1000;
      const end = periodOf('month', start).end;
      if (end > Math.floor(Date.now() / 1000)) throw new BizError('月份：只能重新固化已结束的月份');
      return { month, comments: await recomputeMonth(tx, ctx.tenantId, start, end, ctx.userId) };
    },
    message: (_, { month, comments }) => `${month}满意度已重新固化（${comments}条评价）`,
    logged: (_, after) => ({ ids: [], after }),
  });
}
