import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { columnOf, fenToYuan, isEditableRow, mask, MSG_DEFAULT_ROW, type ResourceDef, pageKeyOf } from '@coach/domain';
import type { Services } from '../platform/services';
import { BizError, ok } from '../platform/envelope';
import { parseBody } from '../platform/validate';
import { ident, rowToJson, selectColumns } from './codec';
import { eqFilterValue, isAbsent } from './listInput';
import { checkField, idSchema, inputSchema, isMaskedText } from './inputSchema';
import { and, filterWhere, listParams, orderBy, scopeWhere } from './listQuery';
import { logOperation } from './operationLog';
import { refuseHiddenFields } from './shownWhen';
import { assertUnique, engineContext, fetchOne, rowsOf, uniqueViolation } from './rowAccess';
import { assertNoSensitiveWords } from './sensitiveWords';
import type { EngineContext, ResourceHooks } from './types';
import type { Db } from '../platform/db';
import { refuseOtherOrg } from './orgScope';
import { readerOf } from '../platform/replicas/readRouting';
import { checkDetailSources, sourcedDetailRows } from './detailSources';

/**
 * Lists count exactly up to this many rows; above it the total reads `10000+` (`totalCapped`)
 * and paging stops there, as a person never pages through more (export takes them all).
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The sums of a definition's `listTotals` over every row the filters match (not only the page,
 * and not capped): a statement's lines add up to its figure, shown as the table's 合计.
 */
async function listTotals(
  db: Db,
  def: ResourceDef,
  where: ReturnType<typeof sql>,
): Promise<Record<string, number | string> | undefined> {
  if (!def.listTotals?.length) return undefined;
  const fields = def.listTotals.map((key) => def.fields.find((f) => f.key === key)!);
  const [sums] = await rowsOf<Record<string, string | null>>(
    db,
    sql`SELECT ${sql.join(
      fields.map((f) => sql`coalesce(sum(t.${ident(columnOf(f))}), 0) AS ${ident(f.key)}`),
      sql`, `,
    )}
    FROM ${ident(def.table)} t WHERE ${where}`,
  );
  return Object.fromEntries(
    fields.map((f) => [f.key, f.kind === 'money' ? fenToYuan(sums[f.key] ?? 0) : Number(sums[f.key] ?? 0)]),
  );
}

/** What the list's hooks added beyond a lookup's keys goes too (a channel's rule, member count). */
function keepOnly(rows: Record<string, unknown>[], keys: readonly string[]) {
  for (const row of rows) for (const key of Object.keys(row)) if (!keys.includes(key)) delete row[key];
}

