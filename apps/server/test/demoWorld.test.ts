import { sql } from 'drizzle-orm';
import { describe, expect } from './fixtures';
import { withDemo } from './demoApp';
import type { Database } from '../src/platform/db';
import { categoryNamed, classTypeNamed, fitsName } from '../src/seed/classNames';

// Issue 50.3: the demo is one world. Every school, store, coach, car and student a demo row
// names (by id, by name, or both) is a row of its own list with that id and that name; the
// exam room's coaches are the schools' coaches, its cars belong to the schools.

const it = withDemo();

interface Ref {
  /** What is named: the list it must be in. */
  list: string;
  table: string;
  idColumn?: string;
  nameColumn: string;
}

/** Every table and column of the database (the demo's rows live in the public schema). */
async function columnsByTable(database: Database): Promise<Map<string, Set<string>>> {
  const rows = await database.rows<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public'`);
  const out = new Map<string, Set<string>>();
  for (const r of rows)
    (out.get(r.table_name) ?? out.set(r.table_name, new Set()).get(r.table_name)!).add(r.column_name);
  return out;
}

/**
 * The lists, and which table a reference names: the exam room's rows (plans, wallets, bills)
 * name its coaches and cars, every other row the schools' coaches.
 */
const LISTS: Record<string, (table: string) => string | undefined> = {
  school: () => 'bbxc_school',
  store: () => 'bbxc_store',
  coach: (table) =>
    table.startsWith('examroom_')
      ? 'examroom_coach'
      : table.includes('_accompany')
        ? 'mall_accompany_coach' // 陪驾订单 and their comments name 陪驾教练, a list of its own
        : 'bbxc_coach',
  car: (table) => (table.startsWith('examroom_') ? 'examroom_car' : undefined),
  student: () => 'bbxc_student',
};
const NAME_COLUMN: Record<string, string> = {
  school: 'name',
  store: 'name',
  coach: 'name',
  car: 'car_no',
  student: 'name',
};

/** Rows that name someone who is not one yet: a pre-registration is a student once enrolled. */
const UNTIL: Record<string, ReturnType<typeof sql>> = {
  bbxc_preregister: sql`AND r.enrol_order_no IS NOT NULL`,
};

function refsOf(columns: Map<string, Set<string>>): Ref[] {
  const refs: Ref[] = [];
  for (const [table, cols] of columns) {
    for (const kind of Object.keys(LISTS)) {
      const list = LISTS[kind](table);
      if (!list || list === table) continue;
      const nameColumn = kind === 'car' ? 'car_no' : `${kind}_name`;
      if (!cols.has(nameColumn)) continue;
      refs.push({ list, table, nameColumn, idColumn: cols.has(`${kind}_id`) ? `${kind}_id` : undefined });
    }
  }
  return refs;
}

describe('the demo is one world', () => {
  it('names in every row only schools, stores, coaches, cars and students of their own lists, by id and name', async ({
    demo,
  }) => {
    const database = demo.t.services.database;
    const refs = refsOf(await columnsByTable(database));
    // The references the world is made of are all seen (a renamed column would silently drop out).
    const seen = new Set(refs.map((r) => `${r.table}.${r.nameColumn}`));
    for (const expected of [
      'bbxc_store.school_name',
      'bbxc_coach.store_name',
      'bbxc_student.coach_name',
      'bbxc_order.student_name',
      'examroom_coach.school_name',
      'examroom_car.school_name',
      'examroom_class_plan.coach_name',
      'examroom_class_plan.car_no',
    ])
      expect(seen, expected).toContain(expected);
    const strays: string[] = [];
    let checked = 0;
    for (const ref of refs) {
      const kind = Object.keys(LISTS).find((k) => LISTS[k](ref.table) === ref.list)!;
      const listName = sql.raw(`l.${NAME_COLUMN[kind]}`);
      const byId = ref.idColumn
        ? sql`l.id::text = r.${sql.raw(ref.idColumn)}::text AND ${listName} = r.${sql.raw(ref.nameColumn)}`
        : sql`${listName} = r.${sql.raw(ref.nameColumn)}`;
      const [{ total, missing, sample }] = await database.rows<{
        total: string;
        missing: string;
        sample: string | null;
      }>(sql`
        SELECT count(*) AS total,
               count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM ${sql.raw(ref.list)} l WHERE l.tenant_id = r.tenant_id AND ${byId})) AS missing,
               min(CASE WHEN NOT EXISTS (SELECT 1 FROM ${sql.raw(ref.list)} l WHERE l.tenant_id = r.tenant_id AND ${byId})
                   THEN ${ref.idColumn ? sql`r.${sql.raw(ref.idColumn)}::text || ' '` : sql`''`} || r.${sql.raw(ref.nameColumn)} END) AS sample
        FROM ${sql.raw(ref.table)} r WHERE r.${sql.raw(ref.nameColumn)} IS NOT NULL ${UNTIL[ref.table] ?? sql``}`);
      checked += Number(total);
      if (Number(missing) > 0)
        strays.push(`${ref.table}.${ref.nameColumn} → ${ref.list}: ${missing} of ${total} (e.g. ${sample})`);
    }
    expect(strays).toEqual([]);
    expect(checked).toBeGreaterThan(5000);
  }, 240_000);

  it("makes the exam room's coaches the schools' own: one person, pointed to by their school coach", async ({
    demo,
  }) => {
    const database = demo.t.services.database;
    const rows = await database.rows<{ name: string; school: string | null; coach: string | null; same: boolean }>(sql`
      SELECT e.name, e.school_name AS school, c.name AS coach,
             (c.mobile = e.mobile AND c.id_card = e.id_card AND c.school_id = e.school_id::text AND c.store_id IS NOT DISTINCT FROM e.store_id::text) AS same
      FROM examroom_coach e LEFT JOIN bbxc_coach c ON c.tenant_id = e.tenant_id AND c.exam_coach_id = e.id
      WHERE e.tenant_id = (SELECT tenant_id FROM sys_user WHERE account = 'admin')`);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row, row.name).toMatchObject({ coach: row.name, same: true });
    expect(new Set(rows.map((r) => r.school))).toEqual(new Set(['金陵驾校', '江宁安达驾校']));
    const cars = await database.rows<{ school: string; plate: string }>(sql`
      SELECT school_name AS school, car_no AS plate FROM examroom_car WHERE tenant_id = (SELECT tenant_id FROM sys_user WHERE account = 'admin')`);
    expect(cars).toHaveLength(12);
    for (const car of cars) expect(car.plate).toMatch(/^苏A·D\d{4}$/);
  }, 240_000);
});

