import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import {
  figureColumns,
  figureText,
  REPORT_LABEL_COLUMN,
  REPORT_RANGE_COLUMN,
  reportColumnChoices,
  type DimensionDef,
  type ReportAnswer,
  type ReportDef,
  type ReportRow,
} from '@coach/domain/reports/index.ts';
import { orderColumns, type TableSettings } from '@coach/domain/preferences/index.ts';
import { formatTime } from '@coach/domain/format/index.ts';

type ReportColumn = ColumnType<ReportRow> & { key: string };

const sortValue = (v: string | number | null | undefined) => Number(v ?? 0) || 0;

/**
 * A report table's columns after the user's column settings (issue 40.2): the rows' name first,
 * then 起止时间 and the figures as the user shows, orders and pins them. `exportKeys` are the
 * shown columns as the export is asked for them (its `columns`), so the file has what the page shows.
 */
export function reportTableLayout(def: ReportDef, dimension: DimensionDef, settings: TableSettings | undefined) {
  const figures = figureColumns(def);
  const choices = reportColumnChoices(def, dimension);
  const settable = choices.map(({ key, title }): ReportColumn => {
    if (key === REPORT_RANGE_COLUMN)
      return {
        title,
        key,
        width: 320,
        render: (_: unknown, r: ReportRow) =>
          r.start === undefined ? '' : `${formatTime(r.start)} ~ ${formatTime(r.end)}`,
      };
    const figure = figures.find((f) => f.key === key)!;
    return {
      title,
      key,
      dataIndex: key,
      align: 'right',
      sorter: (a: ReportRow, b: ReportRow) => sortValue(a[key]) - sortValue(b[key]),
      render: (v: string | number | null | undefined) => figureText(v, figure.format),
    };
  });
  const shown = orderColumns(settable, settings);
  const name: ReportColumn = {
    title: dimension.label,
    dataIndex: 'label',
    key: REPORT_LABEL_COLUMN,
    fixed: 'left',
    width: 160,
  };
  return { columns: [name, ...shown], choices, exportKeys: shown.map((c) => c.key) };
}

/** The 合计 line under the table, a cell under each shown column. */
export function ReportTotals({
  def,
  columns,
  answer,
}: {
  def: ReportDef;
  columns: readonly ReportColumn[];
  answer: ReportAnswer;
}) {
  const formatOf = new Map(figureColumns(def).map((f) => [f.key, f.format]));
  return (
    <Table.Summary fixed="bottom">
      <Table.Summary.Row style={{ fontWeight: 600 }} data-testid="report-totals">
        {columns.map((c, i) => {
          const format = formatOf.get(c.key);
          return (
            <Table.Summary.Cell key={c.key} index={i} align={format ? 'right' : undefined}>
              {c.key === REPORT_LABEL_COLUMN ? '合计' : format ? figureText(answer.totals[c.key], format) : null}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
