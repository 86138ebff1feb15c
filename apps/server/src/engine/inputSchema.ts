import { z } from 'zod';
import { firstError, isEmptyFor, rules, rulesOfField, yuanToFen, type FieldDef, type ResourceDef } from '@coach/domain';
import { isEditable } from '@coach/domain';
import { sanitizeRich } from './sanitizeRich';
import { CAR_CODES, strictInt } from './listInput';
import { CONTROL_CHARACTERS, withoutBidi } from '../platform/validate';

/** A message that names the field, so the user knows which input to fix. */
const named = (field: FieldDef, message: string) => `${field.label}：${message}`;

/**
 * Checks one field's value by its kind and rules and converts it to what the column holds.
 * Returns `{error}` with the rule's exact Chinese message, or `{value}`.
 */
export function checkField(field: FieldDef, raw: unknown): { error?: string; value?: unknown } {
  // The spec's 输入项不能全为空格! is judged on the text as typed, before anything else:
  // trimmed first, spaces would become an empty value (必填 for a required field, a silently
  // stored '' for an optional one) and the rule could never answer.
  if (field.rules?.includes(rules.notAllSpaces)) {
    const spaces = rules.notAllSpaces(raw);
    if (spaces) return { error: named(field, spaces) };
  }
  // Rich text is cleaned before any rule runs: what is checked is what gets stored. Single-line
  // values lose their bidirectional controls the same way (a name that reads otherwise than stored).
  const value =
    field.kind === 'rich' && typeof raw === 'string'
      ? sanitizeRich(raw)
      : typeof raw === 'string' && field.kind !== 'textarea'
        ? withoutBidi(raw).trim()
        : raw;
  const ruleError = firstError(value, rulesOfField(field));
  if (ruleError) return { error: named(field, ruleError) };
  // An emptied list is a value of its own (remove every role); other empty values are null,
  // spaces-only multi-line text and empty paragraphs of an optional rich text included.
  if (isEmptyFor(field, value)) return { value: field.kind === 'ids' ? [] : null };
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'rich':
    case 'image':
    case 'video':
      if (typeof value !== 'string') return { error: named(field, '格式不正确') };
      // NUL and other control characters: PostgreSQL refuses some, no person types any.
      return CONTROL_CHARACTERS.test(value) ? { error: named(field, '包含非法字符') } : { value };
    case 'int': {
      // Not Number(): true, [] and '1abc' are not numbers someone typed.
      const n = strictInt(value);
      return n !== undefined && Math.abs(n) <= 2_147_483_647 ? { value: n } : { error: named(field, '请输入整数') };
    }
    case 'carType':
    case 'enum':
    case 'bool': {
      const options = field.options ?? (field.kind === 'bool' ? [{ value: 0 }, { value: 1 }] : undefined);
      const n = strictInt(value);
      const allowed = options
        ? options.some((o) => Number(o.value) === n)
        : field.kind === 'carType'
          ? CAR_CODES.has(n!)
          : n !== undefined && Math.abs(n) <= 32_767;
      if (n === undefined || !allowed) return { error: named(field, '选项不存在') };
      return { value: n };
    }
    case 'money': {
      const fen = yuanToFen(value as string);
      return Number.isFinite(fen) && fen >= 0 ? { value: fen } : { error: named(field, '请输入正确的金额') };
    }
    case 'decimal':
      return /^-?\d+(\.\d{1,2})?$/.test(String(value))
        ? { value: String(value) }
        : { error: named(field, '请输入正确的数字') };
    case 'date':
    case 'datetime': {
      const n = strictInt(value) ?? NaN;
      return Number.isSafeInteger(n) && n >= 0 ? { value: n } : { error: named(field, '请选择正确的时间') };
    }
    case 'images':
    case 'region':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= 500) && value.length <= 30
        ? { value: JSON.stringify(value) }
        : { error: named(field, '格式不正确') };
    case 'json':
      // Kept by the server; only reachable through settings forms that declare one.
      return { value: JSON.stringify(value) };
    case 'ids':
      return Array.isArray(value) && value.every((v) => /^\d{1,19}$/.test(String(v)))
        ? { value: [...new Set(value.map(String))] }
        : { error: named(field, '格式不正确') };
  }
}

/** A value as the server masks it (139****5678). */
export const isMaskedText = (value: unknown) => typeof value === 'string' && /\*{2,}/.test(value);

/**
 * The zod schema of an add or edit body, derived from the definition: unknown keys are
 * dropped, every editable field is checked by the same rules the form runs.
 */
export function inputSchema(def: ResourceDef, creating: boolean) {
  const editable = def.fields.filter((f) => isEditable(f, creating));
  return z.record(z.string(), z.unknown(), { error: '请求参数错误' }).transform((body, ctx) => {
    const values: Record<string, unknown> = {};
    for (const field of editable) {
      // On edit, a field left out of the body keeps its value; on add, it is checked as empty.
      if (!creating && !(field.key in body)) continue;
      // A masked number sent back on edit is judged against the stored one in the write.
      if (!creating && field.masked && isMaskedText(body[field.key])) {
        values[field.key] = body[field.key];
        continue;
      }
      const { error, value } = checkField(field, body[field.key]);
      if (error) {
        ctx.addIssue({ code: 'custom', message: error, path: [field.key] });
        return z.NEVER;
      }
      values[field.key] = value === null && creating ? (field.defaultValue ?? null) : value;
    }
    return values;
  });
}

export const idSchema = z.object(
  {
    id: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^\d{1,19}$/, '请选择要操作的数据')),
  },
  { error: '请选择要操作的数据' },
);

/** `{ids: [...]}` or `{id}`: the rows an action applies to. */
export const idsSchema = z
  .object({
    ids: z.array(z.union([z.string(), z.number()])).optional(),
    id: z.union([z.string(), z.number()]).optional(),
  })
  .transform((b) => [...new Set((b.ids ?? (b.id !== undefined ? [b.id] : [])).map(String))])
  .pipe(
    z
      .array(z.string().regex(/^\d{1,19}$/, '请勾选选项'))
      .min(1, '请勾选选项')
      .max(500, '一次最多操作500条数据'),
  );
