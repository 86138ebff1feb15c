import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { EXPORT_SHEET_NAME } from '@coach/domain';
import type { Services } from '../../platform/services';
import { BizError } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';

/** Import templates by code: the header row the matching import expects, and one example. */
export const TEMPLATES: Record<string, { name: string; headers: string[]; example: (string | number)[] }> = {
  sensitiveWordImport: { name: '敏感词导入模板', headers: ['敏感词', '分类(政治/色情/广告/违法/其他)', '备注'], example: ['代考', '违法', '考试作弊相关'] },
};

/** `sysTemplate/get`: builds the template workbook from its definition (no stored files). */
export function templateRoutes(app: FastifyInstance, _services: Services) {
  app.post('/api/system/inner/sysTemplate/get', async (request, reply) => {
    const { code } = parseBody(z.object({ code: z.string({ error: '请指定模板' }).max(60) }), request.body);
    const template = TEMPLATES[code];
    if (!template) throw new BizError('模板不存在', '404');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
    sheet.addRow(template.headers).font = { bold: true };
    sheet.addRow(template.example);
    sheet.columns.forEach((column) => (column.width = 24));
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('Content-Disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(template.name + '.xlsx')}`)
      .send(buffer);
  });
}
