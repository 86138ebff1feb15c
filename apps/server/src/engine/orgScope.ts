import { sql, type SQL } from 'drizzle-orm';
import { columnOf, type OrgColumns, type ResourceDef } from '@coach/domain';
import { BizError } from '../platform/envelope';
import { ident } from './codec';
import type { EngineContext } from './types';

type OrgCaller = Pick<EngineContext, 'schoolId' | 'storeId'>;

/**
 * The rows of the caller's school and store, for tables whose rows belong to one (`org`):
 * staff bound to a store see that store's rows (its school's, where rows name no store);
 * staff bound to a school see that school's; everyone else, the whole tenant.
 */
export function orgWhere(org: OrgColumns | undefined, ctx: OrgCaller, alias = 't'): SQL[] {
  if (!org) return [];
  const t = ident(alias);
  if (ctx.storeId && org.store) return [sql`${t}.${ident(org.store)}::text = ${ctx.storeId}`];
  if ((ctx.schoolId || ctx.storeId) && org.school) return [sql`${t}.${ident(org.school)}::text = ${ctx.schoolId ?? '-1'}`];
  return [];
}

/**
 * A write naming another school or store than the caller's own is refused before anything
 * is written (the row would then be out of the caller's reach, or another's).
 */
export function refuseOtherOrg(def: ResourceDef, ctx: OrgCaller, values: Record<string, unknown>) {
  if (!def.org) return;
  const check = (column: string | undefined, own: string | null, message: string) => {
    const field = column && def.fields.find((f) => columnOf(f) === column);
    if (!field || !own || values[field.key] == null || values[field.key] === '') return;
    if (String(values[field.key]) !== own) throw new BizError(message, '403');
  };
  check(def.org.school, ctx.schoolId, '只能操作本驾校的数据');
  check(def.org.store, ctx.storeId, '只能操作本门店的数据');
}
