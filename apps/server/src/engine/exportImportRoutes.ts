import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { columnOf, isListed, type FieldDef, type ResourceDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { BizError, failure, ok } from '../platform/envelope';
import { sendXlsx, type ExportColumn } from '../platform/export/sendXlsx';
import { keysetBatches } from '../platform/export/keysetBatches';
import { ident, rowToJson, selectColumns } from './codec';
import type { ResourceHooks } from './types';
import { checkField } from './inputSchema';
import { and, filterWhere, listParams, scopeWhere } from './listQuery';
import { logOperation } from './operationLog';
import { engineContext, rowsOf } from './rowAccess';
import { write } from './crudRoutes';
import { cellToInput, headerLabel, importFields } from './importColumns';

export const MAX_IMPORT_ROWS = 5000;

function exportKind(field: FieldDef): ExportColumn['kind'] {
  if (field.kind === 'money') return 'money';
  if (field.kind === 'datetime') return 'datetime';
  if (field.kind === 'date') return 'date';
  if (field.options) return 'enum';
  if (['int', 'decimal'].includes(field.kind)) return 'number';
  return 'text';
}

/** Export of the filtered list (xlsx, streamed) and import of new rows from an xlsx. */
export function exportImportRoutes(app: FastifyInstance, { database }: Services, def: ResourceDef, hooks: Pick<ResourceHooks, 'beforeRead'> = {}) {
  const db = database.db;

  if (def.api.export) {
    const exported = def.fields.filter((f) => f.export ?? isListed(f));
    app.post(def.api.export, async (request, reply) => {
      const ctx = engineContext(request);
      const visible = ctx.fields[def.route];
      const fields = visible ? exported.filter((f) => visible.includes(f.key)) : exported;
      const { filters } = listParams(request.body);
      const where = and([...scopeWhere(def, ctx), ...filterWhere(def, filters)]);
      await hooks.beforeRead?.({ db, ctx });
      const rows = keysetBatches(async (afterId, limit) => {
        const batch = await rowsOf<Record<string, unknown>>(db, sql`SELECT ${selectColumns(def)} FROM ${ident(def.table)} t
          WHERE ${where} ${afterId ? sql`AND t.id > ${afterId}` : sql``} ORDER BY t.id LIMIT ${limit}`);
        return batch.map((r) => rowToJson(def, r, { plaintext: ctx.plaintext, visible: ctx.fields[def.route] }) as Record<string, unknown> & { id: string });
      });
      return sendXlsx(reply, {
        fileName: `${def.title}列表`,
        columns: fields.map((f) => ({ header: f.label, key: f.key, kind: exportKind(f), options: f.options as ExportColumn['options'] })),
        rows: (async function* () {
          for await (const row of rows) yield { ...row, ...(Array.isArray(row.targetIds) ? { targetIds: row.targetIds.join(',') } : {}) };
        })(),
      });
    });
  }

  if (def.api.import) {
    const fields = importFields(def);
    app.register(async (scope) => {
      await scope.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 2, parts: 3 } });
      scope.post(def.api.import!, async (request, reply) => {
        const ctx = engineContext(request);
        const file = await request.file().catch(() => undefined);
        if (!file) throw new BizError('请选择要导入的文件');
        const workbook = new ExcelJS.Workbook();
        try {
          await workbook.xlsx.load((await file.toBuffer()) as unknown as ArrayBuffer);
        } catch {
          throw new BizError('文件格式错误，请使用导入模板（.xlsx）');
        }
        const sheet = workbook.worksheets[0];
        if (!sheet) throw new BizError('文件中没有数据');
        const headers = (sheet.getRow(1).values as unknown[]).map((v) => (typeof v === 'string' ? headerLabel(v) : ''));
        const columnOfField = new Map(fields.map((f) => [f.key, headers.indexOf(f.label)]));
        const missing = fields.filter((f) => f.required && columnOfField.get(f.key)! < 0);
        if (missing.length) throw new BizError(`缺少列：${missing.map((f) => f.label).join('、')}，请使用导入模板`);

        // Every row is checked before anything is written: the report names each bad row.
        const errors: { row: number; message: string }[] = [];
        const records: Record<string, unknown>[] = [];
        const seen = new Map<string, number>();
        sheet.eachRow((row, rowNumber) => {
          if (rowNumber === 1) return;
          const values: Record<string, unknown> = {};
          const messages: string[] = [];
          for (const field of fields) {
            const col = columnOfField.get(field.key)!;
            const { error, value } = checkField(field, col >= 0 ? cellToInput(field, row.getCell(col).value) : undefined);
            if (error) messages.push(error);
            else values[field.key] = value ?? field.defaultValue ?? null;
            if (field.unique && value != null) {
              const key = `${field.key}:${value}`;
              if (seen.has(key)) messages.push(`${field.label}与第${seen.get(key)}行重复`);
              else seen.set(key, rowNumber);
            }
          }
          if (messages.length) errors.push({ row: rowNumber, message: messages.join('；') });
          else records.push({ ...values, $row: rowNumber });
        });
        if (records.length + errors.length === 0) throw new BizError('文件中没有数据');
        if (records.length + errors.length > MAX_IMPORT_ROWS) throw new BizError(`一次最多导入${MAX_IMPORT_ROWS}行`);
        await duplicatesInDatabase(def, fields, ctx, records, errors, db);
        if (errors.length) {
          errors.sort((a, b) => a.row - b.row);
          return reply.send({ ...failure('400', `导入失败：共${errors.length}行有误，请修改后重新导入，未导入任何数据`), result: { errors } });
        }
        const ids = await write(db, def, async (tx) => {
          const created: string[] = [];
          const cols = fields.map((f) => ident(columnOf(f)));
          for (let i = 0; i < records.length; i += 100) {
            const chunk = records.slice(i, i + 100);
            const inserted = await rowsOf<{ id: string }>(tx, sql`INSERT INTO ${ident(def.table)}
              (tenant_id, create_by, update_by, ${sql.join(cols, sql`, `)})
              VALUES ${sql.join(chunk.map((r) => sql`(${ctx.tenantId}, ${ctx.userId}, ${ctx.userId}, ${sql.join(fields.map((f) => sql`${r[f.key]}`), sql`, `)})`), sql`, `)}
              RETURNING id`);
            created.push(...inserted.map((r) => String(r.id)));
          }
          await logOperation(tx, ctx, { resource: def.name, action: 'import', ids: created });
          return created;
        });
        return ok({ imported: ids.length, errors: [] }, `导入成功，共${ids.length}条`);
      });
    });
  }
}

/** Unique fields already taken in the tenant: reported per row like any other error. */
async function duplicatesInDatabase(
  def: ResourceDef,
  fields: FieldDef[],
  ctx: ReturnType<typeof engineContext>,
  records: Record<string, unknown>[],
  errors: { row: number; message: string }[],
  db: Services['database']['db'],
) {
  for (const field of fields.filter((f) => f.unique)) {
    const values = [...new Set(records.map((r) => r[field.key]).filter((v) => v != null))];
    const taken = new Set<string>();
    for (let i = 0; i < values.length; i += 100) {
      const chunk = values.slice(i, i + 100);
      const rows = await rowsOf<{ v: string }>(db, sql`SELECT t.${ident(columnOf(field))} AS v FROM ${ident(def.table)} t
        WHERE ${and(scopeWhere(def, ctx))} AND t.${ident(columnOf(field))} IN (${sql.join(chunk.map((v) => sql`${v}`), sql`, `)})`);
      for (const r of rows) taken.add(String(r.v));
    }
    for (let i = records.length - 1; i >= 0; i--) {
      if (taken.has(String(records[i][field.key]))) {
        errors.push({ row: Number(records[i].$row), message: `${field.label}已存在` });
        records.splice(i, 1);
      }
    }
  }
}
