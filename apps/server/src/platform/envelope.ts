import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import { ResponseCode, HTTP_STATUS_MESSAGES, PASSWORD_CHANGE_REQUIRED_MESSAGE } from '@coach/domain';
import { isBadInputError, isUnavailableError } from './dbFaults';

export const BUSY_MESSAGE = '系统繁忙，请稍后再试';
export const BAD_VALUE_MESSAGE = '请求参数格式不正确';

export interface Envelope<T = unknown> {
  status: boolean;
  code: string;
  message: string;
  result: T;
}

export function ok<T>(result: T, message = '操作成功'): Envelope<T> {
  return { status: true, code: ResponseCode.OK, message, result };
}

export function failure(code: string, message: string): Envelope<null> {
  return { status: false, code, message, result: null };
}

/**
 * A business failure: answered as `status: false` with a Chinese message. Thrown anywhere in
 * a handler (inside a transaction it also rolls the transaction back).
 */
export class BizError extends Error {
  constructor(
    message: string,
    readonly code: string = ResponseCode.BAD_REQUEST,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

export const LOST_SESSION_MESSAGE = '登录已失效，请重新登录';

export function sendLostSession(reply: FastifyReply) {
  return reply.code(200).send(failure(ResponseCode.LOST_SESSION, LOST_SESSION_MESSAGE));
}

export function sendForbidden(reply: FastifyReply) {
  return reply.code(403).send(failure(ResponseCode.FORBIDDEN, HTTP_STATUS_MESSAGES[403]));
}

export function sendPasswordChangeRequired(reply: FastifyReply) {
  return reply.code(403).send(failure(ResponseCode.PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_MESSAGE));
}

/** Every error leaves the server as the envelope; internals never leak to the client. */
/** `unknownCallGate`: what an API call no route answers must pass before it hears 404. */
export function registerErrorHandling(app: FastifyInstance, unknownCallGate?: preHandlerHookHandler) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BizError) {
      return reply.code(error.httpStatus).send(failure(error.code, error.message));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const err = error as Error;
    if (status === 429) return reply.code(429).send(failure(ResponseCode.TOO_MANY, '操作过于频繁，请稍后再试'));
    // A body over the limit is not malformed: say what is wrong with it.
    if (status === 413) return reply.code(413).send(failure(ResponseCode.BAD_REQUEST, '请求内容过大'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the request is at fault.
      request.log.info({ err: err.message }, 'bad request');
      return reply.code(400).send(failure(ResponseCode.BAD_REQUEST, '请求参数错误'));
    }
    if (isBadInputError(error)) {
      request.log.info({ err: err.message }, 'value refused by the database');
      return reply.code(400).send(failure(ResponseCode.BAD_REQUEST, BAD_VALUE_MESSAGE));
    }
    if (isUnavailableError(error)) {
      // The transaction (if any) is gone with its connection: nothing of it was written.
      request.log.warn({ err: err.message }, 'database unavailable');
      return reply.code(503).send(failure(ResponseCode.UNAVAILABLE, BUSY_MESSAGE));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(failure(ResponseCode.SERVER_ERROR, HTTP_STATUS_MESSAGES[500]));
  });
  app.setNotFoundHandler({ preHandler: unknownCallGate }, (request, reply) => {
    reply.code(404).send(failure(ResponseCode.NOT_FOUND, `${HTTP_STATUS_MESSAGES[404]}: ${request.url.split('?')[0]}`));
  });
}
