import type { TableProps } from 'antd';

/**
 * The tick boxes of a table whose rows can be ticked, named in Chinese (antd names them "Select
 * all" and "Select row 3": a screen reader reads English in a Chinese console, issue 52). Each
 * row's box is named by what the row is (its first column), so "选择 张三" says which row.
 */
export function namedSelection<Row extends object>(
  nameOf: (row: Row) => string,
): Pick<NonNullable<TableProps<Row>['rowSelection']>, 'getTitleCheckboxProps' | 'getCheckboxProps'> {
  return {
    getTitleCheckboxProps: () => ({ 'aria-label': '全选本页' }),
    getCheckboxProps: (row) => ({ 'aria-label': `选择 ${nameOf(row)}` }),
  };
}
