import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MSG_STATE_CHANGED, resourcesByName, ResponseCode, pageKeyOf } from '@coach/domain';
import type { Services } from '@coach/server/platform/services.ts';
import { BizError, ok } from '@coach/server/platform/envelope.ts';
import { parseBody } from '@coach/server/platform/validate.ts';
import {
  and,
  engineContext,
  filterWhere,
  idsSchema,
  listParams,
  NOT_FOUND_MESSAGE,
  orderBy,
  rowsOf,
  rowToJson,
  scopeWhere,
  selectColumns,
  write,
  type EngineContext,
} from '@coach/server/engine/index.ts';

const def = resourcesByName.examMessage;

/** Only the caller's own messages: the engine's tenant scope plus the receiving user. */
const mine = (ctx: EngineContext) => [
  ...scopeWhere(def, ctx),
  sql`t.receiver_type = 2`,
  sql`t.user_id = ${ctx.userId}`,
];

/**
 * 消息中心: a console user's messages, marked read or unread several at once. Not the
 * engine's routes, whose scope is the tenant: a user must never list or mark someone else's.
 */
export function messageFeature(app: FastifyInstance, { database }: Services) {
  const db = database.db;

  app.post(def.api.list!, async (request) => {
    const ctx = engineContext(request);
    const { pageNum, pageSize, filters } = listParams(request.body);
    const where = and([...mine(ctx), ...filterWhere(def, filters)]);
    const [rows, [{ total, unread }]] = await Promise.all([
      rowsOf(
        db,
        sql`SELECT ${selectColumns(def)} FROM examroom_message t WHERE ${where}
        ORDER BY ${orderBy(def)} LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`,
      ),
      rowsOf<{ total: string; unread: string }>(
        db,
        sql`SELECT count(*) AS total,
        (SELECT count(*) FROM examroom_message t WHERE ${and(mine(ctx))} AND t.read_status = 0) AS unread
        FROM examroom_message t WHERE ${where}`,
      ),
    ]);
    const list = rows.map((r) => rowToJson(def, r, { plaintext: ctx.plaintext, visible: ctx.fields[pageKeyOf(def)] }));
    return ok({ list, total: Number(total), pageNum, pageSize, unread: Number(unread) });
  });

  for (const transition of def.transitions ?? []) {
    app.post(transition.path, async (request) => {
      const ctx = engineContext(request);
      const ids = parseBody(idsSchema, request.body);
      const inList = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await write(db, def, async (tx) => {
        const owned = await rowsOf(
          tx,
          sql`SELECT t.id FROM examroom_message t WHERE ${and(mine(ctx))} AND t.id IN (${inList}) FOR UPDATE`,
        );
        if (owned.length !== ids.length) throw new BizError(NOT_FOUND_MESSAGE, '404');
        const changed = await rowsOf(
          tx,
          sql`UPDATE examroom_message t SET read_status = ${transition.to}, update_time = extract(epoch from now())::bigint
          WHERE ${and(mine(ctx))} AND t.id IN (${inList}) AND t.read_status IN (${sql.join(
            transition.from.map((s) => sql`${s}`),
            sql`, `,
          )}) RETURNING t.id`,
        );
        if (changed.length !== ids.length) throw new BizError(MSG_STATE_CHANGED, ResponseCode.CONFLICT);
      });
      return ok(null, `${transition.label}成功`);
    });
  }
}
