import { describe, expect, it } from 'vitest';
import { CAR_CATEGORIES, EXAM_PASS_SCORE, idCheckChar, isLicence } from '@coach/domain';
import { demoStudents, type DemoOrg } from './studentDemo';

const org: DemoOrg = {
  stores: [
    { id: '11', name: '甲店', schoolId: '1', schoolName: '甲校' },
    { id: '12', name: '乙店', schoolId: '2', schoolName: '乙校' },
  ],
  coaches: [
    { id: '21', name: '甲教练', storeId: '11', carType: 1 },
    { id: '22', name: '乙教练', storeId: '12', carType: 1 },
    { id: '23', name: '甲货车教练', storeId: '11', carType: 3 },
  ],
  channel: { id: '31', name: '渠道' },
};
const now = 1_795_000_000;

describe('demo students', () => {
  it('are the same for the same seed and moment', () => {
    expect(demoStudents(org, now, 50)).toEqual(demoStudents(org, now, 50));
    expect(demoStudents(org, now, 50, 7)).not.toEqual(demoStudents(org, now, 50));
  });

  it('reach their stages in time order, each licence subject passed at 90 or more before the next, never in the future', () => {
    for (const s of demoStudents(org, now, 800)) {
      expect(s.stages[0]).toEqual([1, s.enrolTime]);
      expect(s.stage).toBe(s.stages[s.stages.length - 1][0]);
      for (let k = 1; k < s.stages.length; k++) expect(s.stages[k][1]).toBeGreaterThan(s.stages[k - 1][1]);
      if (isLicence(s.carType))
        for (let k = 1; k < s.stages.length; k++) {
          expect(s.stages[k][0]).toBe(s.stages[k - 1][0] + 1);
          const passed = s.exams.filter((e) => e.subject === k && e.score >= EXAM_PASS_SCORE);
          expect(passed).toHaveLength(1);
          expect(passed[0].time).toBe(s.stages[k][1]);
        }
      expect(Math.max(s.enrolTime, ...s.exams.map((e) => e.time), s.timingOpenTime ?? 0)).toBeLessThanOrEqual(now);
      expect(s.coach?.storeId ?? s.store.id).toBe(s.store.id);
      expect(s.idCard.slice(17)).toBe(idCheckChar(s.idCard.slice(0, 17)));
    }
  });

  it('give a course student (qualification, continuing, pre-job, safety) no 科目二/三 and no subject exam: theory, then 科目四 hours, then 已结业', () => {
    const courses = demoStudents(org, now, 800).filter((s) => !isLicence(s.carType));
    expect(courses.length).toBeGreaterThan(100);
    for (const s of courses) {
      expect(
        [[1], [1, 4], [1, 4, 5]].map((path) => JSON.stringify(path)),
        `${s.carType}`,
      ).toContain(JSON.stringify(s.stages.map(([stage]) => stage)));
      expect(s.exams).toEqual([]);
      // Each part's hours are studied while the student is in it (科目一 once timing is opened).
      for (const r of s.study) {
        const k = s.stages.findIndex(([stage]) => stage === r.subject);
        expect(k, `${r.subject}`).toBeGreaterThanOrEqual(0);
        expect(r.startTime).toBeGreaterThanOrEqual(r.subject === 1 ? s.timingOpenTime! : s.stages[k][1]);
        expect(r.startTime).toBeLessThan(s.stages[k + 1]?.[1] ?? now);
      }
    }
    // Every stage a course has is reached by some, so its reports have rows.
    expect(new Set(courses.map((s) => s.stage))).toEqual(new Set([1, 4, 5]));
  });

  it('apply mostly for 小车, about one in four for a course, every category by at least four', () => {
    const students = demoStudents(org, now, 800);
    const count = new Map<number, number>();
    for (const s of students) count.set(s.carType, (count.get(s.carType) ?? 0) + 1);
    expect(count.get(1)! / 800).toBeGreaterThan(0.55);
    const courses = students.filter((s) => !isLicence(s.carType)).length / 800;
    expect(courses).toBeGreaterThan(0.15);
    expect(courses).toBeLessThan(0.35);
    for (const c of CAR_CATEGORIES) expect(count.get(c.code) ?? 0, c.name).toBeGreaterThanOrEqual(4);
  });

  it('have a coach of their store teaching their category, else any of the store', () => {
    const students = demoStudents(org, now, 800);
    const coachOf = (carType: number, store: string) =>
      new Set(students.filter((s) => s.carType === carType && s.store.id === store).map((s) => s.coach?.id));
    expect(coachOf(3, '11')).toEqual(new Set(['23']));
    expect(coachOf(1, '11')).toEqual(new Set(['21']));
    expect(coachOf(8, '11')).toEqual(new Set(['21', '23']));
    expect(coachOf(3, '12')).toEqual(new Set(['22']));
  });

  it('have unique phone numbers', () => {
    const mobiles = demoStudents(org, now, 800).map((s) => s.mobile);
    expect(new Set(mobiles).size).toBe(800);
  });
});
