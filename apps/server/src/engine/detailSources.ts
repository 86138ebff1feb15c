import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { detailColumns, pageKeyOf, resourcesByName, type DetailTableDef, type ResourceDef } from '@coach/domain';
import type { Db } from '../platform/db';
import { columnSql, ident, rowToJson, selectColumns } from './codec';
import { and, orderBy, scopeWhere } from './listQuery';
import { engineContext, rowsOf } from './rowAccess';

const DEFAULT_LIMIT = 100;

/** The detail tables of a definition whose rows are another resource's (`from`). */
const sourcedTables = (def: ResourceDef) => (def.detailTables ?? []).filter((t) => t.from);

/**
 * Checks every `from` of a definition's detail tables at start: the resource exists, has the
 * fields named, and, when a cell opens the row's detail, has a detail page to open.
 */
export function checkDetailSources(def: ResourceDef): void {
  for (const table of sourcedTables(def)) {
    detailColumns(table);
    const source = resourcesByName[table.from!.resource];
    const { column, field } = table.from!;
    if (!column === !field || (field && !source.fields.some((f) => f.key === field)))
      throw new Error(`明细表 ${def.name}.${table.key}：请给出 ${source.name} 的 column 或 field 之一`);
    if (table.from!.opens && !source.detailRoute)
      throw new Error(`明细表 ${def.name}.${table.key}：${source.name} 没有详情页`);
  }
}

/**
 * The rows of a record's sourced detail tables, each read as its own resource reads them for
 * this user: that resource's scope (tenant, channel, school and store, soft delete, subset),
 * order and masking, the record named by id or by its `recordColumn` (read again from the
 * record's table, in the record's tenant, so a masked value never serves as a key).
 */
export async function sourcedDetailRows(
  db: Db,
  request: FastifyRequest,
  def: ResourceDef,
  recordId: string,
): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = sourcedTables(def);
  const answers = await Promise.all(tables.map((table) => tableRows(db, request, def, table, recordId)));
  return Object.fromEntries(tables.map((table, i) => [table.key, answers[i]]));
}

async function tableRows(
  db: Db,
  request: FastifyRequest,
  def: ResourceDef,
  table: DetailTableDef,
  recordId: string,
): Promise<Record<string, unknown>[]> {
  const from = table.from!;
  const source = resourcesByName[from.resource];
  const ctx = engineContext(request, source);
  const named = source.fields.find((f) => f.key === from.field);
  const column = named ? columnSql(source, named) : sql`t.${ident(from.column!)}`;
  const match = from.recordColumn
    ? sql`${column} = (SELECT r.${ident(from.recordColumn)} FROM ${ident(def.table)} r
        WHERE r.tenant_id = ${ctx.tenantId} AND r.id = ${recordId})`
    : sql`${column} = ${recordId}`;
  const rows = await rowsOf(
    db,
    sql`SELECT ${selectColumns(source)} FROM ${ident(source.table)} t
    WHERE ${and([...scopeWhere(source, ctx), match])}
    ORDER BY ${orderBy(source)} LIMIT ${from.limit ?? DEFAULT_LIMIT}`,
  );
  // The ids the cells' links open (a refund's order) go along with the fields shown.
  const keys = ['id', ...from.fields, ...detailColumns(table).flatMap((c) => (c.opens ? [c.opens.idKey] : []))];
  return rows.map((row) => {
    const json = rowToJson(source, row, { plaintext: ctx.plaintext, visible: ctx.fields[pageKeyOf(source)] });
    return Object.fromEntries(keys.filter((k) => k in json).map((k) => [k, json[k]]));
  });
}
