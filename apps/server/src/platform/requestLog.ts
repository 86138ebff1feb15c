import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';
import { withRequestLog, type RequestLog } from './log';

/**
 * Each request's log lines carry its request id (Fastify's `reqId`), its call path and, once the
 * gate knows the caller, its user and tenant: Fastify's own lines (incoming request, request
 * completed, errors) and the lines of the code that runs for it through `log`, such as a slow
 * SQL statement (slowStatements.ts), found by the request's AsyncLocalStorage (log.ts).
 */

/** The call path (no query string: it may carry a signed link's token) bound from the first line. */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
  raw,
) => logger.child({ ...bindings, path: (raw.url ?? '').split('?')[0] }, options);

const holders = new WeakMap<FastifyRequest, RequestLog>();

/** The first hook of every request: the rest of its hooks and its handler run with its logger. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const holder: RequestLog = { log: request.log as Logger };
    holders.set(request, holder);
    withRequestLog(holder, done);
  });
}

/** Binds the caller (user, tenant) to the request's lines from now on; nothing when logging is off. */
export function bindCaller(request: FastifyRequest, reply: FastifyReply, caller: { userId: string; tenantId: string }) {
  const holder = holders.get(request);
  if (!holder) return;
  const bound = holder.log.child({ userId: caller.userId, tenantId: caller.tenantId });
  holder.log = bound;
  request.log = bound;
  reply.log = bound;
}
