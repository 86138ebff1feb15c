import { sql } from 'drizzle-orm';
import type { Database } from '@coach/server/platform/db.ts';
import { random } from '@coach/server/seed/studentDemo.ts';

const DAY = 86400;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['子涵', '欣怡', '浩然', '梓萱', '宇轩', '思远', '雨桐', '俊杰', '诗琪', '一鸣'];
const CLASSES = [
  ['C1手动挡普通班', 1, 50000],
  ['C2自动挡VIP班', 1, 100000],
  ['C1周末班', 1, 50000],
  ['摩托车速成班', 8, 20000],
  ['货车B2班', 3, 100000],
] as const;
const REASONS = ['学员改报其他驾校', '学员联系不上', '学员要求退定金'];

/**
 * Demo pre-registrations over the last twelve months at the demo schools' stores: most
 * recent ones 有效, older ones 已报名 (with the order they became) or 已失效 with why.
 */
export async function seedPreregisters(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
  count = 150,
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_preregister WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const stores = await database.rows<{ id: string; name: string; school_id: string; school_name: string }>(sql`
    SELECT id, name, school_id, school_name FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  if (!stores.length) return;
  const next = random(419);
  const rows = Array.from({ length: count }, (_, i) => {
    const store = stores[i % stores.length];
    const [className, carType, deposit] = CLASSES[Math.floor(next() * CLASSES.length)];
    const created = now - Math.floor(next() * 365 * DAY) - 3600;
    const age = now - created;
    const status = age < 20 * DAY ? 1 : next() < 0.7 ? 2 : 3;
    const no = `YB${new Date(created * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${String(1000 + i)}`;
    return sql`(${tenantId}, ${no}, ${SURNAMES[i % 10] + GIVEN[(i * 3) % 10]}, ${`1378${String(1000000 + i * 7537).slice(-7)}`}, ${String(store.school_id)},
      ${store.school_name}, ${String(store.id)}, ${store.name}, ${carType}, ${className}, ${deposit}, ${status},
      ${status === 2 ? `BM${no.slice(2)}` : null}, ${status === 3 ? REASONS[i % REASONS.length] : null}, ${status === 3 ? created + 10 * DAY : null}, ${created})`;
  });
  await database.db
    .execute(sql`INSERT INTO bbxc_preregister (tenant_id, order_no, student_name, mobile, school_id, school_name, store_id, store_name, car_type,
    class_name, deposit, status, enrol_order_no, deactivate_reason, deactivate_time, create_time) VALUES ${sql.join(rows, sql`, `)}`);
  // One world: a pre-registration that became an enrolment is that enrolment's student, at its
  // store, for its class and category, some days before the order (the order numbers are real).
  await database.rows(sql`WITH p AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM bbxc_preregister
        WHERE tenant_id = ${tenantId} AND status = 2),
      o AS (SELECT id, order_no, student_name, mobile, school_id, school_name, store_id, store_name, car_type, class_name, create_time,
          row_number() OVER (ORDER BY create_time DESC, id) AS n FROM bbxc_order
        WHERE tenant_id = ${tenantId} AND student_id IS NOT NULL AND pay_status = 1 AND deleted = 0 AND school_id IS NOT NULL)
    UPDATE bbxc_preregister r SET enrol_order_no = o.order_no, enrol_order_id = o.id, student_name = o.student_name, mobile = o.mobile,
      school_id = o.school_id::text, school_name = o.school_name, store_id = o.store_id::text, store_name = o.store_name,
      car_type = o.car_type, class_name = o.class_name, create_time = o.create_time - (3 + r.id % 20) * ${DAY}
    FROM p JOIN o ON o.n = p.n WHERE r.id = p.id`);
}
