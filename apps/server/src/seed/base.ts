import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db';
import { hashPassword } from '../platform/auth/password';
import { DICTIONARIES } from './dictionaries';
import { STAFF_ONLY_CHANNEL_ACTIONS } from '@coach/areas/channel/domain/index.ts';
import { grantGroupButtons, grantGroups, grantPlaintext } from './grants';

/** Demo accounts of the README (demo only: change them on a real installation). */
export const DEMO_USERS = [
  { account: 'admin', password: 'Admin2026', name: '系统管理员', enterpriseType: 1, role: 'BBFW_ADMIN' },
  { account: 'operator01', password: 'Operator2026', name: '王运营', enterpriseType: 2, role: 'SCHOOL_OPERATOR' },
  { account: 'channel01', password: 'Channel2026', name: '城东渠道', enterpriseType: 4, role: 'CHANNEL_USER' },
] as const;

export const DEMO_ROLES = [
  { code: 'BBFW_ADMIN', name: '超级管理员', groups: [] as string[], remark: '拥有全部权限' },
  {
    code: 'SCHOOL_OPERATOR',
    name: '驾校运营',
    // A school's day: its students (学员查询) and orders (订单管理) beside its groups, all
    // narrowed to the operator's school (operator01 is bound to 金陵驾校 by the demo).
    groups: ['/homes', '/school', '/operates', '/marketings', '/timing/searchStudent', '/orders/orderMgList'],
    remark: '驾校日常运营：招生、门店、排班、学员与订单',
  },
  { code: 'CHANNEL_USER', name: '渠道用户', groups: ['/channelMgs'], remark: '渠道合作方查看本渠道数据' },
];

let hashing: Promise<string[]> | undefined;

/**
 * The demo users' password hashes, computed once per process: main.ts starts them as soon as it
 * sees a new data folder, so they are ready when the base is seeded.
 */
export function demoPasswordHashes(): Promise<string[]> {
  if (!hashing) {
    hashing = Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
    hashing.catch(() => undefined); // awaited by seedBase; failing before that is not unheard
  }
  return hashing;
}

export interface SeedResult {
  tenantId: string;
  created: boolean;
}

/**
 * The base every installation needs: the demo tenant, its channel, the three roles, the
 * three demo users and the dictionaries. Runs once, on an empty database.
 */
export async function seedBase(database: Database): Promise<SeedResult> {
  const existing = await database.rows<{ id: string }>(sql`SELECT id FROM sys_tenant WHERE code = 'demo'`);
  if (existing[0]) return { tenantId: String(existing[0].id), created: false };
  // Hashed on other threads (argon2, ~0.2 s) while the rows before the users are written, if
  // main.ts has not started them already.
  const hashing = demoPasswordHashes();
  let tenantId = '';
  await database.db.transaction(async (tx) => {
    const q = async <T>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    [{ id: tenantId }] = await q<{ id: string }>(
      sql`INSERT INTO sys_tenant (name, code) VALUES ('示例驾培集团', 'demo') RETURNING id`,
    );
    const [{ id: channelId }] = await q<{ id: string }>(sql`
      INSERT INTO bbxc_channel (tenant_id, name, account, contact_name, contact_mobile)
      VALUES (${tenantId}, '城东合作渠道', 'channel01', '李渠道', '13800138000') RETURNING id`);
    const roleIds: Record<string, string> = {};
    for (const role of DEMO_ROLES) {
      const [{ id }] = await q<{ id: string }>(sql`
        INSERT INTO sys_role (tenant_id, role_name, role_code, remark, is_default)
        VALUES (${tenantId}, ${role.name}, ${role.code}, ${role.remark}, ${role.code === 'BBFW_ADMIN' ? 1 : 0}) RETURNING id`);
      roleIds[role.code] = String(id);
      if (role.code === 'BBFW_ADMIN') await grantPlaintext(tx, String(id));
      // A page's calls and its buttons come together: a role holding the delete call sees the
      // delete button (the channel role without the staff-only 财务核对 and 打款).
      if (role.groups.length) await grantGroups(tx, String(id), role.groups);
      if (role.groups.length)
        await grantGroupButtons(
          tx,
          String(id),
          role.groups,
          role.code === 'CHANNEL_USER' ? STAFF_ONLY_CHANNEL_ACTIONS : [],
        );
    }
    await tx.execute(
      sql`INSERT INTO sys_dictionary (type, value, label, sort) VALUES ${sql.join(
        Object.entries(DICTIONARIES).flatMap(([type, entries]) =>
          entries.map(([value, label], i) => sql`(${type}, ${value}, ${label}, ${i})`),
        ),
        sql`, `,
      )}`,
    );
    const hashes = await hashing;
    for (const [i, user] of DEMO_USERS.entries()) {
      const [{ id }] = await q<{ id: string }>(sql`
        INSERT INTO sys_user (tenant_id, account, password_hash, name, mobile, enterprise_type, channel_id, province, city)
        VALUES (${tenantId}, ${user.account}, ${hashes[i]}, ${user.name}, ${'1390000000' + i}, ${user.enterpriseType},
                ${user.enterpriseType === 4 ? channelId : null}, '44', '4403') RETURNING id`);
      await tx.execute(sql`INSERT INTO sys_user_role (user_id, role_id) VALUES (${id}, ${roleIds[user.role]})`);
    }
  });
  return { tenantId, created: true };
}
