import { sql, type SQL } from 'drizzle-orm';
import { columnOf, conditionsOf, type ResourceDef, type RowCondition, type StateCondition } from '@coach/domain';
import { BizError } from '../platform/envelope';
import { columnSql, ident } from './codec';

/**
 * What the two ways of changing a row (a declared transition, a declared action) share, so a
 * state rule and a reason are checked by one piece of code: a state condition as SQL on the
 * row's alias `t`, and the reason a change asks for.
 */

/** A declared state condition as SQL on alias `t` (shared with handlers that check it themselves). */
export function whenSql(def: ResourceDef, when: RowCondition | undefined): SQL[] {
  return conditionsOf(when).map((one) => conditionSql(def, one));
}

/** One condition: the state field in (or not in) its values, or a named field empty. */
export function conditionSql(def: ResourceDef, when: StateCondition): SQL {
  const columnOfKey = (key: string) => ident(columnOf(def.fields.find((f) => f.key === key) ?? { key }));
  // A state read from another table (`lookup`: a school coach's 考场状态) is its subquery.
  const stateField = def.fields.find((f) => f.key === when.field);
  const column = stateField?.lookup ? columnSql(def, stateField) : sql`t.${columnOfKey(when.field)}`;
  const list = (values: readonly number[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const parts = [
    ...(when.in ? [sql`${column} IN (${list(when.in)})`] : []),
    ...(when.notIn ? [sql`${column} NOT IN (${list(when.notIn)})`] : []),
  ];
  const state = parts.length ? sql.join(parts, sql` AND `) : sql`TRUE`;
  return when.orEmpty ? sql`(${state} OR t.${columnOfKey(when.orEmpty)} IS NULL)` : state;
}

/** How a change asks for its reason (失效原因, 拒绝原因): under `key`, named `label`. */
export interface ReasonSpec {
  key: string;
  label: string;
  maxLength?: number;
  /** The words for a reason left empty, when not "{label}：请填写{label}". */
  missing?: string;
}

/** The reason a change needs: text someone typed, not empty, no control characters, not too long. */
export function reasonFrom(spec: ReasonSpec, body: unknown): string {
  const raw = (body && typeof body === 'object' ? (body as Record<string, unknown>)[spec.key] : undefined) ?? '';
  const max = spec.maxLength ?? 200;
  if (typeof raw !== 'string' || !raw.trim()) throw new BizError(spec.missing ?? `${spec.label}：请填写${spec.label}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(raw)) throw new BizError(`${spec.label}：包含非法字符`);
  if (raw.trim().length > max) throw new BizError(`${spec.label}：最多${max}个字`);
  return raw.trim();
}
