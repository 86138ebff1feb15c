import { z } from 'zod';
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

/** Control characters PostgreSQL refuses (NUL) or no person types into a form. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Bidirectional controls (U+202A–202E embeddings and overrides, U+2066–2069 isolates): invisible,
 * they make a name read otherwise than it is stored (`invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf`). Single-line texts and file names lose them; nobody types one on purpose.
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
export const withoutBidi = (text: string) => text.replace(BIDI_CONTROLS, '');

/** Text typed into a search box or form of the call's own schema, named in its messages. */
export const typedText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式不正确` })
    .transform(withoutBidi)
    .pipe(
      z
        .string()
        .max(max, `${label}：最多输入${max}个字符!`)
        .refine((text) => !CONTROL_CHARACTERS.test(text), `${label}包含非法字符`),
    );

/** An optional record id (digits, as a string or number); '' and null mean none. */
export const optionalId = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform(String)
    .pipe(z.string().regex(/^\d{1,19}$/, message))
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined));
