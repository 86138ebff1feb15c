import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { and, engineContext, orgWhere, rowsOf, type EngineContext } from '@coach/server/engine/index.ts';
import type { OrgColumns } from '@coach/domain';
import { ok } from '@coach/server/platform/envelope.ts';
import { optionalId, parseBody, typedText } from '@coach/server/platform/validate.ts';

/** An id that fits the bigint column: anything longer cannot name a row. */
const isId = (id: unknown): id is string => typeof id === 'string' && /^\d{1,19}$/.test(id);

/**
 * A live row of the tenant's table that a write refers to (a school, a store, a staff member),
 * or `refusal`, which names the field. Read FOR SHARE: a delete of the row (which locks it FOR
 * UPDATE and then counts what refers to it) waits for this write.
 */
export async function liveRefOf<Row>(
  tx: Db,
  ctx: EngineContext,
  ref: { table: string; columns: string; usable?: SQL; refusal: string },
  id: unknown,
): Promise<Row> {
  const [row] = isId(id)
    ? await rowsOf<Row>(
        tx,
        sql`SELECT ${sql.raw(ref.columns)} FROM ${sql.raw(`"${ref.table}"`)}
        WHERE tenant_id = ${ctx.tenantId} AND id = ${id} AND deleted = 0 ${ref.usable ? sql`AND ${ref.usable}` : sql``} FOR SHARE`,
      )
    : [];
  if (!row) throw new BizError(ref.refusal);
  return row;
}

/** The live school of the tenant. */
export async function schoolOf(tx: Db, ctx: EngineContext, id: unknown): Promise<{ id: string; name: string }> {
  const row = await liveRefOf<{ id: string; name: string }>(
    tx,
    ctx,
    { table: 'bbxc_school', columns: 'id, name', refusal: '所属驾校：所选驾校不存在或已删除' },
    id,
  );
  return { id: String(row.id), name: row.name };
}

/** The live store of the tenant with its school and 营业 state. */
export async function storeOf(
  tx: Db,
  ctx: EngineContext,
  id: unknown,
): Promise<{ id: string; name: string; schoolId: string; status: number }> {
  const row = await liveRefOf<{ id: string; name: string; school_id: string; status: number }>(
    tx,
    ctx,
    { table: 'bbxc_store', columns: 'id, name, school_id, status', refusal: '所属门店：所选门店不存在或已删除' },
    id,
  );
  return { id: String(row.id), name: row.name, schoolId: String(row.school_id), status: Number(row.status) };
}

const parentId = optionalId('请选择正确的上级数据');

/**
 * Body of the organisation lookups: a name to narrow by, the parents (schoolId, storeId,
 * areaCode) and how many rows at most (selectors answer fast: 200 by default, 500 at most).
 */
export const selectorBody = z
  .object({
    name: typedText('名称', 50).optional().nullable(),
    schoolId: parentId,
    storeId: parentId,
    areaCode: z
      .string()
      .regex(/^\d{6}$/, '请选择正确的片区')
      .optional()
      .or(z.literal('').transform(() => undefined))
      .nullable(),
    limit: z.coerce.number().int().min(1).max(500).default(200),
    /** A list's filter: the rows no longer in use too (a closed store's records stay findable). */
    withClosed: z.boolean({ error: '筛选范围（含停用）不正确' }).optional(),
  })
  .passthrough();

/** ILIKE pattern of a typed name (its % and _ are literal). */
export const likeName = (name: string) => '%' + name.trim().replace(/[\\%_]/g, '\\$&') + '%';

/** `{id, name}` rows as every selector answers them (ids as strings). */
export const asOptions = (rows: { id: unknown; name: string }[]) =>
  rows.map((r) => ({ id: String(r.id), name: r.name }));

type LookupParent = 'schoolId' | 'storeId' | 'areaCode';

/**
 * One organisation lookup (`…/listForSelector`): the tenant's live rows of a table as
 * `{id, name}` (plus `extra` columns), found by name and narrowed by the parents the body
 * names (`schoolId` → school_id, …). `live` is what "usable" means for the table (营业, 启用):
 * a form offers only those; a list's filter asks `withClosed` and gets the others after them,
 * each with `closedAs` (停业, 停用) for its label.
 */
export function lookupRoute(
  app: FastifyInstance,
  db: Db,
  path: string,
  options: {
    table: string;
    live: SQL;
    parents: Partial<Record<LookupParent, string>>;
    extra?: Record<string, string>;
    org?: OrgColumns;
    /** What a row that is not live is called in a filter's label (default 停用). */
    closedAs?: string;
  },
) {
  const extra = Object.entries(options.extra ?? {});
  app.post(path, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(selectorBody, request.body);
    const narrowed = (Object.entries(options.parents) as [LookupParent, string][])
      .filter(([key]) => body[key])
      .map(([key, column]) => sql`AND ${sql.raw(`"${column}"`)} = ${body[key] as string}`);
    // Ordered by the column `live`, not its expression: a table where every row is live says
    // TRUE, and PostgreSQL refuses a constant in ORDER BY.
    const withClosed = body.withClosed === true;
    const rows = await rowsOf<Record<string, unknown> & { id: string; name: string; live: boolean }>(
      db,
      sql`SELECT id, name, (${options.live}) AS live
        ${sql.raw(extra.map(([, column]) => `, "${column}"`).join(''))}
      FROM ${sql.raw(`"${options.table}"`)} t
      WHERE ${and([sql`tenant_id = ${ctx.tenantId}`, sql`deleted = 0`, ...(withClosed ? [] : [options.live]), ...orgWhere(options.org, ctx)])} ${sql.join(narrowed, sql` `)}
        ${body.name?.trim() ? sql`AND name ILIKE ${likeName(body.name)}` : sql``}
      ORDER BY ${withClosed ? sql`live DESC, ` : sql``}id LIMIT ${body.limit}`,
    );
    return ok(
      rows.map((r) => ({
        ...asOptions([r])[0],
        ...Object.fromEntries(extra.map(([key, column]) => [key, r[column] == null ? null : String(r[column])])),
        ...(r.live ? {} : { closedAs: options.closedAs ?? '停用' }),
      })),
    );
  });
}
