import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { columnOf, type ResourceDef, pageKeyOf } from '@coach/domain';
import type { Services } from '../platform/services';
import { BizError, ok } from '../platform/envelope';
import { eqFilterValue, isAbsent, MSG_BAD_BODY } from './listInput';
import { ident, rowToJson, selectColumns } from './codec';
import { and, filterWhere, scopeWhere } from './listQuery';
import { engineContext, fetchOne, rowsOf } from './rowAccess';
import type { ResourceHooks } from './types';
import { readerOf } from '../platform/replicas/readRouting';

/** More nodes than a tree page can show: a filter is missing. */
export const MAX_TREE_NODES = 5000;

type Node = Record<string, unknown> & { id: string; children?: Node[] };

/**
 * A tree resource (`tree`): the whole tree of the page's fixed filters in one call, nested by
 * parent and ordered by hand among siblings. Adding, moving and deleting keep it a tree: see
 * treeHooks and the sibling move of actionRoutes.
 */
export function treeRoutes(app: FastifyInstance, { database }: Services, def: ResourceDef) {
  const tree = def.tree!;
  if (!def.api.tree) return;
  app.post(def.api.tree, async (request) => {
    const ctx = engineContext(request, def);
    if (
      request.body !== undefined &&
      request.body !== null &&
      (typeof request.body !== 'object' || Array.isArray(request.body))
    )
      throw new BizError(MSG_BAD_BODY);
    const body = (request.body ?? {}) as Record<string, unknown>;
    // Only the fixed filters narrow a tree (a name search opens the path to it on the page).
    const fixed = Object.fromEntries(tree.fixedKeys.filter((k) => !isAbsent(body[k])).map((k) => [k, body[k]]));
    // A tree under one root (a course's chapters) is read by that root only.
    const rootKey = tree.underRootOnly ? tree.fixedKeys[0] : undefined;
    if (rootKey && isAbsent(body[rootKey])) {
      const label = def.fields.find((f) => f.key === rootKey)?.label ?? rootKey;
      throw new BizError(`${label}：请选择${label}`);
    }
    const rows = await rowsOf(
      readerOf(request, database),
      sql`SELECT ${selectColumns(def)} FROM ${ident(def.table)} t
      WHERE ${and([...scopeWhere(def, ctx), ...filterWhere(def, fixed)])} ORDER BY t.sort, t.id LIMIT ${MAX_TREE_NODES + 1}`,
    );
    if (rows.length > MAX_TREE_NODES) throw new BizError(`节点超过${MAX_TREE_NODES}个，请缩小范围`);
    const nodes = rows.map(
      (r) => rowToJson(def, r, { plaintext: ctx.plaintext, visible: ctx.fields[pageKeyOf(def)] }) as Node,
    );
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const roots: Node[] = [];
    for (const node of nodes) {
      const parent = node[tree.parentKey] ? byId.get(String(node[tree.parentKey])) : undefined;
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return ok(roots);
  });
}

/**
 * What a tree adds to writes: a new node takes its parent's fixed values (category, subject)
 * and the level below it, or, at the root, the page's fixed values from the body; no deeper
 * than the declared levels. A node with live children is not deleted.
 */
export function treeHooks(def: ResourceDef): ResourceHooks {
  const tree = def.tree!;
  const parentField = def.fields.find((f) => f.key === tree.parentKey)!;
  return {
    async beforeSave({ tx, ctx, values, body, creating }) {
      if (!creating) {
        // Where a node hangs and what it belongs to are set when it is made.
        for (const key of [tree.parentKey, 'level', ...tree.fixedKeys]) delete values[key];
        return;
      }
      const parentId = body[tree.parentKey];
      if (!isAbsent(parentId)) {
        const parent = await fetchOne(tx, def, ctx, String(eqFilterValue(parentField, parentId)), { lock: true }).catch(
          () => {
            throw new BizError(`${parentField.label}：所选${tree.levels[0]}不存在或已删除`);
          },
        );
        const level = Number(parent.level ?? 1) + 1;
        if (level > tree.levels.length)
          throw new BizError(`最多只能添加${tree.levels.length}级（${tree.levels.join('、')}）`);
        values[tree.parentKey] = String(parent.id);
        values.level = level;
        for (const key of tree.fixedKeys) values[key] = parent[key];
        return;
      }
      if (tree.underRootOnly)
        throw new BizError(`${parentField.label}：请选择所属的${tree.levels.slice(0, -1).join('或')}`);
      values[tree.parentKey] = null;
      values.level = 1;
      for (const key of tree.fixedKeys) {
        const field = def.fields.find((f) => f.key === key)!;
        if (isAbsent(body[key])) throw new BizError(`${field.label}：请选择${field.label}`);
        values[key] = eqFilterValue(field, body[key]);
      }
    },
    async beforeDelete({ tx, ctx, ids }) {
      const parentColumn = ident(columnOf(parentField));
      const [busy] = await rowsOf<{ name: string; level: number }>(
        tx,
        sql`SELECT p.${ident(columnOf(def.fields.find((f) => f.key === tree.labelKey)!))} AS name, p.level
        FROM ${ident(def.table)} p WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
          AND EXISTS (SELECT 1 FROM ${ident(def.table)} t WHERE ${and([...scopeWhere(def, ctx), sql`t.${parentColumn} = p.id::text`])}
            AND t.id NOT IN (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}))
        LIMIT 1`,
      );
      if (busy) throw new BizError(`「${busy.name}」下还有${tree.levels[Number(busy.level)] ?? '下级'}，请先删除下级`);
    },
  };
}
