import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { mask, resourcesByName } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { engineContext, fetchOne, idSchema, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { classCampaignCheck, phaseOf, runningCampaignGuard } from './campaignRules';

const withPhase = {
  async listRows({ rows }: { rows: Record<string, unknown>[] }) {
    for (const row of rows) Object.assign(row, phaseOf(row.activityStart, row.activityEnd));
  },
  async detail({ row }: { row: Record<string, unknown> }) {
    return phaseOf(row.activityStart, row.activityEnd);
  },
};

export const campaignHooks = resourceHooks({
  groupBuy: {
    beforeSave: classCampaignCheck('groupPrice', '拼团价(元)', '拼团价'),
    beforeDelete: runningCampaignGuard('bbxc_group_buy'),
    ...withPhase,
  },
  assist: {
    beforeSave: classCampaignCheck('floorPrice', '底价(元)', '底价'),
    beforeDelete: runningCampaignGuard('bbxc_assist'),
    ...withPhase,
  },
});

/** Group buys and bargain (assist) activities, and the people of a bargain. */
export function campaignFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  const launchDef = resourcesByName.assistLaunch;

  app.post('/api/bbxc/order/inner/assist/v1/helplistinfo', async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    const launch = await fetchOne(db, launchDef, ctx, id);
    const helps = await rowsOf<{
      id: string;
      helper_name: string;
      helper_mobile: string;
      cut_amount: string;
      create_time: string;
    }>(
      db,
      sql`
      SELECT id, helper_name, helper_mobile, cut_amount, create_time FROM bbxc_assist_help
      WHERE tenant_id = ${ctx.tenantId} AND launch_id = ${id} ORDER BY create_time, id LIMIT 500`,
    );
    return ok({
      ...launch,
      helps: helps.map((h) => ({
        id: String(h.id),
        helperName: h.helper_name,
        helperMobile: ctx.plaintext || !h.helper_mobile ? h.helper_mobile : mask(h.helper_mobile),
        cutAmount: (Number(h.cut_amount) / 100).toFixed(2),
        createTime: Number(h.create_time),
      })),
    });
  });
}
