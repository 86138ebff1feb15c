import { sql } from 'drizzle-orm';
import { isLicence } from '@coach/domain';
import { DEFAULT_EXAM_RULES } from '../../domain';
import type { Db } from '@coach/server/platform/db.ts';
import { insertRows, rowsOf } from '@coach/server/engine/index.ts';
import { bankOf } from '@coach/server/seed/questionBank.ts';

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
  const nodes = await rowsOf<{
    id: string;
    name: string;
    level: number;
    parent_id: string | null;
    car_type: number;
    subject: number;
  }>(
    tx,
    sql`
    SELECT id, name, level, parent_id, car_type, subject FROM bbxc_course WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY car_type, subject, sort, id`,
  );
  const pages = new Map<string, typeof nodes>();
  for (const n of nodes)
    pages.set(`${n.car_type}:${n.subject}`, [...(pages.get(`${n.car_type}:${n.subject}`) ?? []), n]);
  type Row = Record<string, unknown>;
  const exercises: Row[] = [];
  const coursewares: Row[] = [];
  const videos: Row[] = [];
  const skills: Row[] = [];
  const topics: Row[] = [];
  const rules: Row[] = [];
  for (const list of pages.values()) {
    const { car_type: carType, subject } = list[0];
    const sections = list.filter((n) => Number(n.level) === 3);
    const bank = bankOf(isLicence(carType));
    bank.forEach((q, i) => {
      const section = sections[i % sections.length];
      exercises.push({
        tenant_id: tenantId,
        chapter_id: String(section.id),
        type: q.type,
        question: q.question,
        option_a: q.options[0],
        option_b: q.options[1],
        option_c: q.options[2],
        option_d: q.options[3],
        answer: q.answer,
        explanation: q.explanation,
        car_type: carType,
        subject,
      });
    });
    for (const [c, courseNode] of list.filter((n) => Number(n.level) === 1).entries()) {
      for (let k = 1; k <= 3; k++) {
        coursewares.push({
          tenant_id: tenantId,
          name: `${courseNode.name}（第${k}讲）`,
          course_id: String(courseNode.id),
          course_name: courseNode.name,
          car_type: carType,
          file: `demo/courseware/${carType}-${subject}-${c}-${k}.mp4`,
          minutes: 20 + k * 5,
          disable: k === 3 && c === 1 ? 1 : 0,
          sort: k,
        });
      }
      const skill = (title: string, content: string, status: number) => ({
        tenant_id: tenantId,
        course_id: String(courseNode.id),
        title,
        content,
        status,
      });
      skills.push(
        skill(
          '先看关键词再选答案',
          `${courseNode.name}的题目中，“应当”“必须”多为正确选项，“可以”“随意”多为错误选项。`,
          1,
        ),
      );
      skills.push(skill('数字题记忆口诀', '距离、速度类题目按“50、100、150”分组记忆，避免混淆。', c === 0 ? 2 : 1));
    }
    for (const section of sections) {
      const topic = section.name.replace(/^第\d+节 /, '');
      videos.push({
        tenant_id: tenantId,
        chapter_id: String(section.id),
        name: `${topic}讲解`,
        file: `demo/video/${section.id}-1.mp4`,
        minutes: 18,
        disable: 0,
      });
      videos.push({
        tenant_id: tenantId,
        chapter_id: String(section.id),
        name: `${topic}案例分析`,
        file: `demo/video/${section.id}-2.mp4`,
        minutes: 12,
        disable: 0,
      });
    }
    for (const [name, description] of TOPICS)
      topics.push({ tenant_id: tenantId, car_type: carType, subject, name, description, question_count: 20 });
    const rule = DEFAULT_EXAM_RULES[subject] ?? DEFAULT_EXAM_RULES[0];
    rules.push({
      tenant_id: tenantId,
      car_type: carType,
      subject,
      question_count: rule.questionCount,
      minutes: rule.minutes,
      pass_score: rule.passScore,
      single_count: rule.single,
      multiple_count: rule.multiple,
      judge_count: rule.judge,
    });
  }
  const carTypes = [...new Set(nodes.map((n) => Number(n.car_type)))];
  const simulators = carTypes.flatMap((carType) =>
    SIMULATORS.map(([name, model, maker]) => ({
      tenant_id: tenantId,
      car_type: carType,
      name,
      model,
      maker,
      disable: 0,
    })),
  );
  const icons = carTypes.flatMap((carType) =>
    ICONS.map(([name, meaning], i) => ({
      tenant_id: tenantId,
      car_type: carType,
      name,
      icon: `demo/icon/${i + 1}.png`,
      meaning,
      sort: i + 1,
    })),
  );

  await insertRows(tx, 'bbxc_exercise', exercises);
  await insertRows(tx, 'bbxc_courseware', coursewares);
  await insertRows(tx, 'bbxc_course_video', videos);
  await insertRows(tx, 'bbxc_answer_skill', skills);
  await insertRows(tx, 'bbxc_special_topic', topics);
  await insertRows(tx, 'bbxc_exam_rule', rules);
  await insertRows(tx, 'bbxc_simulator', simulators);
  await insertRows(tx, 'bbxc_icon_info', icons);
}
