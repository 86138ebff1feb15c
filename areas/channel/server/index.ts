import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import type { ResourceHooksByName } from '../../engine';
import { orderHooks } from './orderFeature';
import { billHooks, channelBillFeature } from './billFeature';
import { channelManageFeature, manageHooks } from './manageFeature';

/** Feature modules of the channel back office (/channelMgs), in the order app.ts registers them. */
export const channelBackFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  channelBillFeature,
  channelManageFeature,
];
export const channelBackAreaHooks: ResourceHooksByName[] = [orderHooks, billHooks, manageHooks];
