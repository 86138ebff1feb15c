import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import type { ResourceHooksByName } from '../../engine';
import { priceBankHooks } from './priceBankFeature';
import { cashFeature } from './cashFeature';
import { walletHooks } from './walletHooks';
import { orderFeature, orderHooks } from './orderFeature';
import { refundFeature, refundHooks } from './refundFeature';
import { billHooks } from './billFeature';

/** Feature modules of the exam-room money side, in the order app.ts registers them. */
export const examroomMoneyFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  cashFeature,
  orderFeature,
  refundFeature,
];
export const examroomMoneyAreaHooks: ResourceHooksByName[] = [
  priceBankHooks,
  walletHooks,
  orderHooks,
  refundHooks,
  billHooks,
];
