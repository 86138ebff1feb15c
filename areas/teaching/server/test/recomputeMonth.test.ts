import { sql } from 'drizzle-orm';
import { SATISFACTION_RECOMPUTE } from '../../domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';

// Issue 50.7: 重新固化's month is a time to choose, so its missing value answers the spec's
// 请选择时间! (spec §5 Date required), as the dialog's own rule does, not words of its own.
describe('满意度报告 重新固化 without a month', () => {
  it('answers 月份：请选择时间! for a missing or empty month and changes nothing', async ({ app, admin }) => {
    const logged = async () =>
      (
        await app.services.database.rows<{ n: string }>(
          sql`SELECT count(*) AS n FROM sys_operation_log WHERE action = 'recompute'`,
        )
      )[0].n;
    const before = await logged();
    for (const body of [{}, { month: '' }, { month: null }]) {
      const res = await admin.post(SATISFACTION_RECOMPUTE, body);
      expect(res.body, JSON.stringify(body)).toMatchObject({ status: false, message: '月份：请选择时间!' });
    }
    expect((await admin.post(SATISFACTION_RECOMPUTE, { month: '2026-13' })).body.message).toBe('月份：格式应为YYYY-MM');
    expect(await logged()).toBe(before);
  });
});
