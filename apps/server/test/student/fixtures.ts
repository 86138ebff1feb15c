import { sql } from 'drizzle-orm';
import { seedSchool } from '@coach/areas/school/server/index.ts';
import { seedStudents } from '@coach/areas/timing/server/index.ts';
import type { Database } from '../../src/platform/db';
import type { TestApp } from '../testApp';

/** The demo tenant's id (the tenant of `admin`). */
async function demoTenantOf(database: Database): Promise<string> {
  const [{ tenant_id: tenantId }] = await database.rows<{ tenant_id: string }>(
    sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`,
  );
  return String(tenantId);
}

export const demoTenantId = (t: TestApp): Promise<string> => demoTenantOf(t.services.database);

/** The demo schools, stores, coaches and ~800 students (with their study records) in the demo tenant. */
export async function seedDemoStudents(database: Database): Promise<string> {
  const tenantId = await demoTenantOf(database);
  await seedSchool(database, tenantId);
  await seedStudents(database, tenantId);
  return tenantId;
}

/** The same in a test app's database (both seeds leave a tenant that has them alone). */
export const withDemoStudents = (t: TestApp): Promise<string> => seedDemoStudents(t.services.database);
