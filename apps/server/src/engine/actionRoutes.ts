import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  columnOf,
  MSG_ONLY_ONE,
  MSG_STATE_CHANGED,
  ResponseCode,
  type ResourceDef,
  type TransitionDef,
} from '@coach/domain';
import type { Services } from '../platform/services';
import { BizError, ok } from '../platform/envelope';
import { parseBody } from '../platform/validate';
import { ident } from './codec';
import { idsSchema } from './inputSchema';
import { reasonFrom, whenSql } from './rowConditions';
import { and, scopeWhere } from './listQuery';
import { logOperation } from './operationLog';
import { engineContext, NOT_FOUND_MESSAGE, rowsOf } from './rowAccess';
import { write } from './crudRoutes';
import type { Db } from '../platform/db';
import type { EngineContext, ResourceHooks } from './types';

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Locks the rows and checks they all exist in scope and none is a protected default. */
async function lockRows(tx: Db, def: ResourceDef, ctx: EngineContext, ids: string[], verb: string) {
  const rows = await rowsOf<{ id: string; is_default?: number }>(
    tx,
    sql`
    SELECT t.id${def.protectDefault ? sql`, t.is_default` : sql``} FROM ${ident(def.table)} t
    WHERE ${and([...scopeWhere(def, ctx), sql`t.id IN (${inList(ids)})`])} FOR UPDATE`,
  );
  if (rows.length !== ids.length) throw new BizError(NOT_FOUND_MESSAGE, '404');
  if (rows.some((r) => Number(r.is_default) === 1)) throw new BizError(`系统默认数据，不可${verb}`);
}

/** Delete, state transitions and move up/down of a resource. */
export function actionRoutes(app: FastifyInstance, { database }: Services, def: ResourceDef, hooks: ResourceHooks) {
  const db = database.db;

  if (def.api.delete) {
    app.post(def.api.delete, async (request) => {
      const ctx = engineContext(request, def);
      const ids = parseBody(idsSchema, request.body);
      await write(db, def, async (tx) => {
        await lockRows(tx, def, ctx, ids, '删除');
        if (def.editableIn && !def.editableIn.keepsDelete) {
          const { field, values, refusal } = def.editableIn;
          const column = columnOf(def.fields.find((f) => f.key === field)!);
          const locked = await rowsOf(
            tx,
            sql`SELECT 1 FROM ${ident(def.table)} t WHERE ${and([
              ...scopeWhere(def, ctx),
              sql`t.id IN (${inList(ids)})`,
              sql`t.${ident(column)} NOT IN (${sql.join(
                values.map((v) => sql`${v}`),
                sql`, `,
              )})`,
            ])} LIMIT 1`,
          );
          if (locked.length) throw new BizError(`${refusal}不能删除`);
        }
        await hooks.beforeDelete?.({ tx, ctx, ids });
        const where = and([...scopeWhere(def, ctx), sql`t.id IN (${inList(ids)})`]);
        if (def.softDelete) {
          await tx.execute(sql`UPDATE ${ident(def.table)} t SET deleted = 1, update_time = extract(epoch from now())::bigint,
            update_by = ${ctx.userId} WHERE ${where}`);
        } else {
          await tx.execute(sql`DELETE FROM ${ident(def.table)} t WHERE ${where}`);
        }
        await logOperation(tx, ctx, { resource: def.name, action: 'delete', ids });
        await hooks.afterWrite?.({ tx, ctx, ids, action: 'delete' });
      });
      await hooks.afterCommit?.({ ctx, ids, action: 'delete' });
      return ok(null, '删除成功');
    });
  }

  // Transitions sharing one path (`update` with `{ids, status}`) form one call: the target
  // value in the body picks the transition.
  const byPath = new Map<string, TransitionDef[]>();
  for (const transition of (def.transitions ?? []).filter((t) => !t.ownRoute))
    byPath.set(transition.path, [...(byPath.get(transition.path) ?? []), transition]);
  for (const group of byPath.values()) transitionRoute(app, db, def, group, hooks);

  if (def.api.move && def.sortable) {
    const moveBody = z.object({
      id: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(z.string().regex(/^\d{1,19}$/, '请选择要移动的数据')),
      direction: z.enum(['up', 'down'], { error: '请选择移动方向' }),
    });
    app.post(def.api.move, async (request) => {
      const ctx = engineContext(request, def);
      const { id, direction } = parseBody(moveBody, request.body);
      await write(db, def, async (tx) => {
        const table = ident(def.table);
        const [current] = await rowsOf<{ id: string; sort: number } & Record<string, unknown>>(
          tx,
          sql`SELECT t.* FROM ${table} t
          WHERE ${and(scopeWhere(def, ctx))} AND t.id = ${id} FOR UPDATE`,
        );
        if (!current) throw new BizError(NOT_FOUND_MESSAGE, '404');
        // In a tree a node moves among its siblings: same parent, same page (category, subject).
        const scope = and([...scopeWhere(def, ctx), ...siblingsOf(def, current)]);
        const before = direction === 'up';
        const [neighbour] = await rowsOf<{ id: string; sort: number }>(
          tx,
          sql`SELECT t.id, t.sort FROM ${table} t
          WHERE ${scope} AND (t.sort, t.id) ${sql.raw(before ? '<' : '>')} (${current.sort}, ${current.id})
          ORDER BY t.sort ${sql.raw(before ? 'DESC' : 'ASC')}, t.id ${sql.raw(before ? 'DESC' : 'ASC')} LIMIT 1 FOR UPDATE`,
        );
        // The target index is outside the list: the spec's out-of-range error.
        if (!neighbour) throw new BizError(before ? '已经是第一条，无法上移' : '已经是最后一条，无法下移');
        const a = Number(current.sort);
        const b = Number(neighbour.sort);
        // Equal sort values would make a swap a no-op: nudge past the neighbour instead.
        const [newCurrent, newNeighbour] = a === b ? [before ? b - 1 : b + 1, b] : [b, a];
        await tx.execute(sql`UPDATE ${table} SET sort = ${newCurrent} WHERE id = ${current.id}`);
        await tx.execute(sql`UPDATE ${table} SET sort = ${newNeighbour} WHERE id = ${neighbour.id}`);
        await logOperation(tx, ctx, { resource: def.name, action: `move-${direction}`, ids: [id] });
      });
      return ok(null, '移动成功');
    });
  }
}

