import { sql } from 'drizzle-orm';
import { wallToEpochMs } from '@coach/domain';
import { educationalObjectives, marketObjectives } from '../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { BizError } from '@coach/server/platform/envelope.ts';
import { resourceHooks, rowsOf, type EngineContext, type ResourceHooks } from '@coach/server/engine/index.ts';
import { schoolOf, storeOf } from '@coach/areas/school/server/index.ts';

/** Shanghai midnight of the first day of a `YYYY-MM` month, in Unix seconds. */
export const monthStartOf = (month: string) =>
  wallToEpochMs(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1) / 1000;

/** The tenant's live schools and stores by name and by id (an import names them, a form picks them). */
async function placesOf(tx: Db, ctx: EngineContext) {
  const schools = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`SELECT id::text AS id, name FROM bbxc_school WHERE tenant_id = ${ctx.tenantId} AND deleted = 0`,
  );
  const stores = await rowsOf<{ id: string; name: string; school_id: string }>(
    tx,
    sql`SELECT id::text AS id, name, school_id FROM bbxc_store WHERE tenant_id = ${ctx.tenantId} AND deleted = 0`,
  );
  return { schools, stores };
}

/**
 * A target's month start and the names of its school and store. The form sends ids; an xlsx
 * import names the school and the store (ids accepted too), each resolved among the tenant's.
 */
const targetHooks: ResourceHooks = {
  async beforeSave({ tx, ctx, values }) {
    const school = await schoolOf(tx, ctx, values.schoolId);
    const store = await storeOf(tx, ctx, values.storeId);
    if (store.schoolId !== school.id) throw new BizError('门店：所选门店不属于该驾校');
    Object.assign(values, {
      schoolName: school.name,
      storeName: store.name,
      monthStart: monthStartOf(String(values.month)),
    });
  },
  async prepareImport({ tx, ctx, records, errors }) {
    const { schools, stores } = await placesOf(tx, ctx);
    for (let i = records.length - 1; i >= 0; i--) {
      const r = records[i];
      const school = schools.find((s) => s.name === String(r.schoolId).trim() || s.id === String(r.schoolId));
      const store =
        school &&
        stores.find(
          (s) => s.school_id === school.id && (s.name === String(r.storeId).trim() || s.id === String(r.storeId)),
        );
      // Staff of one school import for their own school only.
      const outside =
        (ctx.schoolId && school && school.id !== ctx.schoolId) || (ctx.storeId && store && store.id !== ctx.storeId);
      const message = !school
        ? `驾校“${r.schoolId}”不存在`
        : !store
          ? `门店“${r.storeId}”不存在或不属于该驾校`
          : outside
            ? '只能导入本驾校（门店）的目标'
            : '';
      if (message) {
        errors.push({ row: Number(r.$row), message });
        records.splice(i, 1);
        continue;
      }
      Object.assign(r, {
        schoolId: school!.id,
        schoolName: school!.name,
        storeId: store!.id,
        storeName: store!.name,
        monthStart: monthStartOf(String(r.month)),
      });
    }
  },
};

/** 市场目标录入 and 教务目标录入: monthly targets per store, entered, imported, exported. */
export const objectiveHooks = resourceHooks({
  [marketObjectives.name]: targetHooks,
  [educationalObjectives.name]: targetHooks,
});
