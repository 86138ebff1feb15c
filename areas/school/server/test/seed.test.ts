import { sql } from 'drizzle-orm';
import { isValidIdCard, resourcesByName } from '@coach/domain';
import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { seedSchool } from '../seed/school';

const { coach, feedback, school, store, trainingCenter } = resourcesByName;

describe('school demo data', () => {
  it('seeds two schools, five stores, training grounds and 30 coaches once, valid by the rules the calls enforce', async ({
    app,
    admin,
  }) => {
    const [{ tenant_id: tenantId }] = await app.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedSchool(app.services.database, tenantId);
    await seedSchool(app.services.database, tenantId);
    expect((await admin.call(school, 'list')).body.result.total).toBe(2);
    const stores = (await admin.call(store, 'list')).body.result;
    expect(stores.total).toBe(5);
    expect((await admin.call(trainingCenter, 'list')).body.result.total).toBeGreaterThanOrEqual(2);
    const coaches = (await admin.call(coach, 'list', { pageSize: 100 })).body.result.list as {
      idCard: string;
      mobile: string;
      storeName: string;
      schoolName: string;
    }[];
    expect(coaches).toHaveLength(30);
    expect(coaches.every((c) => isValidIdCard(c.idCard) && /^1\d{10}$/.test(c.mobile))).toBe(true);
    expect(new Set(coaches.map((c) => c.mobile)).size).toBe(30);
    // Every coach's store belongs to the coach's school.
    const schoolOfStore = new Map(stores.list.map((s: { name: string; schoolName: string }) => [s.name, s.schoolName]));
    expect(coaches.every((c) => schoolOfStore.get(c.storeName) === c.schoolName)).toBe(true);
    expect((await admin.call(feedback, 'list', { replyStatus: 1 })).body.result.total).toBeGreaterThan(0);
    expect(
      (await admin.call(school, 'delete', { ids: [(await admin.call(school, 'list')).body.result.list[0].id] })).body
        .status,
    ).toBe(false);
  });
});
