import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { priceBankFeature } from './priceBankFeature';
import { cashFeature } from './cashFeature';
import { orderFeature } from './orderFeature';
import { refundFeature } from './refundFeature';
import { billFeature } from './billFeature';

/** Feature modules of the exam-room money side, in the order app.ts registers them. */
export const examroomMoneyFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  priceBankFeature,
  cashFeature,
  orderFeature,
  refundFeature,
  billFeature,
];
