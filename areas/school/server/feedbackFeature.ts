import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_REPLY_PATH, resourcesByName } from '@coach/domain';
import { FEEDBACK_REPLY_MAX } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { appCall, assertNoSensitiveWords, NOT_FOUND_MESSAGE, rowsOf } from '@coach/server/engine/index.ts';

const def = resourcesByName.feedback;

const replyBody = z.object({
  id: z
    .union([z.string(), z.number()], { error: '请选择要操作的数据' })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,19}$/, '请选择要操作的数据')),
  replyContent: z
    .string({ error: '回复内容：该输入项为必填项!' })
    .trim()
    .min(1, '回复内容：该输入项为必填项!')
    .max(FEEDBACK_REPLY_MAX, `回复内容：最多输入${FEEDBACK_REPLY_MAX}个字符!`),
});

/**
 * Feedback: list, detail and delete from the engine; `reply` answers once. The UPDATE moves
 * 未回复 -> 已回复 itself, so of two operators replying at once only one reply is stored.
 */
export function feedbackFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  appCall(app, db, {
    path: FEEDBACK_REPLY_PATH,
    def,
    action: 'reply',
    body: replyBody,
    run: async (tx, ctx, { id, replyContent }) => {
      await assertNoSensitiveWords(tx, ctx.tenantId, '回复内容', replyContent);
      const [done] = await rowsOf<{ id: string }>(
        tx,
        sql`UPDATE bbxc_feedback SET reply_status = 1, reply_content = ${replyContent},
          reply_time = extract(epoch from now())::bigint, reply_by = ${ctx.userId},
          replier_name = (SELECT coalesce(name, account) FROM sys_user WHERE id = ${ctx.userId}),
          update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND deleted = 0 AND reply_status = 0 RETURNING id`,
      );
      if (!done) {
        const [exists] = await rowsOf(
          tx,
          sql`SELECT 1 FROM bbxc_feedback WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND deleted = 0`,
        );
        throw exists ? new BizError('该反馈已回复，请勿重复回复', '409') : new BizError(NOT_FOUND_MESSAGE, '404');
      }
      return null;
    },
    logged: ({ id, replyContent }) => ({ ids: [id], after: { replyContent } }),
    message: '回复成功',
  });
}
