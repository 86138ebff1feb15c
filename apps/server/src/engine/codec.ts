import { sql, type SQL } from 'drizzle-orm';
import { columnOf, fenToYuan, mask, type FieldDef, type ResourceDef } from '@coach/domain';

/** Identifiers come from resource definitions only (never from a request), so raw is safe. */
export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '')}"`);

/** Fields stored in the resource's own table (not the relation-kept `ids`, not filters only). */
export function storedFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.kind !== 'ids' && !f.filterOnly);
}

/**
 * What a field reads as in SQL: its column, or for a `lapse` state the state time has made of
 * it (`CASE WHEN status = 0 AND valid_end <= now THEN 2 ELSE status END`), for a `partial` one
 * the state its amounts make of it (已退款 with less refunded than paid: 部分退款).
 */
export function columnSql(def: ResourceDef, field: FieldDef, alias = 't'): SQL {
  if (field.lookup) return lookupSql(def, field.lookup, alias);
  const stored = sql`${ident(alias)}.${ident(columnOf(field))}`;
  const columnOfKey = (key: string) => {
    const other = def.fields.find((f) => f.key === key);
    return sql`${ident(alias)}.${ident(other ? columnOf(other) : key)}`;
  };
  const column = field.partial
    ? sql`(CASE WHEN ${stored} = ${field.partial.from} AND ${columnOfKey(field.partial.amount)} < ${columnOfKey(field.partial.whole)} THEN ${field.partial.to} ELSE ${stored} END)`
    : stored;
  if (!field.lapse) return column;
  const after = def.fields.find((f) => f.key === field.lapse!.after);
  const end = sql`${ident(alias)}.${ident(after ? columnOf(after) : field.lapse.after)}`;
  return sql`(CASE WHEN ${column} = ${field.lapse.from} AND ${end} <= extract(epoch from now())::bigint THEN ${field.lapse.to} ELSE ${column} END)`;
}

/**
 * A value read from the row the record points to (`lookup`): a scalar subquery on the other
 * table's primary key, within the record's tenant, with the other table's lapse applied.
 */
function lookupSql(def: ResourceDef, lookup: NonNullable<FieldDef['lookup']>, alias: string): SQL {
  const via = def.fields.find((f) => f.key === lookup.via);
  const ref = sql`${ident(alias)}.${ident(via ? columnOf(via) : lookup.via)}`;
  const column = sql`o.${ident(lookup.column)}`;
  const value = lookup.lapse
    ? sql`CASE WHEN ${column} = ${lookup.lapse.from} AND o.${ident(lookup.lapse.after)} <= extract(epoch from now())::bigint THEN ${lookup.lapse.to} ELSE ${column} END`
    : column;
  return sql`(SELECT ${value} FROM ${ident(lookup.table)} o WHERE o.id = ${ref} AND o.tenant_id = ${ident(alias)}.tenant_id)`;
}

/** `SELECT` list: id plus every stored field under its JSON key. */
export function selectColumns(def: ResourceDef, alias = 't'): SQL {
  const parts = [sql`${ident(alias)}.id`];
  for (const field of storedFields(def)) parts.push(sql`${columnSql(def, field, alias)} AS ${ident(field.key)}`);
  if (def.protectDefault && !def.fields.some((f) => f.key === 'isDefault'))
    parts.push(sql`${ident(alias)}.is_default AS "isDefault"`);
  return sql.join(parts, sql`, `);
}

export interface ReadOptions {
  /** The user may see phone, ID-card and bank-card numbers whole. */
  plaintext: boolean;
  /** Only these field keys leave the server (the roles restrict the page's fields). */
  visible?: readonly string[];
}

/** A database row as the client receives it: ids as strings, money in yuan, masking applied. */
export function rowToJson(
  def: ResourceDef,
  row: Record<string, unknown>,
  options: ReadOptions,
): Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(row.id) };
  const visible = options.visible && withOpenedIds(def, options.visible);
  for (const field of storedFields(def)) {
    if (visible && !visible.includes(field.key)) continue;
    out[field.key] = fieldToJson(field, row[field.key], options);
  }
  if ('isDefault' in row) out.isDefault = Number(row.isDefault);
  return out;
}

/**
 * The granted fields, and the ids the granted links open by: a role seeing a student's name sees
 * the row's `studentId` with it (never a grantable field of its own), so the name still opens
 * 学员详情 (the page itself is the role's to open or not).
 */
function withOpenedIds(def: ResourceDef, visible: readonly string[]): readonly string[] {
  const ids = def.fields.filter((f) => f.opens && visible.includes(f.key)).map((f) => f.opens!.idKey);
  return ids.length ? [...visible, ...ids] : visible;
}

function fieldToJson(field: FieldDef, value: unknown, options: ReadOptions): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return fenToYuan(Number(value));
    case 'int':
    case 'enum':
    case 'bool':
    case 'carType':
    case 'date':
    case 'datetime':
      return Number(value);
    case 'decimal':
      return String(value);
    case 'text':
      return field.masked && !options.plaintext ? mask(String(value)) : value;
    default:
      return value;
  }
}
