import { hash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import type { KvStore } from '../kv/kvStore';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;

/** What the store keeps for a token (never the token itself: only its hash is the key). */
export interface SessionRecord {
  userId: string;
  tenantId: string;
  /** The user's password stamp when the session began; a password change ends it. */
  stamp: number;
  issuedAt: number;
}

/** The token carries the user id so the session and the user's permissions load together. */
export function newToken(userId: string): string {
  return `${userId}.${randomBytes(32).toString('base64url')}`;
}

export function userIdOfToken(token: string): string | undefined {
  const dot = token.indexOf('.');
  const id = token.slice(0, dot);
  return dot > 0 && /^\d{1,19}$/.test(id) ? id : undefined;
}

export function sessionKey(token: string): string {
  // One-shot hash (no Hash object per call): this runs on every authenticated request.
  return 'sess:' + hash('sha256', token, 'base64url');
}

export async function startSession(kv: KvStore, record: Omit<SessionRecord, 'issuedAt'>): Promise<string> {
  const token = newToken(record.userId);
  await kv.set(sessionKey(token), { ...record, issuedAt: Math.floor(Date.now() / 1000) }, SESSION_TTL_SECONDS);
  return token;
}

export async function endSession(kv: KvStore, token: string): Promise<void> {
  await kv.del(sessionKey(token));
}

/**
 * Ends every session of these users (the tenant's): their stamp moves on, so a token issued
 * before no longer matches, even after the account is enabled again. Runs in the transaction
 * of the change (disable, delete, new roles); the caller then drops the cached copies
 * (`AuthService.invalidateUsers`) once it has committed.
 */
export async function endSessionsOf(tx: Db, tenantId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx.execute(sql`UPDATE sys_user
    SET password_stamp = greatest(password_stamp + 1, extract(epoch from clock_timestamp())::bigint * 1000)
    WHERE tenant_id = ${tenantId} AND id IN (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}
