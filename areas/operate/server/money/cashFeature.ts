import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { resourcesByName, yuanToFen } from '@coach/domain';
import { CASH_APPLY_PATH } from '../../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { appCall, bindActions, idSchema } from '@coach/server/engine/index.ts';
import { applyWithdrawal, auditWithdrawal, payWithdrawal } from './cashService';

const cashDef = resourcesByName.examroomCashRecord;
const idText = idSchema.shape.id;

const auditBody = {
  status: z.coerce.number({ error: '请选择审核结果' }).refine((s) => s === 1 || s === 2, '请选择审核结果'),
  remark: z.string().trim().max(100, '审核意见：最多输入100个字符!').nullish(),
};

const applyBody = z.object({
  coachId: idText,
  bankcardId: idText,
  amount: z.union([z.string(), z.number()], { error: '提现金额：该输入项为必填项!' }).transform((v) => yuanToFen(v)),
});

/** 教练钱包 (with its flows) and 提现管理: audit, paid, the coach app's request, the cash setting. */
export function cashFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // 通过, 拒绝 (one audit call told apart by `status`) and 已打款, declared on the definition with
  // the state each starts from: the engine claims the row in that state, the service moves the money.
  bindActions(app, db, cashDef, ['pass', 'reject'], {
    body: auditBody,
    run: async (tx, ctx, { action, id, reason }) => {
      await auditWithdrawal(tx, ctx, { id, pass: action.name === 'pass', remark: reason ?? null });
      return null;
    },
    logged: ({ body, reason }) => ({ after: { status: body.status, remark: reason ?? null } }),
    message: (action) => (action.name === 'pass' ? '审核通过' : '已拒绝，金额已退回教练钱包'),
  });

  bindActions(app, db, cashDef, 'paid', {
    run: async (tx, ctx, { id }) => {
      await payWithdrawal(tx, ctx, { id });
      return null;
    },
    message: '打款成功',
  });

  // Decided path: the coach app's request; the console only audits and pays.
  appCall(app, db, {
    path: CASH_APPLY_PATH,
    def: cashDef,
    action: 'apply',
    body: applyBody,
    message: '提现申请已提交',
    run: (tx, ctx, body) =>
      applyWithdrawal(tx, ctx, { coachId: body.coachId, bankcardId: body.bankcardId, amountFen: body.amount }),
  });
}
