import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@coach/server/platform/db.ts';

const DAY = 86400;
const HOUR = 3600;

/** Monday 00:00 (Beijing time) of the week holding `now`, in Unix seconds. */
export function weekStartOf(now: number): number {
  const local = now + 8 * HOUR;
  const dayStart = local - (local % DAY);
  const weekday = (Math.floor(dayStart / DAY) + 3) % 7; // 1970-01-01 was a Thursday: 0 = Monday
  return dayStart - weekday * DAY - 8 * HOUR;
}

const COACHES: [string, string, number, string, number][] = [
  ['王建国', '13700001001', 1, '示例驾校东校区', 1],
  ['李红梅', '13700001002', 2, '示例驾校东校区', 1],
  ['张伟', '13700001003', 1, '示例驾校西校区', 1],
  ['刘德明', '13700001004', 1, '示例驾校西校区', 1],
  ['陈静', '13700001005', 2, '顺达驾校', 1],
  ['杨志刚', '13700001006', 1, '顺达驾校', 1],
  ['赵磊', '13700001007', 1, '安途驾校', 0],
  ['孙丽', '13700001008', 2, '安途驾校', 0],
  ['周强', '13700001009', 1, '安途驾校', 0],
  ['吴海', '13700001010', 1, '顺达驾校', 2],
];

/**
 * Demo data of the exam room's scheduling side: ten coach applications (six agreed, three
 * 待审核, one rejected), twelve cars (nine approved, two 待审核, one rejected), inner coaches,
 * class plans of this and next week for the agreed coaches (never overlapping), notices in
 * each state, adverts and a few messages for the administrator. Runs once per tenant.
 */
