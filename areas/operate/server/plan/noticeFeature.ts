import { sql } from 'drizzle-orm';
import { BizError } from '@coach/server/platform/envelope.ts';
import { readSettings, resourceHooks, rowsOf } from '@coach/server/engine/index.ts';
import { MSG_AUTHOR_CANNOT_APPROVE, noticeAuditSettings } from '../../domain/plan/notice';

/**
 * Notices (draft → review → published → recalled, see the definition) and adverts. Which
 * states a notice is edited or deleted in is the definition's `editableIn`: the engine refuses
 * the others on the locked row, and the list offers 编辑/删除 from the same declaration.
 */
export const noticeHooks = resourceHooks({
  examNotice: {
    async afterWrite({ tx, ctx, ids, action }) {
      if (action !== 'auditPass') return;
      // The author's own approval, refused in the transaction that made it (the rows are the
      // UPDATE's, still locked): nothing of it stays, the notice remains 待审核.
      const { authorMayNotApprove } = await readSettings(tx, ctx, noticeAuditSettings);
      if (Number(authorMayNotApprove) === 1) {
        const own = await rowsOf(
          tx,
          sql`SELECT 1 FROM examroom_notice WHERE tenant_id = ${ctx.tenantId} AND create_by = ${ctx.userId}
          AND id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) LIMIT 1`,
        );
        if (own.length > 0) throw new BizError(MSG_AUTHOR_CANNOT_APPROVE);
      }
      await tx.execute(sql`UPDATE examroom_notice SET publish_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    },
  },
  examAdvert: {
    beforeSave({ values, before }) {
      const start = Number('validStart' in values ? values.validStart : before?.validStart);
      const end = Number('validEnd' in values ? values.validEnd : before?.validEnd);
      if (end <= start) throw new BizError('结束时间必须晚于开始时间');
    },
  },
});
