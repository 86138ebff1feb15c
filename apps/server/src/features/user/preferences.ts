import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  EXPORT_ID_PATTERN,
  EXPORT_PROGRESS_CALL,
  IMPORT_PROGRESS_CALL,
  MAX_SETTING_COLUMNS,
  PREFERENCE_CALLS,
  THEME_PREFERENCE,
  type Density,
  type ExportProgress,
  type ImportProgress,
} from '@coach/domain';
import { exportProgressKey, importProgressKey } from '../../engine';
import type { Services } from '../../platform/services';
import { ok } from '../../platform/envelope';
import { ctxOf } from '../../platform/requestContext';
import { parseBody } from '../../platform/validate';

/**
 * A user's own preferences (issue 40), read and saved by the user alone: a table's layout
 * (`columns:<page key>`: columns in order, hidden or pinned, and density) and the theme. Kept
 * on the server, so they follow the person to another computer; another user's never change.
 * Saving `null` goes back to the default. A stored value passes the same rule sent back.
 */
const TABLE_KEY = /^columns:\/[\w/:-]{1,150}$/;
const keySchema = z
  .string({ error: '设置项：请指定设置项' })
  .refine((key) => key === THEME_PREFERENCE || TABLE_KEY.test(key), '设置项：不支持的设置项');

const columnKey = z.string().regex(/^[A-Za-z_][\w.]{0,59}$/, '列设置：列名不正确');
const tableValue = z
  .object(
    {
      columns: z
        .array(
          z.object({
            key: columnKey,
            hidden: z.boolean({ error: '列设置：显示状态不正确' }).optional(),
            fixed: z.enum(['left', 'right'], { error: '列设置：固定位置不正确' }).optional(),
          }),
          { error: '列设置：列的设置不正确' },
        )
        .max(MAX_SETTING_COLUMNS, `列设置：最多${MAX_SETTING_COLUMNS}列`)
        .refine((columns) => new Set(columns.map((c) => c.key)).size === columns.length, '列设置：列重复')
        .optional(),
      density: z.enum(['default', 'middle', 'small'] satisfies Density[], { error: '密度：不支持的密度' }).optional(),
    },
    { error: '列设置：设置内容不正确' },
  )
  .strict();
const themeValue = z.enum(['light', 'dark'], { error: '主题：不支持的主题' });

const getBody = z.object({ key: keySchema });
const progressBody = z.object({
  exportId: z.string({ error: '导出编号：请指定导出' }).regex(EXPORT_ID_PATTERN, '导出编号：导出编号不正确'),
});
const importProgressBody = z.object({
  importId: z.string({ error: '导入编号：请指定导入' }).regex(EXPORT_ID_PATTERN, '导入编号：导入编号不正确'),
});
const saveBody = z.object({ key: keySchema, value: z.unknown() });

export function preferenceRoutes(app: FastifyInstance, { database, kv }: Services) {
  // How far the caller's own export has got (null once it is forgotten, or for another's id).
  app.post(EXPORT_PROGRESS_CALL, async (request) => {
    const { exportId } = parseBody(progressBody, request.body);
    return ok((await kv.get<ExportProgress>(exportProgressKey(ctxOf(request).userId, exportId))) ?? null);
  });

  // How far the caller's own import has got: rows checked of the sheet's, then rows written.
  app.post(IMPORT_PROGRESS_CALL, async (request) => {
    const { importId } = parseBody(importProgressBody, request.body);
    return ok((await kv.get<ImportProgress>(importProgressKey(ctxOf(request).userId, importId))) ?? null);
  });

  app.post(PREFERENCE_CALLS.get, async (request) => {
    const ctx = ctxOf(request);
    const { key } = parseBody(getBody, request.body);
    const [row] = await database.rows<{ value: unknown }>(
      sql`SELECT value FROM sys_user_preference WHERE tenant_id = ${ctx.tenantId} AND user_id = ${ctx.userId} AND pref_key = ${key}`,
    );
    return ok(row?.value ?? null);
  });

  app.post(PREFERENCE_CALLS.save, async (request) => {
    const ctx = ctxOf(request);
    const { key, value } = parseBody(saveBody, request.body);
    if (value === null || value === undefined) {
      await database.rows(
        sql`DELETE FROM sys_user_preference WHERE tenant_id = ${ctx.tenantId} AND user_id = ${ctx.userId} AND pref_key = ${key}`,
      );
      return ok(null, '已恢复默认');
    }
    const checked = key === THEME_PREFERENCE ? parseBody(themeValue, value) : parseBody(tableValue, value);
    await database.rows(sql`
      INSERT INTO sys_user_preference (tenant_id, user_id, pref_key, value)
      VALUES (${ctx.tenantId}, ${ctx.userId}, ${key}, ${JSON.stringify(checked)}::jsonb)
      ON CONFLICT (user_id, pref_key) DO UPDATE SET value = EXCLUDED.value, update_time = extract(epoch from now())::bigint`);
    return ok(null, '保存成功');
  });
}
