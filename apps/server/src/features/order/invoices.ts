import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { INVOICE_CALLS, ResponseCode, timingInvoice } from '@coach/domain';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import { BizError, ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { FILE_KEY_PATTERN } from '../../platform/files/fileStore';
import { contentDisposition } from '../../platform/files/contentDisposition';
import {
  and,
  engineContext,
  idSchema,
  logOperation,
  registerResource,
  rowsOf,
  scopeWhere,
  write,
  type EngineContext,
} from '../../engine';

const uploadBody = idSchema.extend({
  fileKey: z.string({ error: '发票文件：请上传发票文件' }).regex(FILE_KEY_PATTERN, '发票文件：请上传发票文件'),
});

/** The request, of the caller's tenant and school only. */
async function invoiceOf(tx: Db, ctx: EngineContext, id: string) {
  const [row] = await rowsOf<{
    id: string;
    status: number;
    file_key: string | null;
    file_name: string | null;
    apply_no: string;
  }>(
    tx,
    sql`
    SELECT id, status, file_key, file_name, apply_no FROM bbxc_timing_invoice t WHERE ${and([...scopeWhere(timingInvoice, ctx), sql`t.id = ${id}`])}`,
  );
  if (!row) throw new BizError('数据不存在或已删除');
  return row;
}

/**
 * 开票管理: the requests (list by the engine); 上传发票 binds a PDF the common upload stored
 * (only a PDF of the caller's tenant) and marks the request 已开票; 下载发票 sends that PDF.
 */
export function invoiceFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;
  registerResource(app, services, timingInvoice);

  app.post(INVOICE_CALLS.upload, async (request) => {
    const ctx = engineContext(request, timingInvoice);
    const { id, fileKey } = parseBody(uploadBody, request.body);
    const [meta] = await services.files.stat([fileKey], ctx.tenantId);
    if (!meta) throw new BizError('发票文件：文件不存在，请重新上传');
    if (meta.contentType !== 'application/pdf') throw new BizError('发票文件：请上传PDF格式的发票');
    await write(db, timingInvoice, async (tx) => {
      const before = await invoiceOf(tx, ctx, id);
      await tx.execute(sql`UPDATE bbxc_timing_invoice SET status = 1, file_key = ${fileKey}, file_name = ${meta.name.slice(0, 200)},
          upload_time = extract(epoch from now())::bigint, update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id}`);
      await logOperation(tx, ctx, {
        resource: timingInvoice.name,
        action: 'uploadInvoice',
        ids: [id],
        before: { status: before.status, fileName: before.file_name },
        after: { status: 1, fileName: meta.name },
      });
    });
    return ok(null, '发票已上传');
  });

  app.post(INVOICE_CALLS.download, async (request, reply) => {
    const ctx = engineContext(request, timingInvoice);
    const { id } = parseBody(idSchema, request.body);
    const row = await invoiceOf(db, ctx, id);
    if (!row.file_key) throw new BizError('该申请尚未开票，没有发票文件');
    const stored = await services.files.get(row.file_key, { tenantId: ctx.tenantId });
    if (!stored) throw new BizError('发票文件不存在', ResponseCode.NOT_FOUND);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(row.file_name || `发票${row.apply_no}.pdf`))
      .send(stored.stream);
  });
}
