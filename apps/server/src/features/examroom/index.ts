import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { staffFeature } from './staffFeature';
import { noticeFeature } from './noticeFeature';
import { classPlanFeature } from './classPlanFeature';
import { messageFeature } from './messageFeature';

/** Exam-room staff, cars, scheduling, notices and messages, in the order app.ts registers them. */
export const examroomPlanFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  staffFeature,
  noticeFeature,
  classPlanFeature,
  messageFeature,
];
