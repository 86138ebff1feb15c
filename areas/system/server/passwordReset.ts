import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import type { Db } from '@coach/server/platform/db.ts';
import { ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import { hashPassword } from '@coach/server/platform/auth/password.ts';
import { engineContext, fetchOne, ident, idSchema, logOperation } from '@coach/server/engine/index.ts';
import { initialPassword } from '@coach/server/platform/auth/initialPassword.ts';

export interface PasswordResetOptions {
  path: string;
  def: ResourceDef;
  length?: number;
  /** Extra columns to set (e.g. the initial-password flag of console accounts). */
  extraSets?: SQL[];
  /** After the commit: end what the old password opened (sessions). */
  afterCommit?: (id: string) => Promise<void>;
}

/**
 * `resetInitPassword`: a new random password, answered once for the administrator to hand
 * over; the password stamp moves on so whatever the old password opened stops working.
 */
export function resetInitPasswordRoute(app: FastifyInstance, { database }: Services, options: PasswordResetOptions) {
  const { def } = options;
  app.post(options.path, async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    const password = initialPassword(options.length);
    const hashed = await hashPassword(password);
    await database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await fetchOne(tx, def, ctx, id, { lock: true });
      await tx.execute(sql`UPDATE ${ident(def.table)} SET password_hash = ${hashed},
        password_stamp = greatest(password_stamp + 1, extract(epoch from clock_timestamp())::bigint * 1000),
        ${sql.join([...(options.extraSets ?? []), sql`update_time = extract(epoch from now())::bigint`, sql`update_by = ${ctx.userId}`], sql`, `)}
        WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`);
      await logOperation(tx, ctx, { resource: def.name, action: 'resetInitPassword', ids: [id] });
    });
    await options.afterCommit?.(id);
    return ok({ id, initialPassword: password }, '密码已重置');
  });
}