describe("a demo school's class", () => {
  it('names what it teaches: every enrolment order is for a class of its student’s category', async ({ demo }) => {
    const database = demo.t.services.database;
    const rows = await database.rows<{ class_name: string; order_type: number; class_type: number }>(sql`
      SELECT o.class_name, o.car_type AS order_type, z.car_type AS class_type FROM bbxc_order o JOIN bbxc_zsclass z ON z.id = o.class_id
      WHERE o.tenant_id = (SELECT tenant_id FROM sys_user WHERE account = 'admin') AND o.student_id IS NOT NULL`);
    expect(rows.length).toBeGreaterThan(500);
    const licence = (code: number) => Number(code) < 20;
    const off = rows.filter((r) =>
      licence(r.order_type) ? Number(r.class_type) !== Number(r.order_type) : licence(r.class_type),
    );
    expect(off.slice(0, 5)).toEqual([]);
    // C1周末班 teaches 小车, and students of 摩托车 learn in 摩托车速成班.
    expect(new Set(rows.filter((r) => r.class_name === 'C1周末班').map((r) => Number(r.order_type)))).toEqual(
      new Set([1]),
    );
    expect(rows.some((r) => r.class_name === '摩托车速成班' && Number(r.order_type) === 8)).toBe(true);
  });
});