export async function seedExamroomPlan(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM examroom_coach WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  await database.db.transaction(async (tx) => {
    const ids = async (query: SQL) =>
      ((await tx.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));

    const coachIds =
      await ids(sql`INSERT INTO examroom_coach (tenant_id, name, mobile, gender, id_card, school_name, car_type, certificate_no, teach_years, status, create_time) VALUES
      ${sql.join(
        COACHES.map(
          (
            [name, mobile, gender, school, status],
            i,
          ) => sql`(${tenantId}, ${name}, ${mobile}, ${gender}, ${`11010519850${(i % 9) + 1}0${(i % 9) + 1}12${String(i).padStart(2, '0')}`.slice(0, 17) + 'X'},
        ${school}, 1, ${`JL2020${String(1000 + i)}`}, ${3 + i}, ${status}, ${now - (20 - i) * DAY})`,
        ),
        sql`, `,
      )} RETURNING id`);

    const plates = [
      '粤A·D1201',
      '粤A·D1202',
      '粤A·D1203',
      '粤A·D1204',
      '粤A·D1205',
      '粤A·D1206',
      '粤A·D1207',
      '粤A·D1208',
      '粤A·D1209',
      '粤A·D1210',
      '粤A·D1211',
      '粤A·D1212',
    ];
    const carStatus = (i: number) => (i < 9 ? 1 : i < 11 ? 0 : 2);
    const carIds =
      await ids(sql`INSERT INTO examroom_car (tenant_id, car_no, car_type, brand, gearbox, owner_name, owner_mobile, school_name, status, create_time) VALUES
      ${sql.join(
        plates.map(
          (
            plate,
            i,
          ) => sql`(${tenantId}, ${plate}, 1, ${i % 2 ? '大众捷达 1.5L' : '丰田卡罗拉 1.2T'}, ${i % 3 === 2 ? 2 : 1},
        ${COACHES[i % COACHES.length][0]}, ${COACHES[i % COACHES.length][1]}, ${COACHES[i % COACHES.length][3]}, ${carStatus(i)}, ${now - (15 - i) * DAY})`,
        ),
        sql`, `,
      )} RETURNING id`);

    await tx.execute(sql`INSERT INTO examroom_inner_coach (tenant_id, name, mobile, car_type, remark) VALUES
      (${tenantId}, '黄小明', '13600002001', 1, '东校区'), (${tenantId}, '林晓', '13600002002', 2, '东校区'),
      (${tenantId}, '郑国庆', '13600002003', 1, '西校区'), (${tenantId}, '何平', '13600002004', 1, '西校区')`);

    // Each agreed coach has a car of their own. Four of the six work each day, Monday to
    // Saturday, in two shifts of two coaches (08-10 + 14-16, or 10-12 + 16-18): the exam room
    // runs two cars at a time, and no coach or car is ever booked twice.
    const week = weekStartOf(now);
    const plans: SQL[] = [];
    for (let d = 0; d < 13; d++) {
      if (d === 6) continue; // Sunday of this week: rest day
      const day = week + d * DAY;
      for (let k = 0; k < 4; k++) {
        const c = (d + k) % 6;
        for (const [slot, hour] of [
          [0, k < 2 ? 8 : 10],
          [1, k < 2 ? 14 : 16],
        ] as const) {
          const start = day + hour * HOUR;
          // Seats are taken only by real bookings (the money seed books some), so 已约 always
          // matches the students 发送消息 reaches.
          plans.push(sql`(${tenantId}, ${coachIds[c]}, ${COACHES[c][0]}, ${carIds[c]}, ${plates[c]}, ${slot === 0 ? 2 : 3}, ${start}, ${start + 2 * HOUR},
            4, 0, ${d === 5 && k === 3 ? 0 : 1})`);
        }
      }
    }
    await tx.execute(sql`INSERT INTO examroom_class_plan (tenant_id, coach_id, coach_name, car_id, car_no, subject, start_time, end_time, capacity, booked_count, status)
      VALUES ${sql.join(plans, sql`, `)}`);

    await tx.execute(sql`INSERT INTO examroom_notice (tenant_id, title, notice_type, content, status, publish_time) VALUES
      (${tenantId}, '考场开放时间调整通知', 1, '<p>自本周起，考场开放时间调整为每日08:00-18:00，周日休息。</p>', 2, ${now - 3 * DAY}),
      (${tenantId}, '科目二预约须知', 2, '<p>请提前一天预约课时，迟到15分钟视为缺课，不予退费。</p>', 2, ${now - 10 * DAY}),
      (${tenantId}, '暴雨天气停训通知', 3, '<p>受暴雨天气影响，考场停训一天，已预约学员将顺延。</p>', 1, null),
      (${tenantId}, '端午节放假安排（草稿）', 1, '<p>端午节期间考场放假三天。</p>', 0, null),
      (${tenantId}, '旧版收费标准', 2, '<p>已停用的收费标准。</p>', 3, ${now - 40 * DAY})`);

    await tx.execute(sql`INSERT INTO examroom_advert (tenant_id, title, position, image, link_url, sort_no, valid_start, valid_end, disable) VALUES
      (${tenantId}, '科目二模拟考场开放预约', 1, 'demo/examroom/advert-1.png', 'https://example.com/examroom/booking', 1, ${now - 5 * DAY}, ${now + 60 * DAY}, 0),
      (${tenantId}, '夜间练车8折优惠', 2, 'demo/examroom/advert-2.png', null, 2, ${now - 5 * DAY}, ${now + 30 * DAY}, 0),
      (${tenantId}, '国庆练车套餐', 3, 'demo/examroom/advert-3.png', null, 3, ${now - 90 * DAY}, ${now - 30 * DAY}, 1)`);

    const [admin] = await ids(sql`SELECT id FROM sys_user WHERE tenant_id = ${tenantId} AND account = 'admin'`);
    if (admin) {
      await tx.execute(sql`INSERT INTO examroom_message (tenant_id, user_id, receiver_type, receiver_name, title, content, read_status, create_time) VALUES
        (${tenantId}, ${admin}, 2, '系统管理员', '教练申请待审核', '赵磊、孙丽、周强申请入驻考场，请在教练管理中审核。', 0, ${now - 2 * HOUR}),
        (${tenantId}, ${admin}, 2, '系统管理员', '车辆申请待审核', '粤A·D1210、粤A·D1211申请登记为考场车辆，请在车辆管理中审核。', 0, ${now - 5 * HOUR}),
        (${tenantId}, ${admin}, 2, '系统管理员', '公告待审核', '《暴雨天气停训通知》已提交审核。', 0, ${now - DAY}),
        (${tenantId}, ${admin}, 2, '系统管理员', '本周排班已生成', '本周共生成排班，请在排班管理中查看。', 1, ${now - 3 * DAY})`);
    }
  });
}
