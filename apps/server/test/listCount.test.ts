import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import { EXACT_COUNT_LIMIT } from '../src/engine/crudRoutes';
import { describe, expect, test as it, type Caller } from './fixtures';

// Issue 16.7: page 1 of a huge list must not count every row. Up to the cap the total is
// exact; beyond it the answer says so (`totalCapped`, shown 共 10000+ 条).
const def = resourcesByName.sensitiveWord;

describe('list totals', () => {
  it.beforeAll(async ({ app }) => {
    const [{ tenant_id: tenantId }] = await app.services.database.rows<{ tenant_id: string }>(
      sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
    );
    await app.services.database.rows(sql`INSERT INTO ${sql.raw(def.table)} (tenant_id, word, category)
      SELECT ${tenantId}, '词' || g, CASE WHEN g <= 30 THEN 1 ELSE 3 END FROM generate_series(1, ${EXACT_COUNT_LIMIT + 50}) g`);
  }, 120_000);

  const list = async (admin: Caller, body: Record<string, unknown>) =>
    (await admin.call(def, 'list', { pageSize: 10, ...body })).body.result;

  it('caps the count above the limit and says so', async ({ admin }) => {
    const all = await list(admin, {});
    expect(all.total).toBe(EXACT_COUNT_LIMIT);
    expect(all.totalCapped).toBe(true);
    expect(all.list).toHaveLength(10);
  });

  it('counts exactly below it', async ({ admin }) => {
    const few = await list(admin, { word: '词1000' });
    expect(few.totalCapped).toBeUndefined();
    expect(few.total).toBe(11); // 词1000, 词10000-词10009
  });
});
