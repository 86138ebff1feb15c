import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ResourceDef } from '@coach/domain';
import { operationActionName } from '@coach/domain/resources/operationNames.ts';
import type { Db } from '../platform/db';
import { ok } from '../platform/envelope';
import { parseBody } from '../platform/validate';
import { write } from './crudRoutes';
import { logOperation } from './operationLog';
import { engineContext } from './rowAccess';
import type { EngineContext } from './types';

/**
 * A call of its own about a resource's rows (an app's booking or refund request, 派单, 退款审核):
 * the steps every such handler repeats, once. The body is checked by its schema (a refusal
 * names the field), the service runs in one transaction with its operation-log row, and the
 * answer goes out with the call's message.
 */
export interface AppCallDef<S extends z.ZodType, R> {
  path: string;
  def: ResourceDef;
  /** The operation log's action (and the permission button's last segment where there is one), or one per answer given (pass / reject). */
  action: string | ((body: z.infer<S>) => string);
  body: S;
  /** The success message, or one made from what was asked and done (通过 / 拒绝, the new order's number). */
  message: string | ((body: z.infer<S>, result: R) => string);
  /**
   * The service, in the transaction: every read and write goes through `tx` (on PGlite, one
   * connection, a query through another handle would wait for this transaction forever —
   * checks needing another service, such as the file store, belong before the call).
   */
  run: (tx: Db, ctx: EngineContext, body: z.infer<S>) => Promise<R>;
  /** The operation log's resource when it is not the definition's (a settings page, a relation of it). */
  logResource?: string;
  /** What the log records: the rows (default: the answer's `id`), what they were and became. */
  logged?: (body: z.infer<S>, result: R) => { ids: string[]; before?: unknown; after?: unknown };
  /** What the call answers (default: what `run` returned). */
  answer?: (result: R) => unknown;
}

/** (Declare `run` before the members that read its answer: TypeScript infers the answer's type from it.) */
export function appCall<S extends z.ZodType, R>(app: FastifyInstance, db: Db, call: AppCallDef<S, R>) {
  // The operation log names every action it stores (操作 reads 预约, never `book`): an action no
  // definition names (a transition, a button, `loggedActions`) stops the server at start.
  const logResource = call.logResource ?? call.def.name;
  if (typeof call.action === 'string' && operationActionName(logResource, call.action) === call.action)
    throw new Error(
      `${call.path}: the action ${call.action} has no name; declare it in ${call.def.name}.loggedActions`,
    );
  app.post(call.path, async (request) => {
    const ctx = engineContext(request, call.def);
    const body = parseBody(call.body, request.body);
    const result = await write(db, call.def, async (tx) => {
      const made = await call.run(tx, ctx, body);
      const logged = call.logged?.(body, made) ?? { ids: [String((made as { id?: unknown }).id)] };
      const action = typeof call.action === 'function' ? call.action(body) : call.action;
      await logOperation(tx, ctx, { resource: logResource, action, ...logged });
      return made;
    });
    const message = typeof call.message === 'function' ? call.message(body, result) : call.message;
    return ok(call.answer ? call.answer(result) : result, message);
  });
}
