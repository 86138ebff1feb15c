// Statements for handSqlTenant.test.ts: the one on line 6 is the only unscoped one.
import { sql } from 'drizzle-orm';

const where = sql`t.tenant_id = ${'1'}`;
export const probes = [
  sql`SELECT id FROM bbxc_order WHERE id = ${'1'}`,
  sql`SELECT id FROM bbxc_order t WHERE ${where}`,
  sql`SELECT id FROM sys_kv WHERE key = ${'k'}`,
  // Tenant: by the id of a row just read in the tenant's scope.
  sql`UPDATE bbxc_order SET status = 1 WHERE id = ${'1'}`,
];
