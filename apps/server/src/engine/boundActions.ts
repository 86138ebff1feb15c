import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  actionOfBody,
  bodyHolds,
  conditionsOf,
  MSG_STATE_CHANGED,
  ResponseCode,
  type ActionDef,
  type ResourceDef,
} from '@coach/domain';
import type { Db } from '../platform/db';
import { BizError, ok } from '../platform/envelope';
import { parseBody } from '../platform/validate';
import { contentDisposition } from '../platform/files/contentDisposition';
import { ident } from './codec';
import { conditionSql, reasonFrom, whenSql } from './rowConditions';
import { write } from './crudRoutes';
import { idSchema } from './inputSchema';
import { and, scopeWhere } from './listQuery';
import { logOperation } from './operationLog';
import { engineContext, NOT_FOUND_MESSAGE, rowsOf } from './rowAccess';
import type { EngineContext } from './types';

/** A row as the table holds it (column names), claimed for the action. */
export type ClaimedRow = Record<string, unknown> & { id: string };

/**
 * What a feature supplies for a declared row action (ActionDef with `path`): the call's path,
 * its state condition (`when`), its reason, its choice and its permission come from the
 * definition; the handler only does the change. The engine parses `{id}` with `body`, checks the
 * declared reason, picks the action a shared call asks for by its `send` values, then claims the
 * row by an UPDATE whose WHERE holds the scope and `when`: the row is locked and its state
 * checked by one statement, so of two operators acting at once only one goes on (the other is
 * told the state changed), and `run` changes the row in the same transaction.
 */
export interface BoundAction<S extends z.ZodRawShape, P, R> {
  /** The body's own keys beyond `id` (checked first: their messages name the field). */
  body?: S;
  /**
   * Checks needing another service than the database (the file store), before the transaction;
   * the request for what the engine's context leaves out (the caller's own session, 强退).
   */
  prepare?: (ctx: EngineContext, body: BodyOf<S>, request: FastifyRequest) => Promise<P>;
  run: (tx: Db, ctx: EngineContext, call: ActionCall<S, P>) => Promise<R>;
  /** The success message (default `<label>成功`). */
  message?: string | ((action: ActionDef, result: R) => string);
  /** What the operation log records of the row before and after. */
  logged?: (call: ActionCall<S, P>, result: R) => { before?: unknown; after?: unknown };
  /** The answer (default null). */
  answer?: (result: R) => unknown;
  /** After the commit: what lives outside the database (the shared store's login locks). */
  afterCommit?: (ctx: EngineContext, result: R) => Promise<void>;
  /** The figures of `action.preview`, read for a row in the action's state. */
  preview?: (db: Db, ctx: EngineContext, row: ClaimedRow) => Promise<unknown>;
}

/** A download action: the file of a row in the action's state. */
export interface BoundDownload {
  file: (
    ctx: EngineContext,
    row: ClaimedRow,
  ) => Promise<{ contentType: string; filename: string; stream: Readable | Buffer }>;
}

type BodyOf<S extends z.ZodRawShape> = z.infer<z.ZodObject<S>> & { id: string };

export interface ActionCall<S extends z.ZodRawShape, P> {
  action: ActionDef;
  id: string;
  body: BodyOf<S>;
  /** The declared reason, trimmed (拒绝原因), when the action asks one. */
  reason?: string;
  row: ClaimedRow;
  prepared: P;
}

/**
 * Binds the handler of the declared actions `names` of `def` (one call: actions sharing a path,
 * such as 通过 and 拒绝 of one audit, are bound together). Throws at start when a name is not
 * declared with a path, or the names do not share one.
 */
