import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CAR_CATEGORIES,
  CAR_CATEGORY_SELECTOR,
  categoryByCode,
  categoryRange,
  COACH_SELECTOR,
  resourcesByName,
} from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { bindActions, resourceHooks, rowsOf, type SaveArgs } from '@coach/server/engine/index.ts';
import { lookupRoute, schoolOf, storeOf } from './orgRefs';

/**
 * A coach's school and store must agree: the store belongs to the school, and a store newly
 * chosen is 营业 (a coach already in a store that has since closed may still be edited).
 * Their names are copied for the list. The teaching car type is a licence category.
 */
async function placeCoach({ tx, ctx, values, before, creating }: SaveArgs) {
  if ('carType' in values) {
    const code = Number(values.carType);
    if (!categoryByCode(code) || categoryRange(code) !== 'licence')
      throw new BizError('准教车型：请选择驾驶证准驾车型');
  }
  const schoolChanged = creating || ('schoolId' in values && values.schoolId !== before?.schoolId);
  const storeChanged = creating
    ? values.storeId != null
    : 'storeId' in values && (values.storeId ?? null) !== (before?.storeId ?? null);
  const schoolId = String('schoolId' in values ? values.schoolId : before?.schoolId);
  if (schoolChanged) values.schoolName = (await schoolOf(tx, ctx, schoolId)).name;
  const storeId = 'storeId' in values ? values.storeId : before?.storeId;
  if (storeId == null || storeId === '') {
    if (storeChanged || creating) values.storeName = null;
    return;
  }
  if (!schoolChanged && !storeChanged) return;
  const store = await storeOf(tx, ctx, storeId);
  if (store.schoolId !== schoolId) throw new BizError('所属门店：所选门店不属于所选驾校');
  if (storeChanged && store.status !== 1) throw new BizError('所属门店：所选门店已停业');
  values.storeName = store.name;
}

/** The exam room's 准教车型 (C1, C2, A1, A2, B2) of a school coach's licence category. */
const LICENCE_OF_CATEGORY: Record<string, number> = { smallCar: 1, passengerCar: 3, goodsCar: 5 };

/** Whole years since the hire date (Unix seconds), for the exam room's 教龄. */
function teachYears(hireDate: unknown): number | null {
  if (hireDate == null || hireDate === '') return null;
  return Math.max(0, Math.floor((Date.now() / 1000 - Number(hireDate)) / (365.25 * 86400)));
}

export const coachHooks = resourceHooks({
  coach: { beforeSave: placeCoach },
});

/** Coaches of the schools (table bbxc_coach, which channel members' syncCoach reads), their lookups. */
export function coachFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

  // 加入考场排班: the coach's exam-room row (examroom_coach, what 排班管理 offers) made 已同意, or
  // the one there agreed; the engine has claimed the coach row in the declared state (not yet
  // agreed there), so two clicks at once make one row.
  bindActions(app, db, resourcesByName.coach, 'joinExamroom', {
    run: async (tx, ctx, { row }) => {
      const category = categoryByCode(Number(row.car_type));
      const licence = LICENCE_OF_CATEGORY[category?.key ?? ''] ?? 1;
      if (row.exam_coach_id != null) {
        const [agreed] = await rowsOf(
          tx,
          sql`UPDATE examroom_coach SET status = 1, name = ${row.name}, mobile = ${row.mobile}, school_id = ${row.school_id},
            school_name = ${row.school_name}, store_id = ${row.store_id}, update_time = extract(epoch from now())::bigint,
            update_by = ${ctx.userId}
          WHERE tenant_id = ${ctx.tenantId} AND id = ${row.exam_coach_id} AND deleted = 0 AND status IN (0, 2, 3) RETURNING id`,
        );
        if (agreed) return { examCoachId: String(row.exam_coach_id) };
      }
      const [made] = await rowsOf<{ id: string }>(
        tx,
        sql`INSERT INTO examroom_coach (tenant_id, name, mobile, gender, id_card, school_id, school_name, store_id, car_type,
            certificate_no, teach_years, status, create_by)
          VALUES (${ctx.tenantId}, ${row.name}, ${row.mobile}, ${row.gender}, ${row.id_card}, ${row.school_id}, ${row.school_name},
            ${row.store_id}, ${licence}, ${row.certificate_no}, ${teachYears(row.hire_date)}, 1, ${ctx.userId}) RETURNING id`,
      );
      // Tenant: the coach row the engine has just claimed in the caller's scope.
      await tx.execute(sql`UPDATE bbxc_coach SET exam_coach_id = ${made.id} WHERE id = ${row.id}`);
      return { examCoachId: String(made.id) };
    },
    logged: (_call, result) => ({ after: result }),
    message: '已加入考场排班，可在排班管理中为其排班',
  });

  lookupRoute(app, db, COACH_SELECTOR, {
    table: 'bbxc_coach',
    live: sql`disable = 0`,
    parents: { schoolId: 'school_id', storeId: 'store_id' },
    org: resourcesByName.coach.org,
  });

  // The domain's one car-category list (the same one zsclass/getCarType answers), as a lookup.
  const categoryBody = z
    .object({
      range: z
        .enum(['licence', 'qualification', 'continuing', 'preJob', 'safety'], { error: '请选择正确的车型范围' })
        .optional(),
    })
    .passthrough();
  app.post(CAR_CATEGORY_SELECTOR, async (request) => {
    const { range } = parseBody(categoryBody, request.body);
    const list = CAR_CATEGORIES.filter((c) => !range || categoryRange(c.code) === range);
    return ok(list.map((c) => ({ id: String(c.code), name: c.name, fullName: c.fullName ?? c.name })));
  });
}
