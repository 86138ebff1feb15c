import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import type { ResourceHooksByName } from '../../engine';
import { staffHooks } from './staffFeature';
import { noticeHooks } from './noticeFeature';
import { classPlanFeature, classPlanHooks } from './classPlanFeature';
import { messageFeature } from './messageFeature';

/** Exam-room staff, cars, scheduling, notices and messages, in the order app.ts registers them. */
export const examroomPlanFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  classPlanFeature,
  messageFeature,
];
export const examroomPlanAreaHooks: ResourceHooksByName[] = [staffHooks, noticeHooks, classPlanHooks];
