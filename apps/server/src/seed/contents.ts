import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_EXAM_RULES, isLicence } from '@coach/domain';
import type { Db } from '../platform/db';
import { rowsOf } from '../engine';
import { bankOf } from './questionBank';
import { insertChunks } from './insertChunks';

const SIMULATORS = [
  ['驾驶模拟器', 'JSMNQ2000', '北京中育驾培设备有限公司'],
  ['VR驾驶训练舱', 'VRXL300(A)', '深圳智驾科技有限公司'],
] as const;
const ICONS = [
  ['注意行人', '提示前方有人行横道或行人密集，应减速慢行并注意避让行人。'],
  ['禁止超车', '该路段禁止机动车超车，解除禁止超车标志前不得超越前车。'],
  ['发动机故障灯', '发动机电控系统出现故障时点亮，应尽快到维修站检查。'],
  ['安全带未系提示灯', '驾驶人或乘客未系安全带时点亮，应立即系好安全带。'],
] as const;
const TOPICS = [
  ['交通标志专题', '常见警告、禁令、指示标志的识别与含义'],
  ['易错题专题', '学员错误率较高的题目集中练习'],
  ['安全文明驾驶专题', '礼让行人、文明行车相关题目'],
] as const;

/**
 * What hangs off the demo course trees: each tree's question bank spread over its sections
 * (2 000 questions in all), three coursewares per course, two videos per section, two answer
 * skills per course, and per category its exam rule, topics, simulators and icons.
 */
export async function seedContents(tx: Db, tenantId: string): Promise<void> {
  const nodes = await rowsOf<{ id: string; name: string; level: number; parent_id: string | null; car_type: number; subject: number }>(tx, sql`
    SELECT id, name, level, parent_id, car_type, subject FROM bbxc_course WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY car_type, subject, sort, id`);
  const pages = new Map<string, typeof nodes>();
  for (const n of nodes) pages.set(`${n.car_type}:${n.subject}`, [...(pages.get(`${n.car_type}:${n.subject}`) ?? []), n]);
  const exercises: ReturnType<typeof sql>[] = [];
  const coursewares: ReturnType<typeof sql>[] = [];
  const videos: ReturnType<typeof sql>[] = [];
  const skills: ReturnType<typeof sql>[] = [];
  const topics: ReturnType<typeof sql>[] = [];
  const rules: ReturnType<typeof sql>[] = [];
  for (const list of pages.values()) {
    const { car_type: carType, subject } = list[0];
    const sections = list.filter((n) => Number(n.level) === 3);
    const bank = bankOf(isLicence(carType));
    bank.forEach((q, i) => {
      const section = sections[i % sections.length];
      exercises.push(sql`(${tenantId}, ${String(section.id)}, ${q.type}, ${q.question}, ${q.options[0]}, ${q.options[1]}, ${q.options[2]}, ${q.options[3]},
        ${q.answer}, ${q.explanation}, ${carType}, ${subject})`);
    });
    for (const [c, courseNode] of list.filter((n) => Number(n.level) === 1).entries()) {
      for (let k = 1; k <= 3; k++) {
        coursewares.push(sql`(${tenantId}, ${`${courseNode.name}（第${k}讲）`}, ${String(courseNode.id)}, ${courseNode.name}, ${carType},
          ${`demo/courseware/${carType}-${subject}-${c}-${k}.mp4`}, ${20 + k * 5}, ${k === 3 && c === 1 ? 1 : 0}, ${k})`);
      }
      skills.push(sql`(${tenantId}, ${String(courseNode.id)}, ${'先看关键词再选答案'}, ${`${courseNode.name}的题目中，“应当”“必须”多为正确选项，“可以”“随意”多为错误选项。`}, 1)`);
      skills.push(sql`(${tenantId}, ${String(courseNode.id)}, ${'数字题记忆口诀'}, ${'距离、速度类题目按“50、100、150”分组记忆，避免混淆。'}, ${c === 0 ? 2 : 1})`);
    }
    for (const section of sections) {
      const topic = section.name.replace(/^第\d+节 /, '');
      videos.push(sql`(${tenantId}, ${String(section.id)}, ${`${topic}讲解`}, ${`demo/video/${section.id}-1.mp4`}, 18, 0)`);
      videos.push(sql`(${tenantId}, ${String(section.id)}, ${`${topic}案例分析`}, ${`demo/video/${section.id}-2.mp4`}, 12, 0)`);
    }
    for (const [name, description] of TOPICS) topics.push(sql`(${tenantId}, ${carType}, ${subject}, ${name}, ${description}, ${20})`);
    const rule = DEFAULT_EXAM_RULES[subject] ?? DEFAULT_EXAM_RULES[0];
    rules.push(sql`(${tenantId}, ${carType}, ${subject}, ${rule.questionCount}, ${rule.minutes}, ${rule.passScore}, ${rule.single}, ${rule.multiple}, ${rule.judge})`);
  }
  const carTypes = [...new Set(nodes.map((n) => Number(n.car_type)))];
  const simulators = carTypes.flatMap((carType) => SIMULATORS.map(([name, model, maker]) => sql`(${tenantId}, ${carType}, ${name}, ${model}, ${maker}, 0)`));
  const icons = carTypes.flatMap((carType) => ICONS.map(([name, meaning], i) => sql`(${tenantId}, ${carType}, ${name}, ${`demo/icon/${i + 1}.png`}, ${meaning}, ${i + 1})`));

  const insert = (head: SQL, rows: SQL[]) => insertChunks(tx, rows, (values) => sql`${head} VALUES ${values}`);
  await insert(sql`INSERT INTO bbxc_exercise (tenant_id, chapter_id, type, question, option_a, option_b, option_c, option_d, answer, explanation, car_type, subject)`, exercises);
  await insert(sql`INSERT INTO bbxc_courseware (tenant_id, name, course_id, course_name, car_type, file, minutes, disable, sort)`, coursewares);
  await insert(sql`INSERT INTO bbxc_course_video (tenant_id, chapter_id, name, file, minutes, disable)`, videos);
  await insert(sql`INSERT INTO bbxc_answer_skill (tenant_id, course_id, title, content, status)`, skills);
  await insert(sql`INSERT INTO bbxc_special_topic (tenant_id, car_type, subject, name, description, question_count)`, topics);
  await insert(sql`INSERT INTO bbxc_exam_rule (tenant_id, car_type, subject, question_count, minutes, pass_score, single_count, multiple_count, judge_count)`, rules);
  await insert(sql`INSERT INTO bbxc_simulator (tenant_id, car_type, name, model, maker, disable)`, simulators);
  await insert(sql`INSERT INTO bbxc_icon_info (tenant_id, car_type, name, icon, meaning, sort)`, icons);
}
