import type { ColumnType } from 'antd/es/table';
import { isListed, type FieldDef, type ResourceDef } from '@coach/domain/resources/types.ts';
import type { Row } from './api';
import { FieldCell } from './RecordLink';
import { thousands } from '@coach/domain/format/number.ts';

/**
 * Table columns derived from a definition: every listed field in declaration order, cells
 * rendered by kind. `visible` is the page's field list from the user's resource map
 * (loadStrategies): when it names fields, only those show (empty = all).
 */
export type RowColumn = ColumnType<Row> & { key: string };

const DEFAULT_WIDTH: Partial<Record<FieldDef['kind'], number>> = {
  datetime: 160,
  date: 110,
  enum: 100,
  bool: 90,
  money: 110,
  int: 90,
  image: 80,
};

const TEXT_MAX_WIDTH = 200;

export function fieldColumn(field: FieldDef): RowColumn {
  return {
    key: field.key,
    dataIndex: field.key,
    title: field.label,
    width: field.width ?? DEFAULT_WIDTH[field.kind],
    ellipsis: field.kind === 'text' && !field.width ? { showTitle: true } : undefined,
    // A long text (a link, a remark) is cut with … at a readable width instead of widening the
    // table until its last columns slide under the fixed 操作 column.
    onCell: field.kind === 'text' && !field.width ? () => ({ style: { maxWidth: TEXT_MAX_WIDTH } }) : undefined,
    align: field.kind === 'money' || field.kind === 'int' ? 'right' : undefined,
    render: (value: unknown, row: Row) => <FieldCell field={field} value={value} row={row} />,
  };
}

export function columnsOf(def: ResourceDef, visible?: readonly string[]): RowColumn[] {
  const shown = visible && visible.length > 0 ? new Set(visible) : undefined;
  return def.fields.filter((f) => isListed(f) && (!shown || shown.has(f.key))).map(fieldColumn);
}

/**
 * A column for a value the list call adds beside the fields (roleNames, userCount...). A
 * `figure` (a count or an amount) is shown as every figure of the console is: thousands
 * separators, right-aligned (渠道成交额 1,234,567.00).
 */
export function extraColumn(
  key: string,
  title: string,
  { figure, ...options }: Partial<RowColumn> & { figure?: boolean } = {},
): RowColumn {
  return {
    key,
    dataIndex: key,
    title,
    align: figure ? 'right' : undefined,
    render: (v: unknown) =>
      v === undefined || v === null || v === '' ? '-' : figure ? thousands(v as string | number) : String(v),
    ...options,
  };
}

/** Puts `column` after the column `after` (or last). */
export function insertAfter(columns: RowColumn[], after: string | undefined, column: RowColumn): RowColumn[] {
  const index = after ? columns.findIndex((c) => c.key === after) : -1;
  if (index < 0) return [...columns, column];
  return [...columns.slice(0, index + 1), column, ...columns.slice(index + 1)];
}
