import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXPORT_SHEET_NAME, RESOURCES } from '@coach/domain';
import { importFields, importHeader } from '../../engine';
import type { Services } from '../../platform/services';
import { BizError } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { loadExcelJs } from '../../platform/export/sendXlsx';

/** A sample row per template, so the user sees the expected form of each column. */
const EXAMPLES: Record<string, (string | number)[]> = {
  sensitiveWordImport: ['代考', '违法', '考试作弊相关'],
  // 题型, 题目, 选项A-D, 答案, 解析 (判断题: 答案 A 正确 / B 错误, options left empty).
  exerciseImport: [
    '单选题',
    '驾驶机动车在雨天行驶时，正确的做法是什么？',
    '加速通过积水路段',
    '降低车速并加大跟车距离',
    '紧急制动',
    '保持原速',
    'B',
    '雨天路滑，应降低车速。',
  ],
};

/**
 * Import templates by code, derived from the resource that imports them: the header row is
 * exactly what the import reads (labels, * for required, enum choices).
 */
export const TEMPLATES: Record<string, { name: string; headers: string[]; example: (string | number)[] }> =
  Object.fromEntries(
    RESOURCES.filter((def) => def.api.importTemplate).map((def) => [
      def.api.importTemplate!,
      {
        name: `${def.title}导入模板`,
        headers: importFields(def).map(importHeader),
        example: EXAMPLES[def.api.importTemplate!] ?? [],
      },
    ]),
  );

/** `sysTemplate/get`: builds the template workbook from its definition (no stored files). */
export function templateRoutes(app: FastifyInstance, _services: Services) {
  app.post('/api/system/inner/sysTemplate/get', async (request, reply) => {
    const { code } = parseBody(z.object({ code: z.string({ error: '请指定模板' }).max(60) }), request.body);
    const template = TEMPLATES[code];
    if (!template) throw new BizError('模板不存在', '404');
    const workbook = new (await loadExcelJs()).Workbook();
    const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME);
    sheet.addRow(template.headers).font = { bold: true };
    sheet.addRow(template.example);
    sheet.columns.forEach((column) => (column.width = 24));
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'Content-Disposition',
        `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(template.name + '.xlsx')}`,
      )
      .send(buffer);
  });
}
