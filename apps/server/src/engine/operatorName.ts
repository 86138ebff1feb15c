import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import { rowsOf } from './rowAccess';
import type { EngineContext } from './types';

/**
 * The signed-in user's name, written on the records they make (调班 history, ledger lines, prices).
 * Tenant: the signed-in user's own row.
 */
export async function operatorName(tx: Db, ctx: EngineContext): Promise<string> {
  const [user] = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT coalesce(name, account) AS name FROM sys_user WHERE id = ${ctx.userId}`,
  );
  return user?.name ?? '';
}
