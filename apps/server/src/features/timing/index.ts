import type { FastifyInstance } from 'fastify';
import {
  allCarTimingStatistics,
  storeAndAuth,
  studentHours,
  studentTiming,
  studyRecord,
  studyRegion,
  studySubject,
  studyTimeReport,
  timingBalance,
  timingCost,
  timingLearning,
  timingRecharge,
  timingRemaining,
  timingSettings,
} from '@coach/domain';
import type { Services } from '../../platform/services';
import { engineContext, registerReport, registerResource, registerSettingsCalls, reportAnswer } from '../../engine';
import { ok } from '../../platform/envelope';
import { applyRecharge, chargeOpenings, checkNewCost } from './timingMoney';
import { filingFeature } from './filings';

/** 计时管理's statistics: report definitions, compiled and exported by the engine. */
function timingReports(app: FastifyInstance, services: Services) {
  for (const def of [storeAndAuth, studySubject, studyRegion, studentHours, studyTimeReport, allCarTimingStatistics])
    registerReport(app, services, def);
}

/**
 * 计时参数 (学时费用设置's second tab), and the safety-training students' hours the safety
 * set's 学员学时统计 also answers under the cartexam path (the same report, that set only).
 */
function timingSettingsCalls(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  registerSettingsCalls(app, services, timingSettings);
  app.post('/api/cartexam/inner/safetyTrain/v1/studentList', async (request) => {
    const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
    return ok(await reportAnswer(db, studentHours, { ...body, carSet: 'safety' }, engineContext(request)));
  });
}

/** 学时查询: the study records, read-only (terminals and the app write them). */
function studyRecords(app: FastifyInstance, services: Services) {
  registerResource(app, services, studyRecord);
}

/**
 * Study-time money: balances and their ledger (a recharge is a new ledger line that adds to
 * the balance), prices from a date on, and openings that spend the price from the balance.
 */
function timingMoney(app: FastifyInstance, services: Services) {
  registerResource(app, services, timingBalance);
  registerResource(app, services, timingRecharge, {
    beforeSave: ({ tx, ctx, values }) => applyRecharge(tx, ctx, values),
  });
  registerResource(app, services, timingLearning);
  registerResource(app, services, timingRemaining);
  registerResource(app, services, timingCost, { beforeSave: ({ tx, ctx, values }) => checkNewCost(tx, ctx, values) });
  registerResource(app, services, studentTiming, {
    async afterWrite({ tx, ctx, ids, action }) {
      if (action === 'open') await chargeOpenings(tx, ctx, ids);
    },
  });
}

export const timingFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  timingReports,
  studyRecords,
  timingMoney,
  filingFeature,
  timingSettingsCalls,
];
