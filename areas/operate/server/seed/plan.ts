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

/** The exam room's ten coaches' states: six agreed, three applications 待审核, one rejected. */
const COACH_STATUS = [1, 1, 1, 1, 1, 1, 0, 0, 0, 2];

/** Who the exam-room coaches are where the tenant has no school coaches (the e2e suite's tenant). */
const OUTSIDE_COACHES: [string, string, number][] = [
  ['王建国', '13700001001', 1],
  ['李红梅', '13700001002', 2],
  ['张伟', '13700001003', 1],
  ['刘德明', '13700001004', 1],
  ['陈静', '13700001005', 2],
  ['杨志刚', '13700001006', 1],
  ['赵磊', '13700001007', 1],
  ['孙丽', '13700001008', 2],
  ['周强', '13700001009', 1],
  ['吴海', '13700001010', 1],
];

interface ExamCoach {
  coachId: string | null;
  name: string;
  mobile: string;
  gender: number;
  idCard: string;
  schoolId: string | null;
  schoolName: string | null;
  storeId: string | null;
  certificateNo: string;
  /** 准教车型 at the exam room (C1 1, A1 3, B2 5), from the school coach's category. */
  licence: number;
}

/**
 * The exam room's coaches are the schools' own (one person in 教练员管理 and at the exam room):
 * the first ten enabled coaches of open stores who teach a car licence (the exam room trains for
 * those), each row pointed to by its school coach.
 */
async function examCoaches(tx: { execute(q: SQL): Promise<unknown> }, tenantId: string): Promise<ExamCoach[]> {
  const { rows } =
    (await tx.execute(sql`SELECT c.id, c.name, c.mobile, c.gender, c.id_card, c.school_id, c.school_name, c.store_id, c.certificate_no,
      CASE c.car_type WHEN 2 THEN 3 WHEN 3 THEN 5 ELSE 1 END AS licence
    FROM bbxc_coach c JOIN bbxc_store s ON s.id::text = c.store_id AND s.status = 1
    WHERE c.tenant_id = ${tenantId} AND c.deleted = 0 AND c.disable = 0 AND c.car_type IN (1, 2, 3) ORDER BY c.id LIMIT 10`)) as {
      rows: Record<string, string | number | null>[];
    };
  if (rows.length === COACH_STATUS.length)
    return rows.map((r) => ({
      coachId: String(r.id),
      name: String(r.name),
      mobile: String(r.mobile),
      gender: Number(r.gender),
      idCard: String(r.id_card),
      schoolId: String(r.school_id),
      schoolName: String(r.school_name),
      storeId: r.store_id == null ? null : String(r.store_id),
      certificateNo: String(r.certificate_no),
      licence: Number(r.licence),
    }));
  return OUTSIDE_COACHES.map(([name, mobile, gender], i) => ({
    coachId: null,
    name,
    mobile,
    gender,
    idCard: `11010519850${(i % 9) + 1}0${(i % 9) + 1}12${String(i).padStart(2, '0')}`.slice(0, 17) + 'X',
    schoolId: null,
    schoolName: null,
    storeId: null,
    certificateNo: `JL2020${String(1000 + i)}`,
    licence: 1,
  }));
}

/**
 * Demo data of the exam room's scheduling side: ten coach applications of the schools' coaches
 * (six agreed, three 待审核, one rejected), twelve cars of their schools (nine approved, two
 * 待审核, one rejected), inner coaches, class plans of this and next week for the agreed
 * coaches (never overlapping), notices in each state, adverts and a few messages for the
 * administrator. Runs once per tenant.
 */