describe('a demo name that names a licence or a course', () => {
  it('is of that category wherever a class, course or price is named, and a class’s 班别 is its name’s', async ({
    demo,
  }) => {
    const database = demo.t.services.database;
    const columns = await columnsByTable(database);
    const off: string[] = [];
    let named = 0;
    for (const [table, cols] of columns) {
      if (!cols.has('car_type')) continue;
      for (const nameColumn of ['class_name', 'course_name', 'package_name', 'setting_name', 'name'].filter((c) =>
        cols.has(c),
      )) {
        const pairs = await database.rows<{ name: string; car_type: number }>(sql`
          SELECT DISTINCT ${sql.raw(nameColumn)} AS name, car_type FROM ${sql.raw(table)}
          WHERE ${sql.raw(nameColumn)} IS NOT NULL AND car_type IS NOT NULL`);
        for (const p of pairs) {
          if (categoryNamed(p.name)) named++;
          if (!fitsName(p.name, Number(p.car_type))) off.push(`${table}: ${p.name} is ${p.car_type}`);
        }
      }
    }
    expect(off).toEqual([]);
    // 招生班型, orders and pre-registrations are all seen (a renamed column would drop out).
    expect(named).toBeGreaterThan(20);
    const classes = await database.rows<{ class_name: string; car_type: number; class_type: number }>(
      sql`SELECT class_name, car_type, class_type FROM bbxc_zsclass WHERE deleted = 0`,
    );
    expect(classes.length).toBeGreaterThan(10);
    expect(classes.filter((c) => Number(c.class_type) !== classTypeNamed(c.class_name))).toEqual([]);
    // Every class a row names by id is that class, by name (the activities, orders).
    const strays: string[] = [];
    for (const [table, cols] of columns) {
      if (table === 'bbxc_zsclass' || !cols.has('class_id') || !cols.has('class_name')) continue;
      const [{ n }] = await database.rows<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.raw(table)} r
        WHERE r.class_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bbxc_zsclass z WHERE z.id = r.class_id AND z.class_name = r.class_name)`);
      if (Number(n)) strays.push(`${table}: ${n}`);
    }
    expect(strays).toEqual([]);
  });

  it('a course student (qualification, continuing, pre-job, safety) has no 科目二/三 stage, subject exam or lesson', async ({
    demo,
  }) => {
    const database = demo.t.services.database;
    const count = async (query: ReturnType<typeof sql>) => Number((await database.rows<{ n: string }>(query))[0].n);
    const course = sql`s.car_type >= 20`;
    const licence = sql`s.car_type < 20`;
    const stages = (who: ReturnType<typeof sql>) => sql`SELECT count(*) AS n FROM bbxc_student_stage g
      JOIN bbxc_student s ON s.id = g.student_id WHERE ${who} AND g.to_stage IN (2, 3)`;
    const exams = (who: ReturnType<typeof sql>) => sql`SELECT count(*) AS n FROM bbxc_student_exam e
      JOIN bbxc_student s ON s.id = e.student_id WHERE ${who}`;
    const bookings = (who: ReturnType<typeof sql>) => sql`SELECT count(*) AS n FROM bbxc_booking b
      JOIN bbxc_student s ON s.id = b.student_id WHERE ${who}`;
    // The exam room's bookings and the 陪驾 and simulator orders name the student by phone.
    const byPhone = (table: string, column: string, who: ReturnType<typeof sql>) =>
      sql`SELECT count(*) AS n FROM ${sql.raw(table)} r JOIN bbxc_student s ON s.tenant_id = r.tenant_id AND s.mobile = r.${sql.raw(column)} WHERE ${who}`;
    const courseStudents = await count(sql`SELECT count(*) AS n FROM bbxc_student s WHERE ${course}`);
    expect(courseStudents).toBeGreaterThan(100);
    expect(await count(stages(course))).toBe(0);
    expect(await count(exams(course))).toBe(0);
    expect(await count(bookings(course))).toBe(0);
    for (const [table, column] of [
      ['examroom_order', 'student_mobile'],
      ['mall_accompany_order', 'mobile'],
      ['bbxc_simulation_order', 'mobile'],
    ]) {
      expect(await count(byPhone(table, column, course)), table).toBe(0);
      expect(await count(byPhone(table, column, licence)), table).toBeGreaterThan(0);
    }
    // The licence students still have them all, and the courses' students study and graduate.
    expect(await count(stages(licence))).toBeGreaterThan(300);
    expect(await count(exams(licence))).toBeGreaterThan(1000);
    expect(await count(bookings(licence))).toBeGreaterThan(3000);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM bbxc_study_record r JOIN bbxc_student s ON s.id = r.student_id WHERE ${course}`,
      ),
    ).toBeGreaterThan(1000);
    const graduates = sql`SELECT count(*) AS n FROM bbxc_student s WHERE ${course} AND s.stage = 5`;
    expect(await count(graduates)).toBeGreaterThan(50);
    // Their one exam is the course's final (教学管理's exam records): sat in the 科目四 part, and
    // passed by every graduate before graduating; no mock licence exam.
    const records = sql`bbxc_exam_record r JOIN bbxc_student s ON s.id = r.student_id`;
    expect(
      await count(sql`SELECT count(*) AS n FROM ${records} WHERE ${course} AND (r.kind = 1 OR r.subject <> 0)`),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM ${records} WHERE ${course}`)).toBeGreaterThan(50);
    expect(
      await count(sql`SELECT count(*) AS n FROM ${records} WHERE ${course} AND (s.stage < 4 OR r.start_time < (
        SELECT g.change_time FROM bbxc_student_stage g WHERE g.student_id = s.id AND g.to_stage = 4))`),
    ).toBe(0);
    expect(
      await count(sql`${graduates} AND NOT EXISTS (SELECT 1 FROM bbxc_exam_record r
        WHERE r.student_id = s.id AND r.passed = 1 AND r.create_time <= s.graduate_time)`),
    ).toBe(0);
  });
});

describe("a demo student's coach", () => {
  it('teaches the licence the student applies for, and the exam room has only car-licence coaches', async ({
    demo,
  }) => {
    const database = demo.t.services.database;
    const rows = await database.rows<{ student: number; coach: number }>(sql`
      SELECT s.car_type AS student, c.car_type AS coach FROM bbxc_student s JOIN bbxc_coach c ON c.id::text = s.coach_id::text
      WHERE s.tenant_id = (SELECT tenant_id FROM sys_user WHERE account = 'admin') AND s.car_type < 20`);
    expect(rows.length).toBeGreaterThan(300);
    expect(rows.filter((r) => Number(r.student) !== Number(r.coach)).slice(0, 5)).toEqual([]);
    // 客车, 货车, 摩托车 and C6 students are among them, each with a coach of their own licence.
    expect(new Set(rows.map((r) => Number(r.student)))).toEqual(new Set([1, 2, 3, 8, 9]));
    const examroom = await database.rows<{ category: number; licence: number }>(sql`
      SELECT c.car_type AS category, e.car_type AS licence FROM bbxc_coach c JOIN examroom_coach e ON e.id = c.exam_coach_id`);
    expect(examroom.length).toBeGreaterThan(5);
    const LICENCE: Record<number, number> = { 1: 1, 2: 3, 3: 5 };
    expect(examroom.filter((r) => LICENCE[Number(r.category)] !== Number(r.licence))).toEqual([]);
  });
});
