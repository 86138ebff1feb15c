import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CASH_APPLY_PATH,
  CASH_AUDIT_PATH,
  CASH_PAID_PATH,
  CASH_SETTING_GET_PATH,
  CASH_SETTING_SAVE_PATH,
  examroomCashSettings,
  fenToYuan,
  resourcesByName,
  yuanToFen,
} from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { appCall, engineContext, idSchema, readSettings, registerResource, rowsOf, writeSettings } from '../../engine';
import { applyWithdrawal, auditWithdrawal, payWithdrawal } from './cashService';

const walletDef = resourcesByName.examroomWallet;
const cashDef = resourcesByName.examroomCashRecord;
const idText = idSchema.shape.id;

const auditBody = z.object({
  id: idText,
  status: z.coerce.number({ error: '请选择审核结果' }).refine((s) => s === 1 || s === 2, '请选择审核结果'),
  remark: z.string().trim().max(100, '审核意见：最多输入100个字符!').nullish(),
});

const applyBody = z.object({
  coachId: idText,
  bankcardId: idText,
  amount: z.union([z.string(), z.number()], { error: '提现金额：该输入项为必填项!' }).transform((v) => yuanToFen(v)),
});

/** 教练钱包 (with its flows) and 提现管理: audit, paid, the coach app's request, the cash setting. */
export function cashFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  registerResource(app, services, walletDef, {
    async detail({ tx, ctx, row }) {
      const flows = await rowsOf<Record<string, string>>(
        tx,
        sql`SELECT id, flow_type, balance_change, frozen_change, balance_after, frozen_after, remark, create_time
        FROM examroom_wallet_flow WHERE tenant_id = ${ctx.tenantId} AND wallet_id = ${row.id as string} ORDER BY create_time DESC, id DESC LIMIT 200`,
      );
      return {
        flows: flows.map((f) => ({
          id: String(f.id),
          flowType: Number(f.flow_type),
          balanceChange: fenToYuan(Number(f.balance_change)),
          frozenChange: fenToYuan(Number(f.frozen_change)),
          balanceAfter: fenToYuan(Number(f.balance_after)),
          frozenAfter: fenToYuan(Number(f.frozen_after)),
          remark: f.remark,
          createTime: Number(f.create_time),
        })),
      };
    },
  });

  registerResource(app, services, cashDef);

  appCall(app, db, {
    path: CASH_AUDIT_PATH,
    def: cashDef,
    action: ({ status }) => (status === 1 ? 'pass' : 'reject'),
    body: auditBody,
    run: async (tx, ctx, body) => {
      const pass = body.status === 1;
      if (!pass && !body.remark) throw new BizError('审核意见：拒绝时请填写拒绝原因');
      await auditWithdrawal(tx, ctx, { id: body.id, pass, remark: body.remark ?? null });
      return null;
    },
    logged: ({ id, status, remark }) => ({ ids: [id], after: { status, remark } }),
    message: ({ status }) => (status === 1 ? '审核通过' : '已拒绝，金额已退回教练钱包'),
  });

  appCall(app, db, {
    path: CASH_PAID_PATH,
    def: cashDef,
    action: 'paid',
    body: idSchema,
    run: async (tx, ctx, { id }) => {
      await payWithdrawal(tx, ctx, { id });
      return null;
    },
    logged: ({ id }) => ({ ids: [id] }),
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

  app.post(CASH_SETTING_GET_PATH, async (request) =>
    ok(await readSettings(db, engineContext(request), examroomCashSettings)),
  );

  app.post(CASH_SETTING_SAVE_PATH, async (request) => {
    const body = parseBody(z.record(z.string(), z.unknown(), { error: '请填写配置内容' }), request.body);
    await writeSettings(db, engineContext(request), examroomCashSettings, body);
    return ok(null, '保存成功');
  });
}
