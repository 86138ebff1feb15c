import { sql } from 'drizzle-orm';
import { isLicence } from '@coach/domain';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { rowsOf } from '@coach/server/engine/index.ts';
import { random } from '@coach/server/seed/studentDemo.ts';
import { buildProductBills } from '@coach/areas/financial/server/index.ts';

const DAY = 86400;
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
const GIVEN = ['晨曦', '子墨', '一诺', '思源', '浩宇', '梦琪', '佳怡', '俊熙', '雨泽', '可馨'];
const AREAS = ['玄武区', '秦淮区', '鼓楼区', '江宁区', '浦口区', '建邺区'];
const PACKAGES = [
  ['模拟器体验套餐', 2, 9900],
  ['模拟器5小时套餐', 5, 22500],
  ['模拟器10小时套餐', 10, 39900],
] as const;
const nameOf = (i: number) => SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7) % GIVEN.length];
const phoneOf = (prefix: string, i: number) => `${prefix}${String(1000000 + i * 7727).slice(-7)}`;
const noOf = (prefix: string, at: number, i: number) =>
  `${prefix}${new Date((at + 8 * 3600) * 1000).toISOString().slice(0, 10).replace(/-/g, '')}${String(10000 + i)}`;

/**
 * Demo rows of the smaller order kinds: 陪驾教练 and 陪驾订单 in every state, 学时缴费订单
 * (normal, activated, voided, refunded), 模拟器订单, 教练学时缴费订单 of the demo coaches, and
 * group-buy teams among the enrolment orders. Runs once (a tenant with accompany coaches is
 * left alone); deterministic.
 */
export async function seedOrderKinds(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM mall_accompany_coach WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const next = random(1907);
    // Who buys: the demo students, each at their own store (one world: every name a student of
    // 学员查询); a tenant without students (an area's own test) gets made-up names at its stores.
    const students = await rowsOf<Store>(
      tx,
      sql`SELECT store_id::text AS id, store_name AS name, school_id::text AS school_id, school_name, name AS student_name, mobile, id::text AS student_id, car_type
      FROM bbxc_student WHERE tenant_id = ${tenantId} AND deleted = 0 AND store_id IS NOT NULL ORDER BY id LIMIT 500`,
    );
    const stores = students.length
      ? students
      : await rowsOf<Store>(
          tx,
          sql`
      SELECT id, name, school_id, school_name, NULL AS student_name, NULL AS mobile, NULL AS student_id FROM bbxc_store WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`,
        );
    // 陪驾 and the driving simulator are for learner drivers: a qualification or training
    // course student buys neither (学时缴费 is anyone's).
    const drivers = students.filter((s) => isLicence(s.car_type ?? 1));
    await seedAccompany(tx, tenantId, now, next, drivers);
    if (stores.length) {
      await seedRemoteTiming(tx, tenantId, now, next, stores);
      await seedSimulation(tx, tenantId, now, next, drivers.length ? drivers : stores);
    }
    await seedCoachTimePay(tx, tenantId, now);
    await seedGroups(tx, tenantId);
    if (stores.length) await seedVipOrders(tx, tenantId, now, next, stores);
    await buildProductBills(tx, tenantId, now - 365 * DAY, now);
  });
}

