import type { FastifyInstance } from 'fastify';
import { couponOrder, generalOrder, ORDER_SETTINGS, preregisterOrder } from '@coach/domain';
import type { Services } from '../../platform/services';
import { engineContext, readSettings, registerResource, writeSettings } from '../../engine';
import { ok } from '../../platform/envelope';

/** 订单管理, 优惠券订单 and 预报名订单 as definitions (list, detail, export of any filter; 失效 with its reason). */
function orderLists(app: FastifyInstance, services: Services) {
  for (const def of [generalOrder, couponOrder, preregisterOrder]) registerResource(app, services, def);
}

/** 订单流程配置, 参数配置 and 消息配置: settings forms at the calls their definitions name. */
function orderSettings(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  for (const def of ORDER_SETTINGS) {
    app.post(def.calls!.get, async (request) => ok(await readSettings(db, engineContext(request), def)));
    app.post(def.calls!.save, async (request) => {
      const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
      await writeSettings(db, engineContext(request), def, body);
      return ok(null, '保存成功');
    });
  }
}

export const orderFeatures = [orderLists, orderSettings];
