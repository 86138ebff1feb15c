import { sql, type SQL } from 'drizzle-orm';
import { columnOf, DATA_MASK_HEADER, lookupKeysOf, type ResourceDef, pageKeyOf } from '@coach/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../platform/db';
import { BizError } from '../platform/envelope';
import { ctxOf } from '../platform/requestContext';
import { ident, rowToJson, selectColumns } from './codec';
import { and, scopeWhere } from './listQuery';
import type { EngineContext } from './types';

export const NOT_FOUND_MESSAGE = '数据不存在或已删除';

export async function rowsOf<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The engine's view of the caller, resolved by the auth gate. */
export function engineContext(request: FastifyRequest, def?: ResourceDef): EngineContext {
  const ctx = ctxOf(request);
  return {
    ...pathFixed(request, def),
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    channelId: ctx.channelId,
    isChannel: ctx.isChannel,
    isAdmin: ctx.isAdmin,
    // Staff of one school or store: the engine narrows every resource and report that declares `org`.
    schoolId: ctx.schoolId,
    storeId: ctx.storeId,
    // Whole phone, ID and card numbers only with the grant 查看明文数据 (data:plaintext), for
    // administrators too: holding every page is not a reason to read every number. A holder
    // who switched masking on (the user menu's 数据脱敏, sent as a header) reads them masked.
    plaintext: ctx.authz.plaintext && request.headers[DATA_MASK_HEADER] !== '1',
    fields: ctx.lookupOnly && def ? lookupFields(def) : ctx.isAdmin ? {} : (ctx.authz.fields ?? {}),
    ...(ctx.lookupOnly ? { lookupOnly: true } : {}),
    ip: request.ip,
  };
}

/**
 * A list called as another page's lookup only (优惠券订单's 渠道 filter listing channels): the
 * answer keeps the keys the pickers show and search by, not the rows' phones and the rest.
 */
function lookupFields(def: ResourceDef): Record<string, string[]> {
  return { [pageKeyOf(def)]: [...(def.api.list ? (lookupKeysOf(def.api.list) ?? []) : [])] };
}

/** The field a call's path fixes (`pt` of /filing/:subpath/list → carType 20); an unknown value is not found. */
function pathFixed(request: FastifyRequest, def: ResourceDef | undefined): Pick<EngineContext, 'fixed'> {
  const param = def?.pathParam;
  const raw = param ? (request.params as Record<string, string | undefined> | undefined)?.[param.param] : undefined;
  if (!param || raw === undefined) return {};
  const value = Object.hasOwn(param.values, raw) ? param.values[raw] : undefined;
  if (value === undefined) throw new BizError('页面分类不存在', '404');
  const field = def!.fields.find((f) => f.key === param.key);
  return { fixed: { key: param.key, column: field ? columnOf(field) : param.key, value } };
}

/** One row of the resource in the caller's scope, as JSON, or a Chinese not-found error. */
export async function fetchOne(
  db: Db,
  def: ResourceDef,
  ctx: EngineContext,
  id: string,
  options: { lock?: boolean; plaintext?: boolean } = {},
) {
  const lock = options.lock ? sql` FOR UPDATE` : sql``;
  const [row] = await rowsOf(
    db,
    sql`SELECT ${selectColumns(def)} FROM ${ident(def.table)} t
    WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`])}${lock}`,
  );
  if (!row) throw new BizError(NOT_FOUND_MESSAGE, '404');
  // Writes read the whole row (before/after of the log); what is answered honours the roles.
  return rowToJson(def, row, {
    plaintext: options.plaintext ?? ctx.plaintext,
    visible: options.plaintext ? undefined : ctx.fields[pageKeyOf(def)],
  });
}

/**
 * Refuses a value that another live row of the tenant already has (among the rows sharing the
 * field's `uniqueWithin` values, taken from the write or, when it leaves them, the row before).
 */
export async function assertUnique(
  db: Db,
  def: ResourceDef,
  ctx: EngineContext,
  values: Record<string, unknown>,
  exceptId?: string,
  before?: Record<string, unknown>,
) {
  for (const field of def.fields) {
    if (!field.unique || values[field.key] == null) continue;
    const within = (field.uniqueWithin ?? []).map((key) => {
      const other = def.fields.find((f) => f.key === key)!;
      const value = values[key] !== undefined ? values[key] : before?.[key];
      return value == null ? sql`t.${ident(columnOf(other))} IS NULL` : sql`t.${ident(columnOf(other))} = ${value}`;
    });
    const [hit] = await rowsOf(
      db,
      sql`SELECT 1 FROM ${ident(def.table)} t
      WHERE ${and([...scopeWhere(def, ctx), sql`t.${ident(columnOf(field))} = ${values[field.key]}`, ...within, ...(exceptId ? [sql`t.id <> ${exceptId}`] : [])])}
      LIMIT 1`,
    );
    if (hit) throw new BizError(`${field.label}已存在`, '409');
  }
}

/** PostgreSQL's unique_violation, from pg or PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e?.code ?? e?.cause?.code) === '23505';
}

/** A unique index that fired in a race between two writers becomes the same message. */
export function uniqueViolation(error: unknown, def: ResourceDef): BizError | undefined {
  const e = error as { code?: string; cause?: { code?: string; constraint?: string }; constraint?: string };
  if (!isUniqueViolation(error)) return undefined;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  const field = def.fields.find((f) => f.unique && constraint.includes(columnOf(f)));
  return new BizError(`${field?.label ?? '数据'}已存在`, '409');
}
