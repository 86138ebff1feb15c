import type { FastifyInstance } from 'fastify';
import { studentHours } from '../domain';
import { timing } from '../area';
import type { Services } from '@coach/server/platform/services.ts';
import { defineServerArea, engineContext, reportAnswer, resourceHooks } from '@coach/server/engine/index.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { applyRecharge, chargeOpenings, checkNewCost } from './timingMoney';
import { filingFeature, filingHooks } from './filings';
import { studentHooks } from './studentFeature';
import { seedStudents } from './seed/students';

// Other areas' tests seed the demo students (orders, comments, ... are theirs) and write study
// records of their own (the fact tables' partition tests).
export { seedStudents };
export { addStudyRecords, shanghaiDay, type StudyRecordInput } from './studyRecords';

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

/**
 * 计时管理's server: the students' hooks (学员查询), the money's and the filings' hooks, the
 * filings' and the safety set's calls, and the demo students with their study records,
 * openings, balances and filings.
 */
export default defineServerArea({
  area: timing,
  resourceHooks: [studentHooks, timingMoneyHooks, filingHooks],
  features: [filingFeature, safetyTrainStudentHours],
  seeds: [
    // The students belong to the demo schools' stores and coaches, some to marketing's demo
    // channel; the step ran right after channelBack's and keeps that place, so the demo marker
    // is unchanged.
    { name: 'students', after: 'channelBack', run: seedStudents },
  ],
});
