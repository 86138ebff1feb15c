import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { channelOrderFeature } from './orderFeature';
import { channelBillFeature } from './billFeature';
import { channelManageFeature } from './manageFeature';

/** Feature modules of the channel back office (/channelMgs), in the order app.ts registers them. */
export const channelBackFeatures: ((app: FastifyInstance, services: Services) => void)[] = [
  channelOrderFeature,
  channelBillFeature,
  channelManageFeature,
];
