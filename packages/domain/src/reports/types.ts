import type { Option, OrgColumns } from '../resources/types';

/**
 * A report declared once (architecture.md, "A report definition"): the server compiles it to
 * one GROUP BY statement scoped like every list, the web shows it with the shared ReportPage.
 * A report page holds nothing but its definition.
 */

/**
 * How rows are cut in time: a Shanghai calendar day or month, or a billing period (spec
 * section 9: the 26th to the 25th; quarters, halves and years are unions of billing months).
 */
export type PeriodKind = 'day' | 'month' | 'billingMonth' | 'billingQuarter' | 'billingHalf' | 'billingYear';

/** A fixed condition on a column of a source (only paid orders, only one state). */
export interface ReportCondition {
  column: string;
  is: number | 'notNull' | readonly number[];
}

/**
 * Per-day totals of a large fact table, kept with the facts: a report reads them instead of
 * the facts when everything it asks (rows, filters, measures, a range of whole days) is kept
 * in them. `day` is the Shanghai midnight of the facts' date column, in Unix seconds.
 */
export interface DailyTotals {
  table: string;
  /** Fact columns kept in the totals, under the same names: what rows may be grouped or filtered by. */
  columns: readonly string[];
  /**
   * Per measure key, the total column summed instead (a count's `records`, a filtered sum's own
   * column). A measure's conditions on kept columns still apply (events of one `kind`); one on a
   * column not kept is what the total column holds (`valid_minutes`).
   */
  measures: Readonly<Record<string, string>>;
}

/** A fact table a report counts; every query on it carries the tenant (and channel) scope. */
export interface ReportSource {
  /** The school and store columns of the facts: staff bound to one read its facts only. */
  org?: OrgColumns;
  /** Read from these totals when they hold what is asked. */
  daily?: DailyTotals;
  key: string;
  table: string;
  /** The table has `channel_id`: a channel user, or staff acting for a channel, sees that channel's facts only. */
  channel?: boolean;
  /** Rows flagged `deleted` are left out. */
  softDelete?: boolean;
  where?: readonly ReportCondition[];
}

export type MeasureFormat = 'int' | 'money' | 'decimal' | 'percent';

/** A figure per row: counted, summed or counted distinct over the facts of its source. */
export interface MeasureDef {
  key: string;
  label: string;
  source: string;
  agg: 'count' | 'sum' | 'distinct';
  /** Column summed or counted distinct (money columns hold fen). */
  column?: string;
  /** Column (Unix seconds) placing a fact in a period: an order counts when placed, its revenue when paid. */
  date: string;
  where?: readonly ReportCondition[];
  format: MeasureFormat;
  unit?: string;
  /** Shown divided by this (minutes summed, hours shown: 60). */
  divideBy?: number;
  /** Only a part of a ratio (the scores summed for an average): not a column of its own. */
  hidden?: boolean;
}

/** A figure computed from two measures of the same row (pass rate = passed / sat). */
export interface RatioDef {
  key: string;
  label: string;
  numerator: string;
  denominator: string;
  format: 'percent' | 'decimal';
  unit?: string;
}

/** What the rows of the table are: the periods, or the values of a column shared by the sources. */
export type DimensionDef =
  | { key: 'period'; label: string; kind: 'period' }
  | {
      key: string;
      label: string;
      kind: 'column';
      column: string;
      /** Labels of the values: fixed options, or the `name` of rows of another table. */
      options?: readonly Option[];
      lookup?: { table: string; label: string };
    }
  | {
      key: string;
      label: string;
      /**
       * Places by the district code (GB/T 2260, six digits) in `column`: provinces first, a
       * chosen province (`region` of the request) shows its cities, a chosen city its districts.
       */
      kind: 'region';
      column: string;
    };

/** A choice of a filter; with `members` it stands for several codes (a statistic set of categories). */
export type ReportFilterOption = Option;

