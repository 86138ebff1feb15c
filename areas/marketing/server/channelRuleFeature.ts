import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf } from '@coach/server/engine/index.ts';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Channel rules: the commission needs the figure its type names; rules in use stay. */
export const channelRuleHooks = resourceHooks({
  channelRule: {
    beforeSave({ values, before }) {
      const type = Number(values.commissionType ?? before?.commissionType);
      const pick = (key: string) => (key in values ? values[key] : before?.[key]);
      if (type === 1) {
        if (!given(pick('commissionRate'))) throw new BizError('佣金比例(%)：该输入项为必填项!');
        values.commissionAmount = null;
      } else {
        if (!given(pick('commissionAmount')) || Number(pick('commissionAmount')) <= 0)
          throw new BizError('每单佣金(元)：请输入大于0的金额');
        values.commissionRate = null;
      }
    },
    async beforeDelete({ tx, ctx, ids }) {
      const [used] = await rowsOf<{ name: string }>(
        tx,
        sql`SELECT name FROM bbxc_channel WHERE tenant_id = ${ctx.tenantId} AND deleted = 0
        AND channel_rule_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) LIMIT 1`,
      );
      if (used) throw new BizError(`渠道「${used.name}」正在使用该规则，不能删除`);
    },
  },
});
