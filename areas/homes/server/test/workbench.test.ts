import { sql } from 'drizzle-orm';
import { DAILY_ANALYSIS } from '@coach/domain';
import { seedMarketing } from '@coach/areas/marketing/server/index.ts';
import { seedAnalytics } from '@coach/areas/statistics/server/index.ts';
import { seedOrders } from '@coach/areas/orders/server/index.ts';
import { describe, expect, withStudents } from '@coach/server/test/fixtures.ts';
import { ADMIN, type TestApp } from '@coach/server/test/testApp.ts';

const it = withStudents();

// On the demo: the orders' refunds waiting and the leads (the analytics step) to follow up.
describe('工作台', () => {
  let t: TestApp;
  let admin: string;
  let tenantId: string;
  const q = <T>(query: ReturnType<typeof sql>) => t.services.database.rows<T>(query);
  const post = async (path: string, body: unknown) => (await t.post(path, body, { token: admin })).body;

  it.beforeAll(async ({ app, tenantId: demoTenant }) => {
    [t, tenantId] = [app, demoTenant];
    await seedMarketing(t.services.database, tenantId);
    await seedOrders(t.services.database, tenantId);
    await seedAnalytics(t.services.database, tenantId);
    admin = await t.login(...ADMIN);
  }, 240_000);

  it('answers the workbench to-dos within what the user may see', async () => {
    const items = (await post(`${DAILY_ANALYSIS}/workbench`, {})).result as { key: string; count: number }[];
    const [{ n }] = await q<{ n: string }>(
      sql`SELECT count(*) AS n FROM bbxc_order_refund WHERE tenant_id = ${tenantId} AND status = 0`,
    );
    expect(items.find((i) => i.key === 'refunds')?.count).toBe(Number(n));
    expect(items.map((i) => i.key)).toEqual(['refunds', 'filings', 'notices', 'withdrawals', 'followUps']);
  });
});
