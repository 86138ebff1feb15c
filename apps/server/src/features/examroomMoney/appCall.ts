import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ResourceDef } from '@coach/domain';
import type { Db } from '../../platform/db';
import { ok } from '../../platform/envelope';
import { parseBody } from '../../platform/validate';
import { engineContext, logOperation, write, type EngineContext } from '../../engine';

/**
 * A decided call of the student or coach app (booking, sign-off, withdrawal and refund
 * requests): the body checked by its schema, the service run in one transaction with its
 * operation-log row, the service's answer returned with the call's message.
 */
export function appCall<S extends z.ZodType, R extends { id: string }>(
  app: FastifyInstance,
  db: Db,
  call: { path: string; def: ResourceDef; action: string; body: S; message: string; run: (tx: Db, ctx: EngineContext, body: z.infer<S>) => Promise<R> },
) {
  app.post(call.path, async (request) => {
    const ctx = engineContext(request);
    const body = parseBody(call.body, request.body);
    const result = await write(db, call.def, async (tx) => {
      const made = await call.run(tx, ctx, body);
      await logOperation(tx, ctx, { resource: call.def.name, action: call.action, ids: [made.id] });
      return made;
    });
    return ok(result, call.message);
  });
}
