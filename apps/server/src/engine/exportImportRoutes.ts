import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { columnOf, isListed, pageKeyOf, withDictLabels, type FieldDef, type ResourceDef } from '@coach/domain';
import type { Services } from '../platform/services';
import { BizError, failure, ok } from '../platform/envelope';
import { sendXlsx, type ExportColumn } from '../platform/export/sendXlsx';
import { idBatches } from '../platform/export/idBatches';
import { ident, rowToJson, selectColumns } from './codec';
import { tenantDictionary } from './dictionary';
import { checkField } from './inputSchema';
import { and, filterWhere, listParams, orderBy, scopeWhere } from './listQuery';
import { logOperation } from './operationLog';
import { engineContext, rowsOf } from './rowAccess';
import { write } from './crudRoutes';
import { cellToInput, headerLabel, importFields } from './importColumns';
import { xlsxRows } from '../platform/import/xlsxRows';
import type { ResourceHooks } from './types';
import { readerOf } from '../platform/replicas/readRouting';
import { exportProgress, importProgress, type ImportProgressRecorder } from './workProgress';

export const MAX_IMPORT_ROWS = 5000;
/** Largest import file: 5 000 rows of a template are well under it. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MSG_IMPORT_TOO_BIG = `文件过大，导入文件最大${MAX_IMPORT_BYTES / 1024 / 1024}MB`;

function exportKind(field: FieldDef): ExportColumn['kind'] {
  if (field.duration) return field.duration === 'minutes' ? 'durationMinutes' : 'durationSeconds';
  if (field.kind === 'money') return 'money';
  if (field.kind === 'datetime') return 'datetime';
  if (field.kind === 'date') return 'date';
  if (field.kind === 'region') return 'region';
  if (field.options) return 'enum';
  if (['int', 'decimal'].includes(field.kind)) return 'number';
  return 'text';
}

/** Export of the filtered list (xlsx, streamed) and import of new rows from an xlsx. */
export function exportImportRoutes(
  app: FastifyInstance,
  { database, kv }: Services,
  def: ResourceDef,
  hooks: ResourceHooks = {},
) {
  const db = database.db;

  if (def.api.export) {
    const exported = def.fields.filter((f) => f.export ?? isListed(f));
    app.post(def.api.export, async (request, reply) => {
      const ctx = engineContext(request, def);
      const visible = ctx.fields[pageKeyOf(def)];
      const fields = shownColumns(visible ? exported.filter((f) => visible.includes(f.key)) : exported, request.body);
      const { filters } = listParams(request.body);
      const where = and([...scopeWhere(def, ctx), ...filterWhere(def, filters)]);
      const reader = readerOf(request, database);
      // Labels as the pages show them: 字典管理's, the definition's as the fallback.
      const dict = await tenantDictionary(reader, ctx.tenantId, [
        ...new Set(fields.flatMap((f) => (f.dict ? [f.dict] : []))),
      ]);
      // The rows in the order the list shows them (its ORDER BY: newest first, a sorted tree by its
      // order): their ids sorted once, then read by primary key batch by batch. Sent with an id,
      // the export records how far it has got (the console shows rows written of the total, the
      // number of ids). Not `count(*) OVER ()` with the rows: that keeps every matching row, every
      // column, in a work table before the first is sent (200 000 rows: 3x the time, ~56 MB of
      // temp files); the ids alone are a few MB.
      const progress = exportProgress(kv, ctx.userId, request.body);
      const ids = (
        await rowsOf<{ id: string }>(
          reader,
          sql`SELECT t.id FROM ${ident(def.table)} t WHERE ${where} ORDER BY ${orderBy(def)}`,
        )
      ).map((r) => String(r.id));
      if (progress) await progress.started(ids.length);
      const rows = idBatches(ids, async (batchIds) => {
        const batch = await rowsOf<Record<string, unknown>>(
          reader,
          sql`SELECT ${selectColumns(def)} FROM ${ident(def.table)} t
          WHERE ${where} AND t.id IN (${sql.join(
            batchIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        const json = batch.map(
          (r) =>
            rowToJson(def, r, { plaintext: ctx.plaintext, visible: ctx.fields[pageKeyOf(def)] }) as Record<
              string,
              unknown
            > & { id: string },
        );
        // The rows as the list answers them: what its hook adds (the names 操作日志 shows for its
        // codes, who acted) is what the table shows, so the file writes it too.
        await hooks.listRows?.({ tx: reader, ctx, rows: json });
        return json;
      });
      return sendXlsx(reply, {
        fileName: `${def.title}列表`,
        columns: fields.map((f) => ({
          header: f.label,
          // A code the pages show by the words the server names it with (`shownAs`) is written so.
          key: f.shownAs ?? f.key,
          kind: f.shownAs ? 'text' : exportKind(f),
          options: (f.dict ? withDictLabels(f.options, dict[f.dict] ?? []) : f.options) as ExportColumn['options'],
        })),
        rows: (async function* () {
          for await (const row of rows)
            yield { ...row, ...(Array.isArray(row.targetIds) ? { targetIds: row.targetIds.join(',') } : {}) };
        })(),
        progress,
      });
    });
  }

  if (def.api.import) {
    const fields = importFields(def);
    app.register(async (scope) => {
      // Fields: what the page fixes (at most two) and the import's progress id, all before the file.
      await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 3, parts: 4 } });
      scope.post(def.api.import!, async (request, reply) => {
        const ctx = engineContext(request, def);
        // Over the limit by its own account: refused before a byte of it is parsed.
        if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
          throw new BizError(MSG_IMPORT_TOO_BIG);
        const file = await request.file().catch(() => undefined);
        if (!file) throw new BizError('请选择要导入的文件');
        // At most MAX_IMPORT_BYTES are read (multipart's limit); past it the file is refused.
        const bytes = await file.toBuffer().catch(() => {
          throw new BizError(MSG_IMPORT_TOO_BIG);
        });
        if (file.file.truncated) throw new BizError(MSG_IMPORT_TOO_BIG);
        const { importId, ...sent } = Object.fromEntries(
          Object.values(file.fields).flatMap((part) =>
            part && !Array.isArray(part) && part.type === 'field' ? [[part.fieldname, String(part.value)]] : [],
          ),
        );
        const progress = importProgress(kv, ctx.userId, importId);
        const fixed = hooks.importFixed ? await hooks.importFixed({ tx: db, ctx, fields: sent }) : {};
        const { records, errors } = await readImportRows(fields, bytes, fixed, hooks.checkImportRow, progress);
        if (hooks.prepareImport && !errors.length) await hooks.prepareImport({ tx: db, ctx, records, errors });
        await duplicatesInDatabase(def, fields, ctx, records, errors, db);
        if (errors.length) {
          await progress?.phase('refused');
          errors.sort((a, b) => a.row - b.row);
          return reply.send({
            ...failure('400', `导入失败：共${errors.length}行有误，请修改后重新导入，未导入任何数据`),
            result: { errors },
          });
        }
        await progress?.phase('writing');
        const ids = await write(db, def, async (tx) => {
          const created: string[] = [];
          // The page's fixed values, and what prepareImport derived (names of the chosen school, …).
          const fixedFields = def.fields.filter(
            (f) => (f.key in fixed || (records.length > 0 && f.key in records[0])) && !fields.includes(f),
          );
          const written = [...fields, ...fixedFields];
          const cols = written.map((f) => ident(columnOf(f)));
          for (let i = 0; i < records.length; i += 100) {
            const chunk = records.slice(i, i + 100);
            const inserted = await rowsOf<{ id: string }>(
              tx,
              sql`INSERT INTO ${ident(def.table)}
              (tenant_id, create_by, update_by, ${sql.join(cols, sql`, `)})
              VALUES ${sql.join(
                chunk.map(
                  (r) =>
                    sql`(${ctx.tenantId}, ${ctx.userId}, ${ctx.userId}, ${sql.join(
                      written.map((f) => sql`${r[f.key]}`),
                      sql`, `,
                    )})`,
                ),
                sql`, `,
              )}
              RETURNING id`,
            );
            created.push(...inserted.map((r) => String(r.id)));
          }
          await logOperation(tx, ctx, { resource: def.name, action: 'import', ids: created });
          return created;
        });
        await progress?.phase('done', ids.length);
        return ok({ imported: ids.length, errors: [] }, `导入成功，共${ids.length}条`);
      });
    });
  }
}

type ImportError = { row: number; message: string };

/**
 * Every row is checked before anything is written; the report names each bad row. A file of
 * more than 5 000 rows is refused before its values are read (see xlsxRows).
 */
async function readImportRows(
  fields: FieldDef[],
  bytes: Buffer,
  fixed: Record<string, unknown>,
  checkRow: ResourceHooks['checkImportRow'],
  progress?: ImportProgressRecorder,
) {
  const errors: ImportError[] = [];
  const records: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  let columnOfField: Map<string, number> | undefined;
  const rows = await xlsxRows(bytes, MAX_IMPORT_ROWS, `一次最多导入${MAX_IMPORT_ROWS}行`);
  await progress?.started(Math.max(0, rows.length - 1)); // the header row aside
  for (const row of rows) {
    if (!columnOfField) {
      // A header is the label, maybe with * and the choices; a label may hold brackets itself (营收目标(元)).
      const headers = Array.from(row.values as unknown[], (v) => (typeof v === 'string' ? v.trim() : ''));
      const columnOf = (label: string) =>
        headers.findIndex(
          (h) =>
            h === label ||
            h.startsWith(`${label}*`) ||
            h.startsWith(`${label}(`) ||
            h.startsWith(`${label}（`) ||
            headerLabel(h) === label,
        );
      columnOfField = new Map(fields.map((f) => [f.key, columnOf(f.label)]));
      const missing = fields.filter((f) => f.required && columnOfField!.get(f.key)! < 0);
      if (missing.length) throw new BizError(`缺少列：${missing.map((f) => f.label).join('、')}，请使用导入模板`);
      continue;
    }
    if (!(row.values as unknown[]).some((v) => v !== null && v !== undefined && v !== '')) continue;
    const values: Record<string, unknown> = {};
    const messages: string[] = [];
    for (const field of fields) {
      const col = columnOfField.get(field.key)!;
      const { error, value } = checkField(field, col >= 0 ? cellToInput(field, row.getCell(col).value) : undefined);
      if (error) messages.push(error);
      else values[field.key] = value ?? field.defaultValue ?? null;
    }
    Object.assign(values, fixed);
    if (!messages.length && checkRow) messages.push(...checkRow(values));
    for (const field of fields) {
      const value = values[field.key];
      if (field.unique && value != null) {
        const key = JSON.stringify([field.key, value, ...(field.uniqueWithin ?? []).map((k) => values[k])]);
        if (seen.has(key)) messages.push(`${field.label}与第${seen.get(key)}行重复`);
        else seen.set(key, row.number);
      }
    }
    if (messages.length) errors.push({ row: row.number, message: messages.join('；') });
    else records.push({ ...values, $row: row.number });
    await progress?.checked();
  }
  if (!columnOfField || records.length + errors.length === 0) throw new BizError('文件中没有数据');
  return { records, errors };
}

/** Unique fields already taken in the tenant: reported per row like any other error. */
async function duplicatesInDatabase(
  def: ResourceDef,
  fields: FieldDef[],
  ctx: ReturnType<typeof engineContext>,
  records: Record<string, unknown>[],
  errors: ImportError[],
  db: Services['database']['db'],
) {
  for (const field of fields.filter((f) => f.unique)) {
    // Unique within other fields (a target's month within its store): checked per group of rows sharing them.
    const withinOf = (r: Record<string, unknown>) =>
      JSON.stringify((field.uniqueWithin ?? []).map((key) => r[key] ?? null));
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const r of records) groups.set(withinOf(r), [...(groups.get(withinOf(r)) ?? []), r]);
    const taken = new Set<string>();
    for (const [group, members] of groups) {
      const values = [...new Set(members.map((r) => r[field.key]).filter((v) => v != null))];
      const within = (field.uniqueWithin ?? []).map(
        (key) => sql`t.${ident(columnOf(def.fields.find((f) => f.key === key)!))} = ${members[0][key] ?? null}`,
      );
      for (let i = 0; i < values.length; i += 100) {
        const chunk = values.slice(i, i + 100);
        const rows = await rowsOf<{ v: string }>(
          db,
          sql`SELECT t.${ident(columnOf(field))} AS v FROM ${ident(def.table)} t
          WHERE ${and([...scopeWhere(def, ctx), ...within])} AND t.${ident(columnOf(field))} IN (${sql.join(
            chunk.map((v) => sql`${v}`),
            sql`, `,
          )})`,
        );
        for (const r of rows) taken.add(JSON.stringify([group, String(r.v)]));
      }
    }
    for (let i = records.length - 1; i >= 0; i--) {
      if (taken.has(JSON.stringify([withinOf(records[i]), String(records[i][field.key])]))) {
        errors.push({ row: Number(records[i].$row), message: `${field.label}已存在` });
        records.splice(i, 1);
      }
    }
  }
}

/**
 * The columns the list shows, in its order (issue 40.2: `columns` of the export body, the keys
 * of the user's column settings): only exportable fields the caller may see, each once; without
 * `columns`, every exportable field in the definition's order.
 */
function shownColumns(fields: FieldDef[], body: unknown): FieldDef[] {
  const asked = body && typeof body === 'object' ? (body as { columns?: unknown }).columns : undefined;
  if (!Array.isArray(asked)) return fields;
  const keys = [...new Set(asked.filter((k): k is string => typeof k === 'string'))];
  const shown = keys.flatMap((key) => fields.filter((f) => f.key === key));
  return shown.length ? shown : fields;
}