/**
 * The rows a row moves among (itself included): a tree node's siblings (same parent and fixed
 * values), the rows sharing a list's `sortWithin` fields (a course's coursewares), else all.
 */
function siblingsOf(def: ResourceDef, row: Record<string, unknown>): SQL[] {
  const keys = def.tree ? [def.tree.parentKey, ...def.tree.fixedKeys] : (def.sortWithin ?? []);
  const column = (key: string) => columnOf(def.fields.find((f) => f.key === key)!);
  return keys.map((key) => sql`t.${ident(column(key))} IS NOT DISTINCT FROM ${row[column(key)] ?? null}`);
}

/**
 * One state change, claimed as a declared action is: a single UPDATE whose WHERE holds the
 * scope, the ticked ids, the `from` states, the other condition (`when`) and the time (`since`),
 * so of two operators acting at once only one succeeds. Only when fewer rows matched than were
 * ticked are the reasons read (gone, a protected default, too early, outside `when`, else changed
 * meanwhile), and the refusal undoes the rows that did match: nothing changes.
 * Several transitions on one path are told apart by the target value under their field key.
 */
function transitionRoute(app: FastifyInstance, db: Db, def: ResourceDef, group: TransitionDef[], hooks: ResourceHooks) {
  app.post(group[0].path, async (request) => {
    const ctx = engineContext(request, def);
    const ids = parseBody(idsSchema, request.body);
    const transition = group.length === 1 ? group[0] : pickByTarget(group, request.body);
    if (!transition.batch && ids.length > 1) throw new BizError(MSG_ONLY_ONE);
    const field = def.fields.find((f) => f.key === transition.field);
    const column = field ? columnOf(field) : transition.field;
    const stamp =
      transition.to === 1 && transition.name === 'release' && def.fields.some((f) => f.key === 'releaseTime');
    const reason = transition.reason ? reasonFrom(transition.reason, request.body) : undefined;
    const reasonColumn = transition.reason
      ? columnOf(def.fields.find((f) => f.key === transition.reason!.key) ?? { key: transition.reason.key })
      : undefined;
    await write(db, def, async (tx) => {
      const changed = await rowsOf<{ id: string }>(
        tx,
        sql`
        UPDATE ${ident(def.table)} t SET ${ident(column)} = ${transition.to},
          ${stamp ? sql`release_time = extract(epoch from now())::bigint,` : sql``}
          ${reasonColumn ? sql`${ident(reasonColumn)} = ${reason},` : sql``}
          ${transition.stamp ? sql`${ident(columnOf(def.fields.find((f) => f.key === transition.stamp)!))} = extract(epoch from now())::bigint,` : sql``}
          update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
        WHERE ${and([
          ...scopeWhere(def, ctx),
          sql`t.id IN (${inList(ids)})`,
          sql`t.${ident(column)} IN (${sql.join(
            transition.from.map((s) => sql`${s}`),
            sql`, `,
          )})`,
          ...whenSql(def, transition.when),
          ...sinceWhere(def, transition),
          ...(def.protectDefault ? [sql`COALESCE(t.is_default, 0) <> 1`] : []),
        ])}
        RETURNING t.id`,
      );
      if (changed.length !== ids.length) await refuseTransition(tx, def, ctx, ids, transition);
      await logOperation(tx, ctx, {
        resource: def.name,
        action: transition.name,
        ids,
        after: { [transition.field]: transition.to, ...(transition.reason ? { [transition.reason.key]: reason } : {}) },
      });
      await hooks.afterWrite?.({ tx, ctx, ids, action: transition.name });
    });
    await hooks.afterCommit?.({ ctx, ids, action: transition.name });
    return ok(null, `${transition.label}成功`);
  });
}