async function seedAccompany(tx: Db, tenantId: string, now: number, next: () => number, students: Store[]) {
  const coaches = Array.from(
    { length: 8 },
    (_, i) => sql`(${tenantId}, ${nameOf(i + 3)}, ${phoneOf('1355', i)}, ${1 + (i % 2)}, ${1 + (i % 2)},
    ${3 + (i % 9)}, ${(12 + (i % 4) * 2) * 1000}, ${AREAS[i % AREAS.length]}, ${i === 7 ? 1 : 0}, ${now - (200 - i) * DAY})`,
  );
  const ids = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`INSERT INTO mall_accompany_coach (tenant_id, name, mobile, gender, car_type, teach_years, hour_price,
    service_area, disable, create_time) VALUES ${sql.join(coaches, sql`, `)} RETURNING id, name`,
  );
  const orders = Array.from({ length: 90 }, (_, i) => {
    const created = now - Math.floor(next() * 330 * DAY) - 3600;
    const age = now - created;
    const coach = ids[i % 7];
    const hours = [4, 6, 10][i % 3];
    const price = (12 + (i % 4) * 2) * 1000;
    // Recent orders wait or are on the road; older ones are done; some asked for money back.
    const status = age < 3 * DAY ? 1 : i % 11 === 4 ? 4 : i % 13 === 6 ? 5 : age < 20 * DAY ? 2 : 3;
    const dispatched = status !== 1 && !(status === 4 && i % 2 === 0);
    const used = status === 3 ? hours : status === 1 ? 0 : Math.floor(hours / 2) * (i % 2);
    const refund = status === 5 ? (hours - used) * price : null;
    const [student, mobile, studentId] = who(students[(i * 7) % students.length], i, '1866');
    return sql`(${tenantId}, ${noOf('PJ', created, i)}, ${student}, ${mobile}, ${studentId}, ${1 + (i % 2)}, ${hours}, ${used}, ${price}, ${hours * price},
      ${dispatched ? String(coach.id) : null}, ${dispatched ? coach.name : null}, ${status}, ${status === 4 ? (dispatched ? 2 : 1) : 0},
      ${status >= 4 ? '时间安排不过来，申请退款' : null}, ${refund}, ${status === 5 ? 1 : 0}, ${dispatched ? created + DAY : null},
      ${status === 3 ? created + 10 * DAY : null}, ${status === 5 ? created + 5 * DAY : null}, ${created + 300}, ${created})`;
  });
  await tx.execute(sql`INSERT INTO mall_accompany_order (tenant_id, order_no, student_name, mobile, student_id, car_type, hours, used_hours, hour_price, paid_amount,
    coach_id, coach_name, status, pre_refund_status, refund_reason, refund_amount, provider_refund, dispatch_time, finish_time, refund_time, pay_time, create_time)
    VALUES ${sql.join(orders, sql`, `)}`);
}

/** A store, and who of its students buys there (null: a made-up buyer). */
type Store = {
  id: string;
  name: string;
  school_id: string;
  school_name: string;
  student_name: string | null;
  mobile: string | null;
  student_id: string | null;
  /** The student's category (none for a store without students). */
  car_type?: number | null;
};

/** The buyer's name, mobile and id: the student's own, or made up from the row's number (no id). */
const who = (store: Store | undefined, i: number, prefix: string): [string, string, string | null] => [
  store?.student_name ?? nameOf(i),
  store?.mobile ?? phoneOf(prefix, i),
  store?.student_id ?? null,
];

async function seedRemoteTiming(tx: Db, tenantId: string, now: number, next: () => number, stores: Store[]) {
  const rows = Array.from({ length: 80 }, (_, i) => {
    const store = stores[i % stores.length];
    const created = now - Math.floor(next() * 340 * DAY) - 3600;
    const status = i % 12 === 5 ? 2 : i % 12 === 9 ? 3 : 1;
    const activated = status === 1 && now - created > 5 * DAY ? 1 : 0;
    const hours = [10, 20, 32][i % 3];
    const [student, mobile, studentId] = who(store, i + 5, '1377');
    return sql`(${tenantId}, ${noOf('JS', created, i)}, ${student}, ${mobile}, ${studentId}, ${String(store.school_id)}, ${store.school_name}, ${1 + (i % 2)},
      ${hours}, ${hours * 800}, ${status}, ${activated}, ${activated ? created + 2 * DAY : null}, ${status === 3 ? '学员已在驾校车载终端计时' : null},
      ${status === 1 ? null : created + 3 * DAY}, ${created + 120}, ${created})`;
  });
  await tx.execute(sql`INSERT INTO mall_remote_timing (tenant_id, order_no, student_name, mobile, student_id, school_id, school_name, car_type, hours, paid_amount, status,
    activated, activate_time, refund_reason, status_time, pay_time, create_time) VALUES ${sql.join(rows, sql`, `)}`);
}