export async function seedExamroomPlan(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM examroom_coach WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  await database.db.transaction(async (tx) => {
    const ids = async (query: SQL) =>
      ((await tx.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((r) => String(r.id));

    const COACHES = await examCoaches(tx, tenantId);
    const coachIds =
      await ids(sql`INSERT INTO examroom_coach (tenant_id, name, mobile, gender, id_card, school_id, school_name, store_id, car_type, certificate_no, teach_years, status, create_time) VALUES
      ${sql.join(
        COACHES.map(
          (
            c,
            i,
          ) => sql`(${tenantId}, ${c.name}, ${c.mobile}, ${c.gender}, ${c.idCard}, ${c.schoolId}, ${c.schoolName}, ${c.storeId},
        ${c.licence}, ${c.certificateNo}, ${3 + i}, ${COACH_STATUS[i]}, ${now - (20 - i) * DAY})`,
        ),
        sql`, `,
      )} RETURNING id`);
    for (const [i, c] of COACHES.entries())
      if (c.coachId)
        await tx.execute(
          sql`UPDATE bbxc_coach SET exam_coach_id = ${coachIds[i]} WHERE tenant_id = ${tenantId} AND id = ${c.coachId}`,
        );

    // Nanjing's plates (the schools are in Nanjing), each car registered by a coach of its school.
    const plates = Array.from({ length: 12 }, (_, i) => `苏A·D${1201 + i}`);
    const carStatus = (i: number) => (i < 9 ? 1 : i < 11 ? 0 : 2);
    const carIds =
      await ids(sql`INSERT INTO examroom_car (tenant_id, car_no, car_type, brand, gearbox, owner_name, owner_mobile, school_id, school_name, status, create_time) VALUES
      ${sql.join(
        plates.map((plate, i) => {
          const owner = COACHES[i % COACHES.length];
          return sql`(${tenantId}, ${plate}, 1, ${i % 2 ? '大众捷达 1.5L' : '丰田卡罗拉 1.2T'}, ${i % 3 === 2 ? 2 : 1},
        ${owner.name}, ${owner.mobile}, ${owner.schoolId}, ${owner.schoolName}, ${carStatus(i)}, ${now - (15 - i) * DAY})`;
        }),
        sql`, `,
      )} RETURNING id`);

    // Inner coaches: the group's own school coaches (their bookings priced as internal), with their store.
    const { rows: inner } = (await tx.execute(sql`SELECT name, mobile, store_name FROM bbxc_coach
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND disable = 0 AND exam_coach_id IS NULL ORDER BY id LIMIT 4`)) as unknown as {
      rows: { name: string; mobile: string; store_name: string | null }[];
    };
    const innerRows = inner.length
      ? inner.map((c) => [c.name, c.mobile, c.store_name ?? ''] as const)
      : ([
          ['黄小明', '13600002001', ''],
          ['林晓', '13600002002', ''],
        ] as const);
    await tx.execute(sql`INSERT INTO examroom_inner_coach (tenant_id, name, mobile, car_type, remark) VALUES
      ${sql.join(
        innerRows.map(([name, mobile, remark]) => sql`(${tenantId}, ${name}, ${mobile}, 1, ${remark || null})`),
        sql`, `,
      )}`);

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
          plans.push(sql`(${tenantId}, ${coachIds[c]}, ${COACHES[c].name}, ${carIds[c]}, ${plates[c]}, ${slot === 0 ? 2 : 3}, ${start}, ${start + 2 * HOUR},
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
        (${tenantId}, ${admin}, 2, '系统管理员', '教练申请待审核', ${`${COACHES.slice(6, 9)
          .map((c) => c.name)
          .join('、')}申请入驻考场，请在教练管理中审核。`}, 0, ${now - 2 * HOUR}),
        (${tenantId}, ${admin}, 2, '系统管理员', '车辆申请待审核', ${`${plates[9]}、${plates[10]}申请登记为考场车辆，请在车辆管理中审核。`}, 0, ${now - 5 * HOUR}),
        (${tenantId}, ${admin}, 2, '系统管理员', '公告待审核', '《暴雨天气停训通知》已提交审核。', 0, ${now - DAY}),
        (${tenantId}, ${admin}, 2, '系统管理员', '本周排班已生成', '本周共生成排班，请在排班管理中查看。', 1, ${now - 3 * DAY})`);
    }
  });
}

/** The exam room's tables naming a student (the student app's bookings, trainings, refunds). */
const STUDENT_TABLES = ['examroom_order', 'examroom_sub_order', 'examroom_train', 'examroom_refund'];

/**
 * The exam room's bookings were made (by the money seed, before the students existed) under
 * names of its own: each such name becomes one of the schools' students in 科目二 or 科目三 (the
 * subjects the exam room trains), with their mobile, in every table alike. Runs once the
 * students are there; a name that is a student's already, with that student's phone, is left
 * alone (one that is a student's name by chance, under another phone, is renamed too). Then
 * each order keeps the student of its phone.
 */
export async function nameExamroomStudents(database: Database, tenantId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const rows = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const names = await rows<{ name: string }>(sql`SELECT DISTINCT student_name AS name FROM (${sql.join(
      STUDENT_TABLES.map((t) => sql`SELECT student_name FROM ${sql.raw(t)} WHERE tenant_id = ${tenantId}`),
      sql` UNION ALL `,
    )}) n WHERE student_name IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM bbxc_student s WHERE s.tenant_id = ${tenantId} AND s.name = n.student_name)
      UNION
      SELECT DISTINCT student_name FROM examroom_order o WHERE o.tenant_id = ${tenantId} AND o.student_name IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM bbxc_student s WHERE s.tenant_id = o.tenant_id AND s.name = o.student_name AND s.mobile = o.student_mobile)
      ORDER BY 1`);
    const students = names.length
      ? await rows<{ name: string; mobile: string }>(sql`SELECT name, mobile FROM bbxc_student
      WHERE tenant_id = ${tenantId} AND deleted = 0 AND stage IN (2, 3) ORDER BY id LIMIT ${names.length}`)
      : [];
    if (names.length && students.length >= names.length) {
      const map = sql.join(
        names.map((n, i) => sql`(${n.name}, ${students[i].name}, ${students[i].mobile})`),
        sql`, `,
      );
      for (const table of STUDENT_TABLES) {
        const [mobile] = await rows(
          sql`SELECT 1 FROM information_schema.columns WHERE table_name = ${table} AND column_name = 'student_mobile'`,
        );
        await tx.execute(sql`UPDATE ${sql.raw(table)} t SET student_name = m.name${mobile ? sql`, student_mobile = m.mobile` : sql``}
        FROM (VALUES ${map}) AS m(old, name, mobile) WHERE t.tenant_id = ${tenantId} AND t.student_name = m.old`);
      }
    }
    // The orders keep the student of their phone, as bookOrder does (the name opens 学员详情).
    await tx.execute(sql`UPDATE examroom_order t SET student_id = s.id FROM bbxc_student s
      WHERE t.tenant_id = ${tenantId} AND s.tenant_id = t.tenant_id AND s.deleted = 0 AND s.mobile = t.student_mobile AND t.student_id IS NULL`);
  });
}