/** The time a change waits for (`since`: a lesson begun), in the same UPDATE. */
function sinceWhere(def: ResourceDef, transition: TransitionDef): SQL[] {
  return transition.since ? [sql`t.${ident(sinceColumn(def, transition))} <= extract(epoch from now())::bigint`] : [];
}

const sinceColumn = (def: ResourceDef, transition: TransitionDef) =>
  columnOf(def.fields.find((f) => f.key === transition.since!.field) ?? { key: transition.since!.field });

/**
 * Why a state change matched fewer rows than were ticked, read only then: a row gone or outside
 * the scope (not found), a protected default, one asked for before its time (a lesson not yet
 * begun), one outside the condition that names its refusal (激活 only of a certified student),
 * else the state changed meanwhile. Always throws, which undoes the rows the UPDATE did change.
 */
async function refuseTransition(
  tx: Db,
  def: ResourceDef,
  ctx: EngineContext,
  ids: string[],
  transition: TransitionDef,
): Promise<never> {
  await lockRows(tx, def, ctx, ids, transition.label);
  const any = async (condition: SQL) =>
    (
      await rowsOf(
        tx,
        sql`SELECT 1 FROM ${ident(def.table)} t WHERE ${and([
          ...scopeWhere(def, ctx),
          sql`t.id IN (${inList(ids)})`,
          condition,
        ])} LIMIT 1`,
      )
    ).length > 0;
  if (transition.since && (await any(sql`NOT (${and(sinceWhere(def, transition))})`)))
    throw new BizError(transition.since.refusal);
  if (transition.when?.refusal && (await any(sql`NOT (${and(whenSql(def, transition.when))})`)))
    throw new BizError(transition.when.refusal);
  throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
}

function pickByTarget(group: TransitionDef[], body: unknown): TransitionDef {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const target = b[group[0].field];
  const found = group.find((t) => target !== undefined && target !== null && target !== '' && Number(target) === t.to);
  if (!found) throw new BizError('请选择要变更的状态');
  return found;
}
