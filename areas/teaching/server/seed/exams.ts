import { sql } from 'drizzle-orm';
import { categoryRange, isLicence } from '@coach/domain';
import { EXAM_KINDS } from '../../domain';
import { DEFAULT_EXAM_RULES } from '@coach/areas/contents/domain/index.ts';
import type { Database, Db } from '@coach/server/platform/db.ts';
import { insertRows } from '@coach/server/engine/index.ts';
import { random } from '@coach/server/seed/studentDemo.ts';
import { withIndexesDeferred } from '@coach/server/seed/deferIndexes.ts';

const DAY = 86400;
const KIND_OF_RANGE = {
  qualification: EXAM_KINDS.qualification,
  continuing: EXAM_KINDS.continuing,
  preJob: EXAM_KINDS.preJob,
  safety: EXAM_KINDS.safety,
} as const;

type Student = {
  id: string;
  name: string;
  id_card: string;
  school_id: string;
  school_name: string;
  store_id: string | null;
  store_name: string | null;
  car_type: number;
  enrol_time: number;
  stage: number;
  /** When the student reached the stage they are in. */
  stage_time: number;
};
type Question = { id: string; answer: string; type: number };

/** A wrong answer a student might give to a question (another letter, or a multiple-choice half right). */
function wrongAnswer(q: Question, next: () => number): string {
  if (Number(q.type) === 3) return q.answer === 'A' ? 'B' : 'A';
  const letters = ['A', 'B', 'C', 'D'].filter((l) => l !== q.answer);
  if (Number(q.type) === 2) return q.answer[0];
  return letters[Math.floor(next() * letters.length)];
}

/**
 * Demo exam sittings over the last twelve months: `mockCount` mock theory exams of the
 * licence students (科目一 and 科目四 papers drawn from their category's bank by its exam
 * rule) and the final exams of the other students' courses, each with the paper as answered. A
 * student's skill sets how often they are right, so pass rates land near what schools see
 * (around six in ten). Runs once per tenant.
 */
export async function seedExams(
  database: Database,
  tenantId: string,
  now = Math.floor(Date.now() / 1000),
  mockCount = 3000,
): Promise<void> {
  const [existing] = await database.rows(sql`SELECT 1 FROM bbxc_exam_record WHERE tenant_id = ${tenantId} LIMIT 1`);
  if (existing) return;
  const students =
    await database.rows<Student>(sql`SELECT id, name, id_card, school_id, school_name, store_id, store_name, car_type, enrol_time, stage,
      coalesce((SELECT max(g.change_time) FROM bbxc_student_stage g WHERE g.tenant_id = s.tenant_id AND g.student_id = s.id), enrol_time) AS stage_time
    FROM bbxc_student s WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const questions = await database.rows<
    Question & { car_type: number; subject: number }
  >(sql`SELECT id, answer, type, car_type, subject
    FROM bbxc_exercise WHERE tenant_id = ${tenantId} AND deleted = 0 ORDER BY id`);
  const rules = await database.rows<{
    car_type: number;
    subject: number;
    question_count: number;
    minutes: number;
    pass_score: number;
  }>(sql`
    SELECT car_type, subject, question_count, minutes, pass_score FROM bbxc_exam_rule WHERE tenant_id = ${tenantId} AND deleted = 0`);
  if (!students.length || !questions.length) return;
  const bank = new Map<string, Question[]>();
  for (const q of questions)
    bank.set(`${q.car_type}:${q.subject}`, [...(bank.get(`${q.car_type}:${q.subject}`) ?? []), q]);
  const ruleOf = (carType: number, subject: number) =>
    rules.find((r) => Number(r.car_type) === carType && Number(r.subject) === subject) ?? {
      ...DEFAULT_EXAM_RULES[subject],
      question_count: DEFAULT_EXAM_RULES[subject].questionCount,
      pass_score: DEFAULT_EXAM_RULES[subject].passScore,
    };
  const next = random(1125);
  const licence = students.filter((s) => isLicence(s.car_type));
  const others = students.filter((s) => !isLicence(s.car_type));
  const rows: Record<string, unknown>[] = [];

  /** One sitting, started within [from, to] (else since enrolment) and finished before now; passed? */
  const sit = (s: Student, kind: number, subject: number, at: { from?: number; to?: number; skill?: number } = {}) => {
    const paper = bank.get(`${s.car_type}:${subject}`);
    if (!paper?.length) return false;
    const rule = ruleOf(Number(s.car_type), subject);
    const count = Math.min(Number(rule.question_count), paper.length);
    // Draw the paper: a random start and stride through the bank keep it distinct and cheap.
    const start = Math.floor(next() * paper.length);
    const asked = Array.from({ length: count }, (_, i) => paper[(start + i * 7) % paper.length]);
    const skill = at.skill ?? 0.8 + next() * 0.19;
    const answers = asked.map((q) => {
      const right = next() < skill;
      return [Number(q.id), right ? q.answer : next() < 0.03 ? '' : wrongAnswer(q, next), right ? 1 : 0];
    });
    const correct = answers.filter((a) => a[2] === 1).length;
    const score = Math.round((correct / count) * 100);
    const from = at.from ?? Math.max(Number(s.enrol_time), now - 365 * DAY);
    const to = at.to ?? now;
    // Finished before now: a sitting starts at least its length and an hour ago.
    const startTime = Math.floor(
      Math.min(from + next() * Math.max(to - from, 0), now - 3600 - Number(rule.minutes) * 60),
    );
    const used = Math.max(5, Math.round(Number(rule.minutes) * (0.4 + next() * 0.6)));
    rows.push({
      tenant_id: tenantId,
      kind,
      student_id: String(s.id),
      student_name: s.name,
      id_card: s.id_card,
      school_id: String(s.school_id),
      school_name: s.school_name,
      store_id: s.store_id == null ? null : String(s.store_id),
      store_name: s.store_name,
      car_type: s.car_type,
      subject,
      score,
      passed: score >= Number(rule.pass_score) ? 1 : 0,
      question_count: count,
      correct_count: correct,
      used_minutes: used,
      start_time: startTime,
      answers,
      create_time: startTime + used * 60,
    });
    return score >= Number(rule.pass_score);
  };

  for (let i = 0; i < mockCount && licence.length; i++)
    sit(licence[Math.floor(next() * licence.length)], EXAM_KINDS.mock, next() < 0.6 ? 1 : 4);
  // A course's final exam is sat at its end, in the 科目四 part: a graduate passed it in the
  // days before graduating (a retake a day later after a failed sitting; the fourth sitting is
  // passed), a student still in that part has sat it now and then, one still on the theory not.
  for (const s of others) {
    const range = categoryRange(s.car_type);
    if (range === 'licence') continue;
    const kind = KIND_OF_RANGE[range];
    const since = Number(s.stage_time);
    if (Number(s.stage) === 5)
      for (let k = 0; k < 4; k++) {
        const day = since - (4 - k) * DAY;
        if (sit(s, kind, 0, { from: day, to: day + DAY - 3 * 3600, skill: k === 3 ? 0.99 : undefined })) break;
      }
    else if (Number(s.stage) === 4 && next() < 0.4) sit(s, kind, 0, { from: since });
  }
  await database.db.transaction(async (tx) => {
    await withIndexesDeferred(tx as unknown as Db, 'bbxc_exam_record', () =>
      insertRows(tx as unknown as Db, 'bbxc_exam_record', rows),
    );
  });
}
