import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '@coach/domain';
import { timingInvoice } from '../domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { FILE_KEY_PATTERN } from '@coach/server/platform/files/fileStore.ts';
import { bindActions, bindDownload } from '@coach/server/engine/index.ts';

const uploadBody = {
  fileKey: z.string({ error: '发票文件：请上传发票文件' }).regex(FILE_KEY_PATTERN, '发票文件：请上传发票文件'),
};

interface InvoiceRow {
  status: number;
  file_key: string | null;
  file_name: string | null;
  apply_no: string;
}

/**
 * 开票管理: the requests (list by the engine); 上传发票 binds a PDF the common upload stored
 * (only a PDF of the caller's tenant) and marks the request 已开票; 下载发票 sends that PDF. Both
 * are declared on the definition (the file asked, the state download needs) and bound here.
 */
export function invoiceFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  bindActions(app, db, timingInvoice, 'uploadInvoice', {
    body: uploadBody,
    // The file store is asked before the transaction (on PGlite it may share the one connection).
    prepare: async (ctx, { fileKey }) => {
      const [meta] = await services.files.stat([fileKey], ctx.tenantId);
      if (!meta) throw new BizError('发票文件：文件不存在，请重新上传');
      if (meta.contentType !== 'application/pdf') throw new BizError('发票文件：请上传PDF格式的发票');
      return meta;
    },
    run: async (tx, ctx, { id, body: { fileKey }, prepared: meta }) => {
      await tx.execute(sql`UPDATE bbxc_timing_invoice SET status = 1, file_key = ${fileKey}, file_name = ${meta.name.slice(0, 200)},
          upload_time = extract(epoch from now())::bigint
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id}`);
      return meta.name;
    },
    logged: ({ row }, fileName) => ({
      before: { status: Number(row.status), fileName: row.file_name },
      after: { status: 1, fileName },
    }),
    message: '发票已上传',
  });

  bindDownload(app, db, timingInvoice, 'downloadInvoice', {
    file: async (ctx, claimed) => {
      const row = claimed as unknown as InvoiceRow;
      if (!row.file_key) throw new BizError('该申请尚未开票，没有发票文件');
      const stored = await services.files.get(row.file_key, { tenantId: ctx.tenantId });
      if (!stored) throw new BizError('发票文件不存在', ResponseCode.NOT_FOUND);
      return {
        contentType: 'application/pdf',
        filename: row.file_name || `发票${row.apply_no}.pdf`,
        stream: stored.stream,
      };
    },
  });
}