/** A filter of the search bar, applied to every source (each has the column). */
export interface ReportFilterDef {
  key: string;
  label: string;
  column: string;
  /** The choices (empty for a `selector` filter). */
  options: readonly ReportFilterOption[];
  /** Offer only the options among the members of the choice of this other filter (categories of the page's set). */
  within?: string;
  /**
   * The value is the id of a record chosen from this lookup (answers `{id, name}[]`: a school,
   * a store, a coach), narrowed by the value of the filter `selectorParent`; a drill from
   * another report's row fills it from the page's URL.
   */
  selector?: string;
  selectorParent?: string;
}

export interface ReportChartDef {
  key: string;
  title: string;
  type: 'bar' | 'line' | 'pie' | 'funnel';
  /** Measure (or ratio) keys drawn; a pie draws the first over the rows, a funnel the totals as stages. */
  measures: readonly string[];
  /** Per measure, drawn as a line over the bars (mixed charts). */
  lines?: readonly string[];
}

/** One page showing the report, with its fixed filters (routes.tsv's `carType`, the statistic set). */
export interface ReportRoute {
  path: string;
  params?: Readonly<Record<string, string | number>>;
}

export interface ReportDef {
  name: string;
  title: string;
  routes: readonly ReportRoute[];
  /**
   * Calls (with /api): the figures, and the xlsx of exactly what is shown. Reports sharing one
   * export call are told apart by `exportType`, sent as `type`.
   */
  api: { stat: string; export?: string; exportType?: string };
  /**
   * Its calls are the feature's own routes (库存报表: a stock is not summed over months), not the
   * engine's: the engine serves every other report of `REPORTS` by itself and none of this one.
   */
  ownRoutes?: boolean;
  /** The export's file name. */
  fileName?: string;
  /** Channel reports need the channel a call acts for (the session's or the chosen one). */
  scope: 'tenant' | 'channel';
  period: {
    kinds: readonly PeriodKind[];
    default: PeriodKind;
    /** Periods shown when no range is given, ending with the current one. */
    defaultCount: Partial<Record<PeriodKind, number>>;
  };
  sources: readonly ReportSource[];
  /** The first is the default rows of the table. */
  dimensions: readonly DimensionDef[];
  measures: readonly MeasureDef[];
  ratios?: readonly RatioDef[];
  filters?: readonly ReportFilterDef[];
  charts?: readonly ReportChartDef[];
  /** A clicked row opens this route with the row's key and period as filters. */
  drill?: {
    route: string;
    key?: string;
    /** Per row kind (dimension key), the page a row opens instead (a store's row its store page). */
    routes?: Readonly<Record<string, string>>;
    /** Only rows of these kinds open it (a month's row, not a store's). */
    from?: readonly string[];
    /** The rows the opened page shows: the page itself drills down (a month by store). */
    groupBy?: string;
  };
  /** Buttons of the page beside 导出, each a permission button `<route>:<name>` (重新固化). */
  actions?: readonly ReportAction[];
  /** A line under the search bar (e.g. the billing cut-off). */
  note?: string;
}

/**
 * A report page's own action: a call asked for with a confirmation; `month` asks for a closed
 * calendar month first (sent as `{ month: 'YYYY-MM' }`).
 */
export interface ReportAction {
  name: string;
  label: string;
  path: string;
  confirm: string;
  month?: boolean;
}

/** One row of the answer: the key, its label, the period's bounds, then the figures by key. */
export interface ReportRow {
  key: string;
  label: string;
  start?: number;
  /** Last second of the period (inclusive). */
  end?: number;
  /** A ratio over nothing is null (shown '-'). */
  [figure: string]: string | number | null | undefined;
}

export interface ReportAnswer {
  kind: PeriodKind;
  groupBy: string;
  startTime: number;
  endTime: number;
  rows: ReportRow[];
  /** Over all facts of the range (a distinct count is not the sum of the rows). */
  totals: Record<string, string | number | null>;
  /** Rows by region: the place chosen, from the province down (empty: the whole country). */
  region?: { code: string; name: string }[];
}