export function bindActions<S extends z.ZodRawShape = Record<never, never>, P = undefined, R = unknown>(
  app: FastifyInstance,
  db: Db,
  def: ResourceDef,
  names: string | readonly string[],
  bound: BoundAction<S, P, R>,
): void {
  const group = declared(def, names);
  const schema = idSchema.extend(bound.body ?? ({} as S));
  app.post(group[0].path!, async (request) => {
    const ctx = engineContext(request, def);
    const body = parseBody(schema, request.body) as BodyOf<S>;
    // The declared keys (the choice, the reason) are read as sent: the handler's schema names only its own.
    const sent = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const action = pickAction(group, sent);
    const reason = action.reason ? reasonFrom(action.reason, sent) : undefined;
    const prepared = (await bound.prepare?.(ctx, body, request)) as P;
    const result = await write(db, def, async (tx) => {
      const row = await claimRow(tx, def, ctx, body.id, action);
      const call = { action, id: body.id, body, reason, row, prepared };
      const made = await bound.run(tx, ctx, call);
      await logOperation(tx, ctx, {
        resource: def.name,
        action: action.name,
        ids: [body.id],
        ...bound.logged?.(call, made),
      });
      return made;
    });
    await bound.afterCommit?.(ctx, result);
    const message =
      typeof bound.message === 'function' ? bound.message(action, result) : (bound.message ?? `${action.label}成功`);
    return ok(bound.answer ? bound.answer(result) : null, message);
  });

  const previewed = group.find((a) => a.preview);
  if (previewed) {
    if (!bound.preview) throw new Error(`${def.name}:${previewed.name} declares a preview the server does not bind`);
    app.post(previewed.preview!.path, async (request) => {
      const ctx = engineContext(request, def);
      const { id } = parseBody(idSchema, request.body);
      return ok(await bound.preview!(db, ctx, await rowInState(db, def, ctx, id, previewed)));
    });
  }
}

/** Binds a download action (下载发票): the file of a row in the action's state, saved by the browser. */
export function bindDownload(app: FastifyInstance, db: Db, def: ResourceDef, name: string, bound: BoundDownload) {
  const [action] = declared(def, name);
  if (!action.download) throw new Error(`${def.name}:${name} is not declared a download`);
  app.post(action.path!, async (request, reply) => {
    const ctx = engineContext(request, def);
    const { id } = parseBody(idSchema, request.body);
    const file = await bound.file(ctx, await rowInState(db, def, ctx, id, action));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.filename))
      .send(file.stream);
  });
}

function declared(def: ResourceDef, names: string | readonly string[]): ActionDef[] {
  const group = (typeof names === 'string' ? [names] : names).map((name) => {
    const action = def.actions?.find((a) => a.name === name);
    if (!action?.path) throw new Error(`${def.name}:${name} is no declared action with a call`);
    return action;
  });
  if (new Set(group.map((a) => a.path)).size !== 1) throw new Error(`${def.name}: ${String(names)} share no call`);
  return group;
}

function pickAction(group: readonly ActionDef[], body: Record<string, unknown>): ActionDef {
  const action = actionOfBody(group, body);
  if (!action) throw new BizError('请选择要执行的操作');
  // A previewed action answers with one of its choices (通过并退款 `pass: 1` or 拒绝 `pass: 0`).
  if (action.choices && !action.choices.some((c) => bodyHolds(c.send, body)))
    throw new BizError(`请选择${action.label}结果`);
  return action;
}

/** Locks the row and checks its state in one UPDATE; refuses a row gone (not found) or moved on. */
async function claimRow(tx: Db, def: ResourceDef, ctx: EngineContext, id: string, action: ActionDef) {
  const [row] = await rowsOf<ClaimedRow>(
    tx,
    sql`UPDATE ${ident(def.table)} t SET update_time = extract(epoch from now())::bigint, update_by = ${ctx.userId}
    WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`, ...whenSql(def, action.when)])} RETURNING t.*`,
  );
  return row ?? (await refusal(tx, def, ctx, id, action));
}

/** A row in the action's state, read (a preview, a download change nothing). */
async function rowInState(db: Db, def: ResourceDef, ctx: EngineContext, id: string, action: ActionDef) {
  const [row] = await rowsOf<ClaimedRow>(
    db,
    sql`SELECT t.* FROM ${ident(def.table)} t
    WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`, ...whenSql(def, action.when)])}`,
  );
  return row ?? (await refusal(db, def, ctx, id, action));
}

async function refusal(db: Db, def: ResourceDef, ctx: EngineContext, id: string, action: ActionDef): Promise<never> {
  const [exists] = await rowsOf(
    db,
    sql`SELECT 1 FROM ${ident(def.table)} t WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`])}`,
  );
  if (!exists) throw new BizError(NOT_FOUND_MESSAGE, '404');
  // The first condition with words of its own that the row does not meet says why.
  for (const one of conditionsOf(action.when).filter((c) => c.refusal)) {
    const [meets] = await rowsOf(
      db,
      sql`SELECT 1 FROM ${ident(def.table)} t
      WHERE ${and([...scopeWhere(def, ctx), sql`t.id = ${id}`, conditionSql(def, one)])}`,
    );
    if (!meets) throw new BizError(one.refusal!);
  }
  if (action.refusal) throw new BizError(action.refusal);
  throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
}
