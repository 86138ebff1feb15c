import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourcesByName } from '@coach/domain';
import { REFUND_APPLY_PATH, REFUND_SETTING_GET_PATH, REFUND_SETTING_SAVE_PATH, type RefundTier } from '../../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { appCall, engineContext, idSchema, resourceHooks } from '@coach/server/engine/index.ts';
import { requestRefund, settleRefunds } from './bookingService';
import { readRefundTiers, writeRefundTiers } from './refundSettingStore';

const refundDef = resourcesByName.examroomOrderRefund;

// Numbers arrive as numbers or numeric text; anything else is left for refundTiersError to name.
// An input left empty arrives as null or '' and is told 该输入项为必填项! by refundTiersError.
const tierNumber = z
  .union([
    z.number(),
    z.literal('').transform(() => undefined),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();
const tiersBody = z.object({
  tiers: z.array(z.object({ hours: tierNumber, ratio: tierNumber }), { error: '退费规则：请至少添加一条规则' }).max(50),
});
const applyBody = z.object({
  subOrderId: idSchema.shape.id,
  reason: z
    .string({ error: '退费原因：该输入项为必填项!' })
    .trim()
    .min(1, '退费原因：该输入项为必填项!')
    .max(200, '退费原因：最多输入200个字符!'),
});

export const refundHooks = resourceHooks({
  examroomOrderRefund: {
    async afterWrite({ tx, ctx, ids, action }) {
      if (action === 'approve' || action === 'reject') await settleRefunds(tx, ctx, ids, action === 'approve');
    },
  },
});

/** 退费设置 (tiers by hours before class) and 退费审核 of exam-room orders. */
export function refundFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  app.post(REFUND_SETTING_GET_PATH, async (request) => ok(await readRefundTiers(db, engineContext(request).tenantId)));

  appCall(app, db, {
    path: REFUND_SETTING_SAVE_PATH,
    def: refundDef,
    logResource: 'settings:examroom_refund_setting',
    action: 'update',
    body: tiersBody,
    message: '保存成功',
    run: async (tx, ctx, { tiers }) => ({
      before: await readRefundTiers(tx, ctx.tenantId),
      saved: await writeRefundTiers(tx, ctx, tiers as RefundTier[]),
    }),
    logged: (_, { before, saved }) => ({ ids: [], before, after: { tiers: saved } }),
    answer: () => null,
  });

  // Decided path: the student app's request; the console audits it.
  appCall(app, db, {
    path: REFUND_APPLY_PATH,
    def: refundDef,
    action: 'apply',
    body: applyBody,
    message: '退费申请已提交',
    run: requestRefund,
  });
}
