import type { FastifyInstance } from 'fastify';
import { storeAndAuth, studySubject } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerReport } from '../../engine';

/** 计时管理's statistics: report definitions, compiled and exported by the engine. */
function timingReports(app: FastifyInstance, services: Services) {
  registerReport(app, services, storeAndAuth);
  registerReport(app, services, studySubject);
}

export const timingFeatures: ((app: FastifyInstance, services: Services) => void)[] = [timingReports];
