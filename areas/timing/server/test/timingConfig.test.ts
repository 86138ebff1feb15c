import { TIMING_CONFIG_CALLS } from '../../domain';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// 计时参数 is a settings form checked field by field; the safety set's students answer under
// the cartexam path with the hours of that set only.
describe('计时参数 and the safety-training students', () => {
  let t: TestApp;
  let admin: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn.token];
  }, 120_000);
  const post = async (p: string, body: unknown) => (await t.post(p, body, { token: admin })).body;

  it('answers the defaults, saves valid values and refuses one out of range naming the field', async () => {
    expect((await post(TIMING_CONFIG_CALLS.get, {})).result).toMatchObject({ minSittingMinutes: 20, maxDailyHours: 4 });
    const values = { minSittingMinutes: 30, maxDailyHours: 6, faceCheckMinutes: 20, maxBreakMinutes: 5 };
    expect(await post(TIMING_CONFIG_CALLS.save, values)).toMatchObject({ status: true, message: '保存成功' });
    expect((await post(TIMING_CONFIG_CALLS.get, {})).result).toMatchObject(values);
    const refused = await post(TIMING_CONFIG_CALLS.save, { ...values, maxDailyHours: 12 });
    expect(refused.status).toBe(false);
    expect(refused.message).toContain('每日最多有效学时');
    expect((await post(TIMING_CONFIG_CALLS.get, {})).result).toMatchObject(values);
  });

  it('lists the safety-training students with their hours, whatever set the body names', async () => {
    const answer = (await post('/api/cartexam/inner/safetyTrain/v1/studentList', { carSet: 'licence' })).result;
    const all = (await post('/api/course/inner/count/student', { carSet: 'safety' })).result;
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.totals).toEqual(all.totals);
  });
});
