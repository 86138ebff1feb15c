import { describe, expect, it } from 'vitest';
import { EXAM_PASS_SCORE, idCheckChar } from '@coach/domain';
import { demoStudents, type DemoOrg } from './studentDemo';

const org: DemoOrg = {
  stores: [
    { id: '11', name: '甲店', schoolId: '1', schoolName: '甲校' },
    { id: '12', name: '乙店', schoolId: '2', schoolName: '乙校' },
  ],
  coaches: [
    { id: '21', name: '甲教练', storeId: '11' },
    { id: '22', name: '乙教练', storeId: '12' },
  ],
  channel: { id: '31', name: '渠道' },
};
const now = 1_795_000_000;

describe('demo students', () => {
  it('are the same for the same seed and moment', () => {
    expect(demoStudents(org, now, 50)).toEqual(demoStudents(org, now, 50));
    expect(demoStudents(org, now, 50, 7)).not.toEqual(demoStudents(org, now, 50));
  });

  it('reach their stages in time order, each subject passed at 90 or more before the next, never in the future', () => {
    for (const s of demoStudents(org, now, 800)) {
      expect(s.stages[0]).toEqual([1, s.enrolTime]);
      expect(s.stage).toBe(s.stages[s.stages.length - 1][0]);
      for (let k = 1; k < s.stages.length; k++) {
        expect(s.stages[k][0]).toBe(s.stages[k - 1][0] + 1);
        expect(s.stages[k][1]).toBeGreaterThan(s.stages[k - 1][1]);
        const passed = s.exams.filter((e) => e.subject === k && e.score >= EXAM_PASS_SCORE);
        expect(passed).toHaveLength(1);
        expect(passed[0].time).toBe(s.stages[k][1]);
      }
      expect(Math.max(s.enrolTime, ...s.exams.map((e) => e.time), s.timingOpenTime ?? 0)).toBeLessThanOrEqual(now);
      expect(s.coach?.storeId ?? s.store.id).toBe(s.store.id);
      expect(s.idCard.slice(17)).toBe(idCheckChar(s.idCard.slice(0, 17)));
    }
  });

  it('have unique phone numbers', () => {
    const mobiles = demoStudents(org, now, 800).map((s) => s.mobile);
    expect(new Set(mobiles).size).toBe(800);
  });
});
