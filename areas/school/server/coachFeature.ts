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
import { resourceHooks, type SaveArgs } from '@coach/server/engine/index.ts';
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

export const coachHooks = resourceHooks({
  coach: { beforeSave: placeCoach },
});

/** Coaches of the schools (table bbxc_coach, which channel members' syncCoach reads), their lookups. */
export function coachFeature(app: FastifyInstance, services: Services) {
  const db = services.database.db;

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
