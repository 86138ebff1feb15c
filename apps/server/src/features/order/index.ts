import type { FastifyInstance } from 'fastify';
import { couponOrder, generalOrder, preregisterOrder } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerResource } from '../../engine';

/** 订单管理, 优惠券订单 and 预报名订单 as definitions (list, detail, export of any filter; 失效 with its reason). */
function orderLists(app: FastifyInstance, services: Services) {
  for (const def of [generalOrder, couponOrder, preregisterOrder]) registerResource(app, services, def);
}

export const orderFeatures = [orderLists];