/** List, detail, add and edit of a resource at the paths its definition names. */
export function crudRoutes(app: FastifyInstance, { database }: Services, def: ResourceDef, hooks: ResourceHooks) {
  const { api } = def;
  const db = database.db;

  if (api.list) {
    app.post(api.list, async (request) => {
      const ctx = engineContext(request, def);
      const { pageNum, pageSize, filters } = listParams(request.body);
      const where = and([...scopeWhere(def, ctx), ...filterWhere(def, filters)]);
      const table = ident(def.table);
      const reader = readerOf(request, database);
      const [rows, [{ total }], totals] = await Promise.all([
        rowsOf(
          reader,
          sql`SELECT ${selectColumns(def)} FROM ${table} t WHERE ${where}
          ORDER BY ${orderBy(def)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
        ),
        // Counted up to one past the cap: a filter matching a million rows costs what 10 001 do.
        rowsOf<{ total: string }>(
          reader,
          sql`SELECT count(*) AS total FROM (SELECT 1 FROM ${table} t WHERE ${where} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`,
        ),
        listTotals(reader, def, where),
      ]);
      const list = rows.map((r) =>
        rowToJson(def, r, { plaintext: ctx.plaintext, visible: ctx.fields[pageKeyOf(def)] }),
      );
      await hooks.listRows?.({ tx: reader, ctx, rows: list });
      if (ctx.lookupOnly) keepOnly(list, ['id', ...(ctx.fields[pageKeyOf(def)] ?? [])]);
      const counted = Number(total);
      return ok({
        list,
        total: Math.min(counted, EXACT_COUNT_LIMIT),
        ...(counted > EXACT_COUNT_LIMIT ? { totalCapped: true } : {}),
        ...(totals ? { totals } : {}),
        pageNum,
        pageSize,
      });
    });
  }

  if (api.detail) {
    checkDetailSources(def);
    const handler = async (request: import('fastify').FastifyRequest) => {
      const ctx = engineContext(request, def);
      const { id } = parseBody(idSchema, api.detailMethod === 'GET' ? request.query : request.body);
      const reader = readerOf(request, database);
      const row = await fetchOne(reader, def, ctx, id);
      const [sourced, special] = await Promise.all([
        sourcedDetailRows(reader, request, def, row.id as string),
        hooks.detail?.({ tx: reader, ctx, row }),
      ]);
      return ok({ ...row, ...sourced, ...special });
    };
    if (api.detailMethod === 'GET') app.get(api.detail, handler);
    else app.post(api.detail, handler);
  }

  const create = async (ctx: EngineContext, body: Record<string, unknown>) => {
    const values = parseBody(inputSchema(def, true), body);
    // What the page fixes (a course tree tab's category): from the page, required, kept for good.
    for (const key of def.fixedKeys ?? []) {
      const field = def.fields.find((f) => f.key === key)!;
      if (isAbsent(body[key])) throw new BizError(`${field.label}：请选择${field.label}`);
      values[key] = eqFilterValue(field, body[key]);
    }
    refuseHiddenFields(def, values);
    if (def.scope === 'channel' && !ctx.channelId) throw new BizError('请先选择渠道');
    const scratch = {};
    const result = await write(db, def, async (tx) => {
      await checkTexts(tx, def, ctx, values);
      // The page's category (a path parameter) is the row's, whatever the body says.
      if (ctx.fixed) values[ctx.fixed.key] = ctx.fixed.value;
      await hooks.beforeSave?.({ tx, ctx, values, body, creating: true, scratch });
      // After the hooks: a tree node's category comes from its parent (unique within it).
      await assertUnique(tx, def, ctx, values);
      refuseOtherOrg(def, ctx, values);
      const cols = Object.keys(values).filter((k) => def.fields.some((f) => f.key === k && f.kind !== 'ids'));
      const names = [
        sql`tenant_id`,
        ...(def.scope === 'channel' ? [sql`channel_id`] : []),
        ...(def.sortable ? [sql`sort`] : []),
        sql`create_by`,
        sql`update_by`,
        ...cols.map((k) => ident(columnOf(def.fields.find((f) => f.key === k)!))),
      ];
      const extra = extraColumns(values, def);
      const params = [
        sql`${ctx.tenantId}`,
        ...(def.scope === 'channel' ? [sql`${ctx.channelId}`] : []),
        ...(def.sortable
          ? [sql`(SELECT coalesce(max(sort), 0) + 1 FROM ${ident(def.table)} WHERE tenant_id = ${ctx.tenantId})`]
          : []),
        sql`${ctx.userId}`,
        sql`${ctx.userId}`,
        ...cols.map((k) => sql`${values[k]}`),
      ];
      const [{ id }] = await rowsOf<{ id: string }>(
        tx,
        sql`INSERT INTO ${ident(def.table)}
        (${sql.join([...names, ...extra.map(([c]) => ident(c))], sql`, `)})
        VALUES (${sql.join([...params, ...extra.map(([, v]) => sql`${v}`)], sql`, `)}) RETURNING id`,
      );
      const added = await hooks.afterSave?.({ tx, ctx, values, body, creating: true, id: String(id), scratch });
      const after = await fetchOne(tx, def, ctx, String(id), { plaintext: true });
      await logOperation(tx, ctx, { resource: def.name, action: 'create', ids: [String(id)], after });
      await hooks.afterWrite?.({ tx, ctx, ids: [String(id)], action: 'create' });
      return { id: String(id), ...added };
    });
    await hooks.afterCommit?.({ ctx, ids: [result.id], action: 'create' });
    return result;
  };

  const update = async (ctx: EngineContext, body: Record<string, unknown>) => {
    const { id } = parseBody(idSchema, body);
    const values = parseBody(inputSchema(def, false), body);
    const scratch = {};
    const result = await write(db, def, async (tx) => {
      const before = await fetchOne(tx, def, ctx, id, { lock: true, plaintext: true });
      if (def.protectDefault && Number(before.isDefault) === 1) throw new BizError(MSG_DEFAULT_ROW);
      if (!isEditableRow(def, before)) throw new BizError(`${def.editableIn!.refusal}不能修改`);
      keepMaskedValues(def, values, before);
      refuseHiddenFields(def, values, before);
      await checkTexts(tx, def, ctx, values);
      await assertUnique(tx, def, ctx, values, id, before);
      await hooks.beforeSave?.({ tx, ctx, values, body, creating: false, before, scratch });
      refuseOtherOrg(def, ctx, values);
      const sets = Object.keys(values)
        .filter((k) => def.fields.some((f) => f.key === k && f.kind !== 'ids'))
        .map((k) => sql`${ident(columnOf(def.fields.find((f) => f.key === k)!))} = ${values[k]}`);
      const extra = extraColumns(values, def).map(([c, v]) => sql`${ident(c)} = ${v}`);
      await tx.execute(sql`UPDATE ${ident(def.table)} t SET ${sql.join(
        [...sets, ...extra, sql`update_time = extract(epoch from now())::bigint`, sql`update_by = ${ctx.userId}`],
        sql`, `,
      )}
        WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`])}`);
      const added = await hooks.afterSave?.({ tx, ctx, values, body, creating: false, before, id, scratch });
      const after = await fetchOne(tx, def, ctx, id, { plaintext: true });
      await logOperation(tx, ctx, { resource: def.name, action: 'update', ids: [id], before, after });
      await hooks.afterWrite?.({ tx, ctx, ids: [id], action: 'update' });
      return { id, ...added };
    });
    await hooks.afterCommit?.({ ctx, ids: [id], action: 'update' });
    return result;
  };

  const body = (request: import('fastify').FastifyRequest) =>
    (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  if (api.create)
    app.post(api.create, async (request) => ok(await create(engineContext(request, def), body(request)), '新增成功'));
  if (api.update)
    app.post(api.update, async (request) => ok(await update(engineContext(request, def), body(request)), '修改成功'));
  if (api.save) {
    app.post(api.save, async (request) => {
      const b = body(request);
      const editing = b.id !== undefined && b.id !== null && b.id !== '';
      return ok(
        editing ? await update(engineContext(request, def), b) : await create(engineContext(request, def), b),
        editing ? '修改成功' : '新增成功',
      );
    });
  }
}

/**
 * Columns a hook added under a `$column` key (e.g. `$password_hash`): written as given.
 * Field keys never start with `$`, so a request body cannot reach them.
 */
function extraColumns(values: Record<string, unknown>, _def: ResourceDef): [string, unknown][] {
  return Object.entries(values)
    .filter(([k]) => k.startsWith('$'))
    .map(([k, v]) => [k.slice(1), v]);
}

/**
 * A masked value sent back unchanged (a user without plaintext rights edited other fields)
 * keeps the stored number instead of overwriting it with stars.
 */
function keepMaskedValues(def: ResourceDef, values: Record<string, unknown>, before: Record<string, unknown>) {
  for (const field of def.fields) {
    const value = values[field.key];
    if (!field.masked || !isMaskedText(value)) continue;
    if (before[field.key] != null && value === mask(String(before[field.key]))) delete values[field.key];
    else throw new BizError(checkField(field, value).error ?? `${field.label}：格式不正确`);
  }
}

async function checkTexts(tx: Db, def: ResourceDef, ctx: EngineContext, values: Record<string, unknown>) {
  for (const field of def.fields)
    if (field.sensitive) await assertNoSensitiveWords(tx, ctx.tenantId, field.label, values[field.key]);
}

/** Runs a write in a transaction; a unique index that fires becomes a Chinese message. */
export async function write<T>(db: Db, def: ResourceDef, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx as unknown as Db));
  } catch (error) {
    throw uniqueViolation(error, def) ?? error;
  }
}
