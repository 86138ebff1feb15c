import { sql } from 'drizzle-orm';
import { ADMIN_ROLE_CODE, CHANNEL_ENTERPRISE_TYPE, pageLookups } from '@coach/domain';
import type { Database } from '../db';

/** Everything a request needs to know about its user, cached in the shared store. */
export interface Authz {
  userId: string;
  tenantId: string;
  enterpriseType: number;
  channelId: string | null;
  schoolId: string | null;
  storeId: string | null;
  isAdmin: boolean;
  isChannel: boolean;
  disabled: boolean;
  passwordStamp: number;
  /** api resource paths the user's enabled roles grant. */
  apis: string[];
  /**
   * Lookups the granted pages' filters and forms call that no role grants by itself
   * (`pageLookups`): allowed, and answered with only what a lookup shows.
   */
  lookups?: string[];
  /** Signed in with an initial (or reset) password: every call but load and updatePwd is refused. */
  mustChangePassword?: boolean;
  /** Holds the button resource `data:plaintext`: sees phone and ID numbers unmasked. */
  plaintext: boolean;
  /** Pages where the roles restrict the visible fields: page route -> field keys. */
  fields: Record<string, string[]>;
}

// Short enough that a missed invalidation heals itself, long enough to keep requests cheap.
/** Button resource that lifts data masking (domain.md). */
export const PLAINTEXT_RESOURCE = 'data:plaintext';

export const AUTHZ_TTL_SECONDS = 600;
export const authzKey = (userId: string) => `authz:${userId}`;

/** Tenant: the session's own user, and the roles that user holds (roles are the user's tenant's). */
export async function loadAuthz(database: Database, userId: string): Promise<Authz | undefined> {
  const users = await database.rows<{
    tenant_id: string;
    enterprise_type: number;
    channel_id: string | null;
    school_id: string | null;
    store_id: string | null;
    disable: number;
    deleted: number;
    password_stamp: string;
    initial_password: number;
  }>(sql`SELECT tenant_id, enterprise_type, channel_id, school_id, store_id, disable, deleted, password_stamp,
           initial_password
         FROM sys_user WHERE id = ${userId}`);
  const user = users[0];
  if (!user || user.deleted) return undefined;
  // Staff of a store belong to its school too (rows that name no store are narrowed by school).
  if (user.store_id != null && user.school_id == null) {
    const [store] = await database.rows<{ school_id: string | null }>(
      sql`SELECT school_id FROM bbxc_store WHERE id = ${user.store_id} AND tenant_id = ${user.tenant_id}`,
    );
    user.school_id = store?.school_id ?? '-1';
  }
  const roles = await database.rows<{ role_code: string }>(sql`
    SELECT r.role_code FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
    WHERE ur.user_id = ${userId} AND r.disable = 0 AND r.deleted = 0`);
  const granted = await database.rows<{ type: string; path: string }>(sql`
    SELECT DISTINCT res.type, res.path FROM sys_user_role ur
    JOIN sys_role r ON r.id = ur.role_id AND r.disable = 0 AND r.deleted = 0
    JOIN sys_role_resource rr ON rr.role_id = r.id
    JOIN sys_resource res ON res.id = rr.resource_id
      AND (res.type IN ('api', 'field', 'menu') OR (res.type = 'button' AND res.path = ${PLAINTEXT_RESOURCE}))
    WHERE ur.user_id = ${userId}`);
  const apis = granted.filter((r) => r.type !== 'menu');
  const apiPaths = apis.map((a) => a.path).filter((p) => p !== PLAINTEXT_RESOURCE && !p.includes('#'));
  return {
    userId,
    tenantId: String(user.tenant_id),
    enterpriseType: Number(user.enterprise_type),
    channelId: user.channel_id == null ? null : String(user.channel_id),
    schoolId: user.school_id == null ? null : String(user.school_id),
    storeId: user.store_id == null ? null : String(user.store_id),
    isAdmin: roles.some((r) => r.role_code.includes(ADMIN_ROLE_CODE)),
    isChannel: Number(user.enterprise_type) === CHANNEL_ENTERPRISE_TYPE,
    disabled: Number(user.disable) === 1,
    passwordStamp: Number(user.password_stamp),
    apis: apiPaths,
    lookups: lookupsOfPages(
      granted.filter((r) => r.type === 'menu').map((r) => r.path),
      apiPaths,
    ),
    mustChangePassword: Number(user.initial_password) === 1,
    plaintext: apis.some((a) => a.path === PLAINTEXT_RESOURCE),
    fields: fieldsByPage(apis.map((a) => a.path).filter((p) => p.includes('#'))),
  };
}

/** The lookups of the pages (`pageLookups`) that the explicit grants do not already hold. */
export function lookupsOfPages(pages: readonly string[], apis: readonly string[]): string[] {
  const held = new Set(apis);
  const out = new Set<string>();
  const lookups = pageLookups();
  for (const page of pages) for (const path of lookups.get(page) ?? []) if (!held.has(path)) out.add(path);
  return [...out];
}

/** Users holding a role: whose cached permissions a role change must drop. */
export async function usersOfRole(database: Database, roleId: string): Promise<string[]> {
  const rows = await database.rows<{ user_id: string }>(
    sql`SELECT user_id FROM sys_user_role WHERE role_id = ${roleId}`,
  );
  return rows.map((r) => String(r.user_id));
}

/** `/systems/accountMg#mobile` codes grouped by page. */
export function fieldsByPage(codes: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const code of codes) {
    const [page, key] = code.split('#');
    (out[page] ??= []).push(key);
  }
  return out;
}