async function seedSimulation(tx: Db, tenantId: string, now: number, next: () => number, stores: Store[]) {
  const rows = Array.from({ length: 80 }, (_, i) => {
    const store = stores[(i * 3) % stores.length];
    const [name, hours, price] = PACKAGES[i % PACKAGES.length];
    const created = now - Math.floor(next() * 350 * DAY) - 3600;
    const payStatus = now - created < 2 * DAY && i % 2 === 0 ? 0 : i % 19 === 7 ? 2 : 1;
    const [student, mobile, studentId] = who(store, i + 2, '1598');
    return sql`(${tenantId}, ${noOf('MN', created, i)}, ${student}, ${mobile}, ${studentId}, ${name}, ${hours}, ${String(store.school_id)}, ${store.school_name},
      ${String(store.id)}, ${store.name}, ${1 + (i % 2)}, ${price}, ${payStatus === 0 ? null : 1 + (i % 2)}, ${payStatus}, ${payStatus === 0 ? null : created + 300}, ${created})`;
  });
  await tx.execute(sql`INSERT INTO bbxc_simulation_order (tenant_id, order_no, student_name, mobile, student_id, package_name, hours, school_id, school_name, store_id, store_name,
    car_type, paid_amount, pay_method, pay_status, pay_time, create_time) VALUES ${sql.join(rows, sql`, `)}`);
}

/** Each demo coach's yearly fee, paid on the anniversary of the hire date within the last year. */
async function seedCoachTimePay(tx: Db, tenantId: string, now: number) {
  await tx.execute(sql`INSERT INTO bbxc_coach_time_pay (tenant_id, order_no, coach_name, mobile, years, valid_until, school_id, school_name, store_id, store_name,
      car_type, paid_amount, pay_method, pay_status, pay_time, create_time)
    SELECT tenant_id, 'JL' || lpad(id::text, 10, '0'), name, mobile, 1 + (id % 2)::int, ${now} + (200 + (id % 150)) * ${DAY} + (id % 2) * 365 * ${DAY},
      school_id::text, school_name, store_id::text, store_name, car_type, (1 + (id % 2)) * 36000, 1 + (id % 3)::int, 1,
      ${now} - (10 + (id * 37) % 340) * ${DAY}, ${now} - (10 + (id * 37) % 340) * ${DAY} - 600
    FROM bbxc_coach WHERE tenant_id = ${tenantId} AND deleted = 0`);
}

/**
 * Teams of three among the paid enrolment orders of a school: most formed, the newest still
 * open (one member short), one that closed short.
 */
async function seedGroups(tx: Db, tenantId: string) {
  const orders = await rowsOf<{ id: string; student_name: string | null; school_id: string }>(
    tx,
    sql`SELECT id, student_name, school_id FROM bbxc_order
    WHERE tenant_id = ${tenantId} AND pay_status = 1 AND school_id IS NOT NULL AND group_no IS NULL AND coupon_received_id IS NULL AND deleted = 0 ORDER BY pay_time DESC, id LIMIT 36`,
  );
  for (let g = 0; g * 3 < orders.length; g++) {
    const team = orders.slice(g * 3, g * 3 + 3);
    const open = g === 0;
    const short = open || g === 5;
    const members = short ? team.slice(0, 2) : team;
    const status = open ? 1 : g === 5 ? 3 : 2;
    await tx.execute(sql`UPDATE bbxc_order SET group_no = ${`PT${String(20260001 + g)}`}, group_leader = ${members[0].student_name}, group_size = 3,
      group_joined = ${members.length}, group_status = ${status} WHERE id IN (${sql.join(
        members.map((m) => sql`${m.id}`),
        sql`, `,
      )})`);
  }
}

const VIP = [
  ['VIP月卡', 3000],
  ['VIP季卡', 8000],
  ['VIP年卡', 26800],
] as const;

/** VIP memberships students bought over the year (the source of VIP账单). */
async function seedVipOrders(tx: Db, tenantId: string, now: number, next: () => number, stores: Store[]) {
  const rows = Array.from({ length: 120 }, (_, i) => {
    const store = stores[(i * 3) % stores.length];
    const [name, price] = VIP[i % VIP.length];
    const paid = now - Math.floor(next() * 360 * DAY) - 600;
    const [student, mobile, studentId] = who(store, i + 9, '1502');
    return sql`(${tenantId}, ${noOf('VIP', paid, i)}, ${student}, ${mobile}, ${studentId}, ${String(store.school_id)}, ${store.school_name}, ${name}, ${price}, ${paid})`;
  });
  await tx.execute(sql`INSERT INTO mall_vip_order (tenant_id, order_no, student_name, mobile, student_id, school_id, school_name, vip_name, paid_amount, pay_time)
    VALUES ${sql.join(rows, sql`, `)}`);
}
