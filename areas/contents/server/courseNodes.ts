import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { fetchOne, rowsOf, type EngineContext, type ResourceHooks } from '@coach/server/engine/index.ts';

const course = resourcesByName.course;

/** A live node of the caller's course trees (a course, chapter or section), or a refusal naming the field. */
export async function courseNode(
  tx: Db,
  ctx: EngineContext,
  id: unknown,
  label: string,
  level?: number,
): Promise<Record<string, unknown>> {
  if (typeof id !== 'string' && typeof id !== 'number') throw new BizError(`${label}：请选择${label}`);
  if (!/^\d{1,19}$/.test(String(id))) throw new BizError(`${label}：所选${label}不存在或已删除`);
  const node = await fetchOne(tx, course, { ...ctx, fixed: undefined }, String(id)).catch(() => {
    throw new BizError(`${label}：所选${label}不存在或已删除`);
  });
  if (level !== undefined && Number(node.level) !== level) throw new BizError(`${label}：请选择一门课程（第一级）`);
  return node;
}

/** Rows that hang off a node besides its children: deleting it would orphan them. */
const DEPENDANTS = [
  { table: 'bbxc_exercise', column: 'chapter_id', name: '习题' },
  { table: 'bbxc_course_video', column: 'chapter_id', name: '视频' },
  { table: 'bbxc_courseware', column: 'course_id', name: '课件' },
] as const;

/**
 * What a course tree's writes add to the engine's tree checks: each node knows its course
 * (`rootId`: a course is its own), and a node with exercises, videos or coursewares is not
 * deleted (say which).
 */
export const courseNodeHooks: ResourceHooks = {
  async afterSave({ tx, ctx, id, creating }) {
    if (!creating) return;
    await tx.execute(sql`UPDATE bbxc_course c SET root_id = CASE WHEN c.parent_id IS NULL THEN c.id::text
        ELSE (SELECT coalesce(p.root_id, p.id::text) FROM bbxc_course p WHERE p.tenant_id = c.tenant_id AND p.id::text = c.parent_id) END
      WHERE c.tenant_id = ${ctx.tenantId} AND c.id = ${id}`);
  },
  async beforeDelete({ tx, ctx, ids }) {
    for (const d of DEPENDANTS) {
      const [hit] = await rowsOf<{ name: string }>(
        tx,
        sql`SELECT c.name FROM bbxc_course c JOIN ${sql.raw(d.table)} x
        ON x.${sql.raw(d.column)} = c.id::text AND x.tenant_id = c.tenant_id AND x.deleted = 0
        WHERE c.tenant_id = ${ctx.tenantId} AND c.id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) LIMIT 1`,
      );
      if (hit) throw new BizError(`「${hit.name}」下还有${d.name}，请先删除${d.name}`);
    }
  },
};
