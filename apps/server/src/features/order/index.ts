import type { FastifyInstance } from 'fastify';
import { couponOrder, generalOrder } from '@coach/domain';
import type { Services } from '../../platform/services';
import { registerResource } from '../../engine';

/** 订单管理 and 优惠券订单: the enrolment orders as definitions (list, detail, export of any filter). */
function orderLists(app: FastifyInstance, services: Services) {
  for (const def of [generalOrder, couponOrder]) registerResource(app, services, def);
}

export const orderFeatures = [orderLists];
