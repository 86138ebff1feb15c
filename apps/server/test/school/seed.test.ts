import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isValidIdCard } from '@coach/domain';
import { ADMIN, startTestApp, type TestApp } from '../testApp';
import { seedSchool } from '../../src/seed/school';
import { COACH, FEEDBACK, GROUND, SCHOOL, STORE } from './fixtures';

describe('school demo data', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
  });
  afterAll(() => t.close());

  it('seeds two schools, five stores, training grounds and 30 coaches once, valid by the rules the calls enforce', async () => {
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await seedSchool(t.services.database, tenantId);
    await seedSchool(t.services.database, tenantId);
    expect((await t.post(`${SCHOOL}/list`, {}, { token: admin })).body.result.total).toBe(2);
    const stores = (await t.post(`${STORE}/page`, {}, { token: admin })).body.result;
    expect(stores.total).toBe(5);
    expect((await t.post(`${GROUND}/page`, {}, { token: admin })).body.result.total).toBeGreaterThanOrEqual(2);
    const coaches = (await t.post(`${COACH}/list`, { pageSize: 100 }, { token: admin })).body.result.list as {
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
    expect((await t.post(`${FEEDBACK}/list`, { replyStatus: 1 }, { token: admin })).body.result.total).toBeGreaterThan(
      0,
    );
    expect(
      (
        await t.post(
          `${SCHOOL}/delete`,
          { ids: [(await t.post(`${SCHOOL}/list`, {}, { token: admin })).body.result.list[0].id] },
          { token: admin },
        )
      ).body.status,
    ).toBe(false);
  });
});
