import { figureColumns, figureHeader } from './figures';
import type { DimensionDef, ReportDef } from './types';

/**
 * The columns of a report's table a user may show, hide and order (issue 40.2), shared by the
 * page and its export: the rows' name (the dimension, `label`) always comes first — without it the
 * figures name nothing — then 起止时间 when the rows are periods (`range`: one column on the page,
 * 开始时间 and 结束时间 in the export), then the figures.
 */
export const REPORT_LABEL_COLUMN = 'label';
export const REPORT_RANGE_COLUMN = 'range';

export interface ReportColumnChoice {
  key: string;
  title: string;
}

export function reportColumnChoices(def: Pick<ReportDef, 'measures' | 'ratios'>, dimension: DimensionDef) {
  return [
    ...(dimension.kind === 'period' ? [{ key: REPORT_RANGE_COLUMN, title: '起止时间' }] : []),
    ...figureColumns(def).map((c) => ({ key: c.key, title: figureHeader(c) })),
  ] satisfies ReportColumnChoice[];
}

/**
 * The settable columns an export writes after the name: the keys of `asked` (the `columns` of
 * the export body, as the page shows them) that are columns of these rows, in that order, each
 * once; without `asked`, or with none of it known, every column in the definition's order.
 */
export function shownReportColumns(
  def: Pick<ReportDef, 'measures' | 'ratios'>,
  dimension: DimensionDef,
  asked: unknown,
): string[] {
  const all = reportColumnChoices(def, dimension).map((c) => c.key);
  if (!Array.isArray(asked)) return all;
  const shown = [...new Set(asked)].filter((key): key is string => typeof key === 'string' && all.includes(key));
  return shown.length ? shown : all;
}
