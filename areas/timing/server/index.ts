import type { FastifyInstance } from 'fastify';
import { studentHours } from '@coach/domain';
import type { Services } from '../../platform/services';
import { engineContext, reportAnswer, resourceHooks, type ResourceHooksByName } from '../../engine';
import { ok } from '../../platform/envelope';
import { applyRecharge, chargeOpenings, checkNewCost } from './timingMoney';
import { filingFeature, filingHooks } from './filings';

/**
 * The safety-training students' hours the safety set's 学员学时统计 also answers under the
 * cartexam path (the same report, that set only).
 */
function safetyTrainStudentHours(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  app.post('/api/cartexam/inner/safetyTrain/v1/studentList', async (request) => {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    return ok(await reportAnswer(db, studentHours, { ...body, carSet: 'safety' }, engineContext(request)));
  });
}

/**
 * Study-time money: balances and their ledger (a recharge is a new ledger line that adds to
 * the balance), prices from a date on, and openings that spend the price from the balance.
 * (学时查询's study records are read-only, their definition alone: terminals and the app write them.)
 */
const timingMoneyHooks = resourceHooks({
  timingRecharge: { beforeSave: ({ tx, ctx, values }) => applyRecharge(tx, ctx, values) },
  timingCost: { beforeSave: ({ tx, ctx, values }) => checkNewCost(tx, ctx, values) },
  studentTiming: {
    async afterWrite({ tx, ctx, ids, action }) {
      if (action === 'open') await chargeOpenings(tx, ctx, ids);
    },
  },
});

export const timingFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  filingFeature,
  safetyTrainStudentHours,
];
export const timingAreaHooks: ResourceHooksByName[] = [timingMoneyHooks, filingHooks];
