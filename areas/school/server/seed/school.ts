import { sql } from 'drizzle-orm';
import { idCheckChar } from '@coach/domain';
import type { Database } from '@coach/server/platform/db.ts';

const DAY = 86400;
const JS = '320000';
const NJ = '320100';
const region = (district: string) => JSON.stringify([JS, NJ, district]);

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高'];
const GIVEN = [
  '建国',
  '志强',
  '海涛',
  '晓东',
  '卫东',
  '小红',
  '丽娟',
  '文斌',
  '国华',
  '明亮',
  '春梅',
  '永刚',
  '俊杰',
  '红霞',
  '德胜',
];

/** A valid 18-digit ID number (Nanjing district, birth date, sequence, check character). */
function idCard(district: string, birth: string, seq: number, male: boolean): string {
  const order = String(seq * 2 + (male ? 1 : 0))
    .padStart(3, '0')
    .slice(-3);
  const first17 = `${district}${birth}${order}`;
  return first17 + idCheckChar(first17);
}

/**
 * Demo organisation of the demo tenant (domain.md): two schools in Nanjing, five stores,
 * three training grounds, 30 coaches spread over the stores (two of them disabled) and a
 * few feedback entries, some already answered. Runs once: a tenant with a school is left alone.
 */
export async function seedSchool(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_school WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const now = Math.floor(Date.now() / 1000);
  await database.db.transaction(async (tx) => {
    const id = async (query: ReturnType<typeof sql>) =>
      String(((await tx.execute(query)) as unknown as { rows: { id: string }[] }).rows[0].id);

    const schools: [string, string, string, string, string, string, string][] = [
      ['金陵驾校', '金陵', '91320106MA1MXXXX1A', '320106', '鼓楼区中山北路268号', '周国强', '13951000001'],
      ['江宁安达驾校', '安达', '91320115MA1NYYYY2B', '320115', '江宁区双龙大道1188号', '钱海峰', '13951000002'],
    ];
    const schoolIds: string[] = [];
    for (const [name, short, code, district, address, principal, mobile] of schools) {
      schoolIds.push(
        await id(sql`INSERT INTO bbxc_school (tenant_id, name, short_name, credit_code, region, address, principal, contact_mobile, introduction, create_time)
        VALUES (${tenantId}, ${name}, ${short}, ${code}, ${region(district)}::jsonb, ${address}, ${principal}, ${mobile},
                ${`${name}是南京市交通运输局备案的一级驾培机构，开设C1、C2、B2等车型培训。`}, ${now - 400 * DAY}) RETURNING id`),
      );
    }

    const stores: [number, string, string, string, string, string, number][] = [
      [0, '金陵驾校鼓楼门店', '320106', '鼓楼区中山北路268号一楼', '林晓峰', '025-83301234', 1],
      [0, '金陵驾校玄武门店', '320102', '玄武区珠江路88号', '许文静', '025-84405678', 1],
      [0, '金陵驾校秦淮门店', '320104', '秦淮区中华路399号', '郑立新', '13951000013', 1],
      [1, '安达驾校江宁门店', '320115', '江宁区双龙大道1188号', '何志远', '025-52101188', 1],
      [1, '安达驾校浦口门店', '320111', '浦口区江浦街道文德路12号', '罗佳', '13951000015', 0],
    ];
    const storeIds: { id: string; school: number; name: string }[] = [];
    for (const [school, name, district, address, manager, phone, status] of stores) {
      storeIds.push({
        id: await id(sql`INSERT INTO bbxc_store (tenant_id, name, school_id, school_name, region, address, manager_name, contact_phone, business_hours, status, create_time)
          VALUES (${tenantId}, ${name}, ${schoolIds[school]}, ${schools[school][0]}, ${region(district)}::jsonb, ${address}, ${manager}, ${phone}, '08:30-18:00', ${status}, ${now - 300 * DAY}) RETURNING id`),
        school,
        name,
      });
    }

    const grounds: [number, string, string, string, number, number, number][] = [
      [0, '金陵驾校紫金山训练场', '320102', '玄武区环陵路18号', 23, 32000, 60],
      [0, '金陵驾校河西训练场', '320105', '建邺区江东中路500号', 2, 18000, 35],
      [1, '安达驾校东山训练场', '320115', '江宁区东山街道上元大街66号', 23, 45000, 80],
    ];
    for (const [school, name, district, address, subjects, acreage, cars] of grounds) {
      await tx.execute(sql`INSERT INTO bbxc_training_center (tenant_id, name, school_id, school_name, region, area_code, address, subjects, acreage, car_count, contact_name, contact_phone, create_time)
        VALUES (${tenantId}, ${name}, ${schoolIds[school]}, ${schools[school][0]}, ${region(district)}::jsonb, ${district}, ${address}, ${subjects}, ${acreage}, ${cars}, '场地主管', '13951000100', ${now - 300 * DAY})`);
    }

    // 30 coaches: six per store, the last store's closed since; two coaches disabled. Names are
    // all different (a person picks a coach by name). Each store has a coach for every licence
    // its students apply for (two for 小车, the most asked for), so a 客车, 摩托车 or C6 student
    // learns with a coach of that category.
    const COACH_CATEGORIES = [1, 1, 2, 3, 8, 9];
    const coaches = Array.from({ length: COACH_CATEGORIES.length * storeIds.length }, (_, i) => {
      const store = storeIds[i % storeIds.length];
      const male = i % 4 !== 3;
      const district = stores[i % stores.length][2];
      const birth = `19${70 + (i % 25)}0${1 + (i % 9)}1${i % 10}`;
      return sql`(${tenantId}, ${SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7 + Math.floor(i / SURNAMES.length)) % GIVEN.length]}, ${`1395200${String(i).padStart(4, '0')}`},
        ${idCard(district, birth, i, male)}, ${male ? 1 : 2}, ${schoolIds[store.school]}, ${schools[store.school][0]}, ${store.id}, ${store.name},
        ${COACH_CATEGORIES[Math.floor(i / storeIds.length)]}, ${[2, 3, 23][i % 3]}, ${`JL${String(32010000 + i)}`}, ${now - (200 + i * 10) * DAY}, ${i === 7 || i === 22 ? 1 : 0}, ${now - (200 - i) * DAY})`;
    });
    await tx.execute(sql`INSERT INTO bbxc_coach (tenant_id, name, mobile, id_card, gender, school_id, school_name, store_id, store_name, car_type, teach_subject, certificate_no, hire_date, disable, create_time)
      VALUES ${sql.join(coaches, sql`, `)}`);

    const feedback: [number, string, string, string, number, number, string | null][] = [
      [
        3,
        '王教练教得很耐心，科目二一次通过，感谢！',
        '张明',
        '13912340001',
        0,
        1,
        '感谢您的认可，我们会将表扬转达给王教练。',
      ],
      [2, '周末约车总是约不上，希望增加周末练车名额。', '王芳', '13912340002', 0, 1, null],
      [1, '小程序里希望能查看每次练车的学时记录。', '刘洋', '13912340003', 1, 1, null],
      [
        2,
        '浦口门店停业后没有及时通知，白跑了一趟。',
        '赵磊',
        '13712340001',
        1,
        1,
        '非常抱歉给您带来不便，已安排江宁门店为您办理后续业务。',
      ],
      [4, '训练场的休息区能否增加饮水机？', '孙丽', '13712340002', 0, 1, null],
      [1, '教练APP排班页面加载较慢。', '李教练', '13952000001', 0, 2, null],
    ];
    for (const [i, [type, content, user, mobile, school, source, reply]] of feedback.entries()) {
      await tx.execute(sql`INSERT INTO bbxc_feedback (tenant_id, feedback_type, content, user_name, mobile, source, school_id, school_name, reply_status, reply_content, reply_time, replier_name, create_time)
        VALUES (${tenantId}, ${type}, ${content}, ${user}, ${mobile}, ${source}, ${schoolIds[school]}, ${schools[school][0]}, ${reply ? 1 : 0}, ${reply},
                ${reply ? now - i * DAY : null}, ${reply ? '系统管理员' : null}, ${now - (i + 2) * DAY})`);
    }
  });
}

/**
 * The demo's school operators (operator01, role 驾校运营) work for 金陵驾校: bound to it, they
 * see and change only its students, orders, coaches and cars. Leaves an account already bound
 * (or rebound by an administrator) alone.
 */
export async function bindDemoSchoolStaff(database: Database, tenantId: string): Promise<void> {
  await database.rows(sql`UPDATE sys_user u SET school_id = (
      SELECT id FROM bbxc_school WHERE tenant_id = ${tenantId} AND deleted = 0 AND name = '金陵驾校' ORDER BY id LIMIT 1)
    WHERE u.tenant_id = ${tenantId} AND u.school_id IS NULL AND u.store_id IS NULL AND u.deleted = 0
      AND EXISTS (SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
        WHERE ur.user_id = u.id AND r.tenant_id = ${tenantId} AND r.role_code = 'SCHOOL_OPERATOR')`);
}
