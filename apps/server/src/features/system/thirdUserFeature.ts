import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { resourcesByName } from '@coach/domain';
import type { Services } from '../../platform/services';
import type { Db } from '../../platform/db';
import { ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { hashPassword } from '../../platform/auth/password';
import { registerResource } from '../../engine/registerResource';
import { idSchema } from '../../engine/inputSchema';
import { logOperation } from '../../engine/operationLog';
import { engineContext, fetchOne } from '../../engine/rowAccess';
import { initialPassword } from './initialPassword';

const def = resourcesByName.thirdUser;

/** Third-party system accounts: the engine plus their generated credentials. */
export function thirdUserFeature(app: FastifyInstance, services: Services) {
  registerResource(app, services, def, {
    async beforeSave({ values, creating, scratch }) {
      if (!creating) return;
      scratch.password = initialPassword(12);
      values.$password_hash = await hashPassword(scratch.password as string);
    },
    async afterSave({ creating, scratch }) {
      if (creating) return { initialPassword: scratch.password };
    },
  });

  app.post('/api/user/inner/sysThirdUser/v1/resetInitPassword', async (request) => {
    const ctx = engineContext(request);
    const { id } = parseBody(idSchema, request.body);
    const password = initialPassword(12);
    const hashed = await hashPassword(password);
    await services.database.db.transaction(async (tx) => {
      await fetchOne(tx as unknown as Db, def, ctx, id, { lock: true });
      await tx.execute(sql`UPDATE sys_third_user SET password_hash = ${hashed}, password_stamp = password_stamp + 1,
        update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId} WHERE id = ${id} AND tenant_id = ${ctx.tenantId}`);
      await logOperation(tx as unknown as Db, ctx, { resource: def.name, action: 'resetInitPassword', ids: [id] });
    });
    return ok({ id, initialPassword: password }, '密码已重置');
  });
}
