import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { EXACT_COUNT_LIMIT } from '../src/engine/crudRoutes';
import { ADMIN, startTestApp, type TestApp } from './testApp';

// Issue 16.7: page 1 of a huge list must not count every row. Up to the cap the total is
// exact; beyond it the answer says so (`totalCapped`, shown 共 10000+ 条).
const def = resourcesByName.sensitiveWord;

describe('list totals', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login(...ADMIN);
    const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await t.services.database.rows(sql`INSERT INTO ${sql.raw(def.table)} (tenant_id, word, category)
      SELECT ${tenantId}, '词' || g, CASE WHEN g <= 30 THEN 1 ELSE 3 END FROM generate_series(1, ${EXACT_COUNT_LIMIT + 50}) g`);
  }, 120_000);
  afterAll(() => t?.close());

  const list = async (body: Record<string, unknown>) =>
    (await t.post(def.api.list!, { pageSize: 10, ...body }, { token: admin })).body.result;

  it('caps the count above the limit and says so', async () => {
    const all = await list({});
    expect(all.total).toBe(EXACT_COUNT_LIMIT);
    expect(all.totalCapped).toBe(true);
    expect(all.list).toHaveLength(10);
  });

  it('counts exactly below it', async () => {
    const few = await list({ word: '词1000' });
    expect(few.totalCapped).toBeUndefined();
    expect(few.total).toBe(11); // 词1000, 词10000-词10009
  });
});
