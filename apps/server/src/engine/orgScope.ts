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
  if ((ctx.schoolId || ctx.storeId) && org.school)
    return [sql`${t}.${ident(org.school)}::text = ${ctx.schoolId ?? '-1'}`];
  return [];
}

/**
 * The school and store of a write by staff bound to one: left empty, they are the caller's
 * own (an account or a row made by a school's staff stays the school's, never tenant-wide);
 * naming another is refused before anything is written.
 */
export function refuseOtherOrg(def: ResourceDef, ctx: OrgCaller, values: Record<string, unknown>) {
  if (!def.org) return;
  const fit = (column: string | undefined, own: string | null, message: string) => {
    const field = column && def.fields.find((f) => columnOf(f) === column && !f.readOnly);
    if (!field || !own) return;
    if (values[field.key] == null || values[field.key] === '') values[field.key] = own;
    else if (String(values[field.key]) !== own) throw new BizError(message, '403');
  };
  fit(def.org.school, ctx.schoolId, '只能操作本驾校的数据');
  fit(def.org.store, ctx.storeId, '只能操作本门店的数据');
}
