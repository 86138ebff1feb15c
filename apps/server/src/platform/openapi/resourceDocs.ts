import { betweenKeys, isEditable, rangeKeys, type FieldDef, type ResourceDef } from '@coach/domain';
import { fieldSchema, ID_SCHEMA, type JsonSchema } from './fieldSchema';

/**
 * What the API description says of one call beyond its name: the body it takes and the
 * `result` of its envelope. Filled from the resource definitions (the same ones the engine
 * serves the calls from), so the description cannot drift from what the calls check.
 */
export interface CallDoc {
  body?: JsonSchema;
  result?: JsonSchema;
  /** The call answers a file (an xlsx export, a download), not the JSON envelope. */
  file?: string;
}

const docs = new Map<string, CallDoc>();

/** The description of a call's body and result, when some definition gave one. */
export const callDoc = (path: string): CallDoc | undefined => docs.get(path);

function documentCall(path: string | undefined, doc: CallDoc) {
  if (path) docs.set(path, { ...docs.get(path), ...doc });
}

const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

const PAGING: Record<string, JsonSchema> = {
  pageNum: { type: ['integer', 'string'], title: '页码', description: '1 到 10000，默认 1' },
  pageSize: { type: ['integer', 'string'], title: '每页条数', description: '1 到 500，默认 10' },
};
const IDS_BODY = object({
  ids: { type: 'array', items: { type: ['string', 'number'] }, title: '勾选的数据' },
  id: { type: ['string', 'number'], title: '一条数据' },
});
const ID_BODY = object({ id: { type: ['string', 'number'], title: '编号' } }, ['id']);

/** A row as lists and details send it: the id and every stored field, masking applied. */
function rowSchema(def: ResourceDef): JsonSchema {
  const fields = def.fields.filter((f) => f.kind !== 'ids' && !f.filterOnly);
  return {
    type: 'object',
    title: def.title,
    properties: { id: ID_SCHEMA, ...Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f, 'read')])) },
    required: ['id'],
  };
}

/** The filters of a list, export or statistics body, as the search form sends them. */
function filterSchemas(def: ResourceDef): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const time = (title: string): JsonSchema => ({ type: ['integer', 'string'], title, description: 'Unix 秒' });
  for (const field of def.fields as readonly FieldDef[]) {
    if (!field.search) continue;
    if (field.search === 'range') {
      const [start, end] = rangeKeys(def, field);
      out[start] = time(`${field.label}起`);
      out[end] = time(`${field.label}止`);
    } else if (field.search === 'between') {
      const [min, max] = betweenKeys(field.key);
      out[min] = { type: ['number', 'string'], title: `${field.label}下限` };
      out[max] = { type: ['number', 'string'], title: `${field.label}上限` };
    } else if (field.search === 'like' || field.search === 'phone') {
      out[field.key] = { type: 'string', title: field.label, maxLength: 100 };
    } else {
      out[field.key] = { ...fieldSchema(field, 'write'), title: field.label };
    }
  }
  return out;
}

/** The body of 新增 (creating) or 编辑: the editable fields, each checked by its own rules. */
function inputBody(def: ResourceDef, creating: boolean): JsonSchema {
  const fields = def.fields.filter((f) => isEditable(f, creating));
  return object(
    {
      ...(creating ? {} : { id: { type: ['string', 'number'], title: '编号' } }),
      ...Object.fromEntries(fields.map((f) => [f.key, fieldSchema(f, 'write')])),
    },
    creating ? fields.filter((f) => f.required).map((f) => f.key) : ['id'],
  );
}

/** Every call a definition names, described from it (the engine serves them from it too). */
export function documentResource(def: ResourceDef) {
  const row = rowSchema(def);
  const { api } = def;
  documentCall(api.list, {
    body: object({ ...PAGING, ...filterSchemas(def) }),
    result: object(
      {
        list: { type: 'array', items: row },
        total: { type: 'integer', title: '总条数' },
        totalCapped: { type: 'boolean', title: '总条数只数到上限' },
        totals: { type: 'object', title: '合计' },
        pageNum: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
      ['list', 'total'],
    ),
  });
  documentCall(api.detail, { body: ID_BODY, result: row });
  documentCall(api.create, { body: inputBody(def, true) });
  documentCall(api.update, { body: inputBody(def, false) });
  documentCall(api.save, { body: inputBody(def, true) });
  documentCall(api.delete, { body: IDS_BODY });
  documentCall(api.move, {
    body: object(
      { id: { type: ['string', 'number'], title: '编号' }, direction: { enum: ['up', 'down'], title: '移动方向' } },
      ['id', 'direction'],
    ),
  });
  documentCall(api.export, { body: object(filterSchemas(def)), file: 'xlsx' });
  documentCall(api.tree, { result: { type: 'array', items: row } });
  for (const t of def.transitions ?? [])
    documentCall(t.path, {
      body: object({
        ...(IDS_BODY.properties as Record<string, JsonSchema>),
        ...(t.reason ? { [t.reason.key]: { type: 'string', title: t.reason.label } } : {}),
      }),
    });
  for (const a of def.actions ?? []) {
    if (!a.path) continue;
    const extra: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(a.send ?? {}))
      extra[key] = { type: ['number', 'string'], examples: [value] };
    if (a.reason) extra[a.reason.key] = { type: 'string', title: a.reason.label };
    if (a.file) extra[a.file.key] = { type: 'string', title: '上传后的文件键' };
    documentCall(a.path, {
      body: object({ ...(IDS_BODY.properties as Record<string, JsonSchema>), ...extra }),
      ...(a.download ? { file: 'file' } : {}),
    });
  }
}
