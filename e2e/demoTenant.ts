import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/platform/db';
import type { FileStore } from '../apps/server/src/platform/files/fileStore';
import { hashPassword } from '../apps/server/src/platform/auth/password';
import { seedDemo } from '../apps/server/src/seed/demo';
import { DEMO_ROLES } from '../apps/server/src/seed/base';
import { grantGroupButtons, grantGroups } from '../apps/server/src/seed/grants';

export const DEMO_TENANT_ADMIN = ['demoadmin', 'DemoAdmin2026'] as const;

/**
 * A tenant of its own holding every area's demo data, as `npm start` seeds the demo tenant,
 * for scenarios that walk over all pages (the status buttons). The shared demo tenant stays
 * as the other scenarios expect it: they create their rows themselves.
 */
export async function seedDemoTenant(database: Database, files: FileStore): Promise<void> {
  const q = <T>(query: ReturnType<typeof sql>) => database.rows<T>(query);
  const [{ id: tenantId }] = await q<{ id: string }>(
    sql`INSERT INTO sys_tenant (name, code) VALUES ('全量演示驾校', 'full-demo') RETURNING id`,
  );
  await q(
    sql`INSERT INTO bbxc_channel (tenant_id, name, account, contact_name, contact_mobile) VALUES (${tenantId}, '城东合作渠道', 'fullchannel', '李渠道', '13800138000')`,
  );
  const [{ id: roleId }] = await q<{ id: string }>(
    sql`INSERT INTO sys_role (tenant_id, role_name, role_code, is_default) VALUES (${tenantId}, '超级管理员', 'BBFW_ADMIN', 1) RETURNING id`,
  );
  const hash = await hashPassword(DEMO_TENANT_ADMIN[1]);
  const [{ id: userId }] = await q<{
    id: string;
  }>(sql`INSERT INTO sys_user (tenant_id, account, password_hash, name, enterprise_type, province, city)
    VALUES (${tenantId}, ${DEMO_TENANT_ADMIN[0]}, ${hash}, '系统管理员', 1, '44', '4403') RETURNING id`);
  await q(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${userId}, ${roleId})`);
  // A colleague: accounts other than one's own are the ones an administrator switches on and off.
  // It holds a role of its own, as every account the console makes does (角色 is required), so
  // its row saves unchanged from 编辑 like any other.
  const [{ id: operatorId }] = await q<{
    id: string;
  }>(sql`INSERT INTO sys_user (tenant_id, account, password_hash, name, mobile, enterprise_type)
    VALUES (${tenantId}, 'fulloperator', ${hash}, '赵运营', '13900001111', 2) RETURNING id`);
  const [{ id: operatorRoleId }] = await q<{ id: string }>(
    sql`INSERT INTO sys_role (tenant_id, role_name, role_code) VALUES (${tenantId}, '驾校运营', 'SCHOOL_OPERATOR') RETURNING id`,
  );
  await q(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${operatorId}, ${operatorRoleId})`);
  // The role holds what the demo's 驾校运营 holds on `npm start` (the demo seed binds its holder to 金陵驾校).
  const operatorGroups = DEMO_ROLES.find((r) => r.code === 'SCHOOL_OPERATOR')!.groups;
  await grantGroups(database.db, String(operatorRoleId), operatorGroups);
  await grantGroupButtons(database.db, String(operatorRoleId), operatorGroups, []);
  const id = String(tenantId);
  // Every area's demo records, as `npm start` seeds them (the console's files are in the database).
  await seedDemo({ database, files, tenantId: id, filesInDatabase: true });
  // A second channel with members of its own, to switch between in the channel area.
  const [{ id: westId }] = await q<{ id: string }>(
    sql`INSERT INTO bbxc_channel (tenant_id, name, contact_name, contact_mobile) VALUES (${tenantId}, '城西合作渠道', '周渠道', '13800139000') RETURNING id`,
  );
  await q(
    sql`INSERT INTO bbxc_channel_member (tenant_id, channel_id, name, mobile, member_type, position) VALUES (${tenantId}, ${westId}, '城西招生员', '13800139001', 1, '招生专员')`,
  );
  // Unread messages for the administrator's bell.
  await q(sql`INSERT INTO examroom_message (tenant_id, user_id, receiver_type, receiver_name, title, content, read_status) VALUES
    (${tenantId}, ${userId}, 2, '系统管理员', '教练申请待审核', '有新的教练申请入驻考场。', 0),
    (${tenantId}, ${userId}, 2, '系统管理员', '车辆申请待审核', '有新的车辆申请登记。', 0)`);
}
