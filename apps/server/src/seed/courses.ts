import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Database, Db } from '../platform/db';
import { seedContents } from './contents';

/** Courses, their chapters and sections of each kind of page (licence subjects, other categories). */
const OUTLINES: Record<'one' | 'four' | 'other', [string, [string, string[]][]][]> = {
  one: [
    ['道路交通安全法律、法规和规章', [['机动车驾驶证申领和使用', ['驾驶证的申领', '驾驶证的使用与记分']], ['道路通行规定', ['通行原则', '信号灯与交通标志']]]],
    ['机动车基础知识', [['车辆结构常识', ['仪表与指示灯', '操纵装置']], ['车辆检查与保养', ['出车前检查', '日常保养']]]],
    ['安全行车基础知识', [['安全驾驶行为', ['安全带与儿童座椅', '酒驾与疲劳驾驶']], ['交通事故处理', ['事故报警与现场保护', '事故责任认定']]]],
  ],
  four: [
    ['安全文明驾驶常识', [['文明驾驶', ['礼让行人', '规范使用灯光']], ['特殊道路驾驶', ['山区道路', '高速公路']]]],
    ['恶劣条件与紧急情况处置', [['恶劣天气驾驶', ['雨天与雾天', '冰雪道路']], ['紧急情况处置', ['爆胎与制动失效', '事故现场处置']]]],
    ['驾驶职业道德与急救常识', [['驾驶职业道德', ['诚信守法', '礼让他人']], ['急救常识', ['伤员止血包扎', '心肺复苏']]]],
  ],
  other: [
    ['法律法规与职业道德', [['相关法律法规', ['道路运输条例', '从业人员管理规定']], ['职业道德', ['服务规范', '职业操守']]]],
    ['安全运营与应急处置', [['安全运营知识', ['车辆安全检查', '安全行车']], ['应急处置', ['突发事件处置', '消防与急救']]]],
    ['车辆技术与职业健康', [['车辆技术状况', ['车辆维护', '安全装置']], ['职业健康', ['疲劳防控', '心理调适']]]],
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
    let seq = 0;
    let rootId: string | null = null;
    const insert = async (name: string, parentId: string | null, level: number, carType: number, subject: number, sort: number) => {
      seq++;
      const courseNo = `${String(carType).padStart(2, '0')}${subject}${String(seq).padStart(7, '0')}`;
      const result = (await tx.execute(sql`INSERT INTO bbxc_course (tenant_id, name, course_no, hours, description, parent_id, root_id, level, car_type, subject, sort, disable)
        VALUES (${tenantId}, ${name}, ${courseNo}, ${level === 1 ? 8 : level === 2 ? 4 : 2}, ${level === 1 ? `${name}的理论课程` : null}, ${parentId}, ${rootId}, ${level},
                ${carType}, ${subject}, ${sort}, ${seq % 23 === 0 ? 1 : 0}) RETURNING id`)) as unknown as { rows: { id: string }[] };
      const id = String(result.rows[0].id);
      // A course is its own course: its chapters and sections name it.
      if (level === 1) await tx.execute(sql`UPDATE bbxc_course SET root_id = ${id} WHERE id = ${id}`);
      return id;
    };
    for (const page of resourcesByName.course.routes ?? []) {
      const carType = Number(page.params.carType);
      const subject = Number(page.params.subject);
      const outline = OUTLINES[subject === 1 ? 'one' : subject === 4 ? 'four' : 'other'];
      for (const [c, [courseName, chapters]] of outline.entries()) {
        rootId = null;
        const courseId = await insert(courseName, null, 1, carType, subject, c + 1);
        rootId = courseId;
        for (const [k, [chapterName, sections]] of chapters.entries()) {
          const chapterId = await insert(`第${k + 1}章 ${chapterName}`, courseId, 2, carType, subject, k + 1);
          for (const [s, section] of sections.entries()) await insert(`第${s + 1}节 ${section}`, chapterId, 3, carType, subject, s + 1);
        }
      }
    }
    await seedContents(tx, tenantId);
  });
}
