import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { seedContents } from '@coach/areas/contents/server/index.ts';
import { insertRows, rowsOf } from '../engine';

/** Courses, their chapters and sections of each kind of page (licence subjects, other categories). */
const OUTLINES: Record<'one' | 'four' | 'other', [string, [string, string[]][]][]> = {
  one: [
    [
      '道路交通安全法律、法规和规章',
      [
        ['机动车驾驶证申领和使用', ['驾驶证的申领', '驾驶证的使用与记分']],
        ['道路通行规定', ['通行原则', '信号灯与交通标志']],
      ],
    ],
    [
      '机动车基础知识',
      [
        ['车辆结构常识', ['仪表与指示灯', '操纵装置']],
        ['车辆检查与保养', ['出车前检查', '日常保养']],
      ],
    ],
    [
      '安全行车基础知识',
      [
        ['安全驾驶行为', ['安全带与儿童座椅', '酒驾与疲劳驾驶']],
        ['交通事故处理', ['事故报警与现场保护', '事故责任认定']],
      ],
    ],
  ],
  four: [
    [
      '安全文明驾驶常识',
      [
        ['文明驾驶', ['礼让行人', '规范使用灯光']],
        ['特殊道路驾驶', ['山区道路', '高速公路']],
      ],
    ],
    [
      '恶劣条件与紧急情况处置',
      [
        ['恶劣天气驾驶', ['雨天与雾天', '冰雪道路']],
        ['紧急情况处置', ['爆胎与制动失效', '事故现场处置']],
      ],
    ],
    [
      '驾驶职业道德与急救常识',
      [
        ['驾驶职业道德', ['诚信守法', '礼让他人']],
        ['急救常识', ['伤员止血包扎', '心肺复苏']],
      ],
    ],
  ],
  other: [
    [
      '法律法规与职业道德',
      [
        ['相关法律法规', ['道路运输条例', '从业人员管理规定']],
        ['职业道德', ['服务规范', '职业操守']],
      ],
    ],
    [
      '安全运营与应急处置',
      [
        ['安全运营知识', ['车辆安全检查', '安全行车']],
        ['应急处置', ['突发事件处置', '消防与急救']],
      ],
    ],
    [
      '车辆技术与职业健康',
      [
        ['车辆技术状况', ['车辆维护', '安全装置']],
        ['职业健康', ['疲劳防控', '心理调适']],
      ],
    ],
  ],
};

/**
 * A small course tree (3 courses × 2 chapters × 2 sections) on every course page of 内容管理:
 * each licence category's 科目一 and 科目四, each other category's one tree. Course numbers are
 * ten digits: category, subject, running number. Runs once per tenant.
 */
export async function seedCourses(database: Database, tenantId: string): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_course WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  await database.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The whole forest in one statement: ids are drawn first (in the order the rows were
    // inserted one by one before), so parents and roots are known up front.
    type Node = {
      name: string;
      parent: number | null;
      root: number;
      level: number;
      carType: number;
      subject: number;
      sort: number;
    };
    const nodes: Node[] = [];
    const add = (node: Omit<Node, 'root'> & { root?: number }) =>
      nodes.push({ ...node, root: node.root ?? nodes.length }) - 1;
    for (const page of resourcesByName.course.routes ?? []) {
      const carType = Number(page.params.carType);
      const subject = Number(page.params.subject);
      const outline = OUTLINES[subject === 1 ? 'one' : subject === 4 ? 'four' : 'other'];
      for (const [c, [courseName, chapters]] of outline.entries()) {
        const course = add({ name: courseName, parent: null, level: 1, carType, subject, sort: c + 1 });
        for (const [k, [chapterName, sections]] of chapters.entries()) {
          const chapter = add({
            name: `第${k + 1}章 ${chapterName}`,
            parent: course,
            root: course,
            level: 2,
            carType,
            subject,
            sort: k + 1,
          });
          for (const [n, section] of sections.entries())
            add({
              name: `第${n + 1}节 ${section}`,
              parent: chapter,
              root: course,
              level: 3,
              carType,
              subject,
              sort: n + 1,
            });
        }
      }
    }
    const ids = (
      await rowsOf<{ id: string }>(
        tx,
        sql`SELECT nextval(pg_get_serial_sequence('bbxc_course', 'id'))::text AS id FROM generate_series(1, ${nodes.length})`,
      )
    )
      .map((r) => r.id)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
    await insertRows(
      tx,
      'bbxc_course',
      nodes.map((n, i) => {
        const seq = i + 1;
        return {
          id: ids[i],
          tenant_id: tenantId,
          name: n.name,
          course_no: `${String(n.carType).padStart(2, '0')}${n.subject}${String(seq).padStart(7, '0')}`,
          hours: n.level === 1 ? 8 : n.level === 2 ? 4 : 2,
          description: n.level === 1 ? `${n.name}的理论课程` : null,
          parent_id: n.parent === null ? null : ids[n.parent],
          // A course is its own course: its chapters and sections name it.
          root_id: ids[n.root],
          level: n.level,
          car_type: n.carType,
          subject: n.subject,
          sort: n.sort,
          disable: seq % 23 === 0 ? 1 : 0,
        };
      }),
    );
    await seedContents(tx, tenantId);
  });
}
