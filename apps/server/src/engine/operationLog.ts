import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import type { EngineContext } from './types';

/** Records a write in the same transaction: who, when, which resource, before and after. */
export async function logOperation(
  tx: Db,
  ctx: EngineContext,
  entry: { resource: string; action: string; ids: string[]; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sys_operation_log (tenant_id, user_id, resource, action, target_ids, before, after, ip)
    VALUES (${ctx.tenantId}, ${ctx.userId}, ${entry.resource}, ${entry.action}, ${JSON.stringify(entry.ids)}::jsonb,
            ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
            ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb, ${ctx.ip ?? null})`);
}
