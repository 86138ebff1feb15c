import type { z } from 'zod';
import { BizError } from './envelope';
import { ResponseCode } from '@coach/domain';

/**
 * Parses a request body with a zod schema; the first issue's message (the Chinese rule
 * message from the domain rules) is the answer, so bad input changes nothing.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message && /[\u4e00-\u9fa5]/.test(issue.message) ? issue.message : '请求参数错误';
    throw new BizError(message, ResponseCode.BAD_REQUEST);
  }
  return parsed.data;
}
