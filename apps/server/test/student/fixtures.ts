import { sql } from 'drizzle-orm';
import { seedSchool } from '../../src/seed/school';
import { seedStudents } from '../../src/seed/students';
import type { AppConfig } from '../../src/config';
import { startTestApp, type TestApp } from '../testApp';

/** The demo tenant's id (the tenant of `admin`). */
export async function demoTenantId(t: TestApp): Promise<string> {
  const [{ tenant_id: tenantId }] = await t.services.database.rows<{ tenant_id: string }>(sql`SELECT tenant_id FROM sys_user WHERE account = 'admin'`);
  return String(tenantId);
}

/** The demo schools, stores, coaches and ~800 students (with their study records) in the demo tenant. */
export async function withDemoStudents(t: TestApp): Promise<string> {
  const tenantId = await demoTenantId(t);
  await seedSchool(t.services.database, tenantId);
  await seedStudents(t.services.database, tenantId);
  return tenantId;
}

/**
 * A test app on a copy of the template that holds the demo students already (globalSetup), and
 * the demo tenant's id. Seeding them per file cost ~2.5 s a file; outside the server project's
 * run (no templates) they are seeded here.
 */
export async function startWithDemoStudents(overrides: Partial<AppConfig> = {}): Promise<{ t: TestApp; tenantId: string }> {
  const t = await startTestApp(overrides, 'students');
  return { t, tenantId: await withDemoStudents(t) };
}
