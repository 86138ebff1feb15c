import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NOTICE_EDITABLE_STATES, resourcesByName } from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError } from '../../platform/envelope';
import { registerResource, rowsOf } from '../../engine';

const editable = sql.join(NOTICE_EDITABLE_STATES.map((s) => sql`${s}`), sql`, `);

/** Notices (draft → review → published → recalled, see the definition) and adverts. */
export function noticeFeature(app: FastifyInstance, services: Services) {
  registerResource(app, services, resourcesByName.examNotice, {
    beforeSave({ before }) {
      // The engine locked the row: its state cannot change before this edit commits.
      if (before && !NOTICE_EDITABLE_STATES.includes(Number(before.status) as 0 | 3)) throw new BizError('只有草稿或已撤回的公告可以编辑');
    },
    async beforeDelete({ tx, ctx, ids }) {
      const [busy] = await rowsOf(tx, sql`SELECT 1 FROM examroom_notice WHERE tenant_id = ${ctx.tenantId}
        AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND status NOT IN (${editable}) LIMIT 1`);
      if (busy) throw new BizError('只有草稿或已撤回的公告可以删除');
    },
    async afterWrite({ tx, ctx, ids, action }) {
      if (action !== 'auditPass') return;
      await tx.execute(sql`UPDATE examroom_notice SET publish_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    },
  });

  registerResource(app, services, resourcesByName.examAdvert, {
    beforeSave({ values, before }) {
      const start = Number('validStart' in values ? values.validStart : before?.validStart);
      const end = Number('validEnd' in values ? values.validEnd : before?.validEnd);
      if (end <= start) throw new BizError('结束时间必须晚于开始时间');
    },
  });
}
