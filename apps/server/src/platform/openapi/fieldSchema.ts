import type { FieldDef } from '@coach/domain';

/** A JSON Schema object as OpenAPI 3.1 reads it (JSON Schema 2020-12). */
export type JsonSchema = Record<string, unknown>;

const ID = { type: 'string', pattern: '^\\d{1,19}$', description: '编号（十进制数字的字符串）' };
export const ID_SCHEMA: JsonSchema = ID;

/** The codes a field's options allow, when it declares them. */
function enumOf(field: FieldDef, direction: 'read' | 'write'): JsonSchema {
  if (!field.options?.length) return {};
  // The labels always; the codes bind a body only (字典管理 may name more values than a row shows).
  return {
    ...(direction === 'write' ? { enum: field.options.map((o) => o.value) } : {}),
    'x-labels': Object.fromEntries(field.options.map((o) => [String(o.value), o.label])),
  };
}

/**
 * A field's value as the calls carry it, from its kind (fieldTypes.ts): what the engine sends
 * in a row (codec.ts `fieldToJson`) and takes in an add or edit body (inputSchema.ts). The
 * rules the server checks beyond the type (required, length, domain rules) are named in the
 * description, as the messages name them; the server stays the judge.
 */
export function fieldSchema(field: FieldDef, direction: 'read' | 'write'): JsonSchema {
  const described = (schema: JsonSchema): JsonSchema => ({
    ...schema,
    title: field.label,
    ...(direction === 'write' && field.required ? { 'x-required': true } : {}),
  });
  const nullable = (schema: JsonSchema): JsonSchema =>
    direction === 'read' || !field.required ? { anyOf: [schema, { type: 'null' }] } : schema;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'rich':
    case 'image':
    case 'video':
      return described(
        nullable({
          type: 'string',
          ...(field.maxLength && direction === 'write' ? { maxLength: field.maxLength } : {}),
        }),
      );
    case 'money':
      // Yuan with two decimals: a string when read (never a float), a number or string when written.
      return described(
        nullable(
          direction === 'read' ? { type: 'string', pattern: '^-?\\d+\\.\\d{2}$|^-$' } : { type: ['number', 'string'] },
        ),
      );
    case 'decimal':
      return described(nullable(direction === 'read' ? { type: 'string' } : { type: ['number', 'string'] }));
    case 'int':
    case 'carType':
      return described(
        nullable({ type: direction === 'read' ? 'number' : ['number', 'string'], ...enumOf(field, direction) }),
      );
    case 'enum':
    case 'bool':
      return described(
        nullable({ ...(direction === 'read' ? { type: ['number', 'string'] } : {}), ...enumOf(field, direction) }),
      );
    case 'date':
    case 'datetime':
      return described(
        nullable({ type: direction === 'read' ? 'number' : ['number', 'string'], description: 'Unix 秒' }),
      );
    case 'images':
      return described(nullable({ type: 'array', items: { type: 'string' } }));
    case 'region':
      return described(nullable({ type: 'array', items: { type: 'string' }, description: '省、市、区县代码' }));
    case 'ids':
      return described(nullable({ type: 'array', items: { type: ['string', 'number'] } }));
    default:
      return described({});
  }
}
