import {
  choiceSentence,
  defaultPeriodRange,
  isRegionCode,
  MAX_REPORT_PERIODS,
  PERIOD_LABELS,
  periodOf,
  periodsBetween,
  type DimensionDef,
  type PeriodKind,
  type ReportDef,
  type ReportPeriod,
} from '@coach/domain';
import { BizError } from '../../platform/envelope';
import { isAbsent, MSG_BAD_BODY, strictInt, timeBound } from '../listInput';

/** A report request checked against its definition before any SQL is built. */
export interface ReportRequest {
  kind: PeriodKind;
  /** Inclusive range the user asked for (or the default periods). */
  from: number;
  to: number;
  groupBy: DimensionDef;
  /** Periods covering the range, counted whole (a partly chosen month shows the whole month). */
  periods: ReportPeriod[];
  /** Filter column -> value (or the codes a choice stands for), each among its declared options. */
  filters: { column: string; value: number | string | readonly number[] }[];
  /** The place chosen for rows by region ('' = the whole country): its rows are the level below. */
  region: string;
}

export function reportRequest(def: ReportDef, body: unknown, now = Math.floor(Date.now() / 1000)): ReportRequest {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw new BizError(MSG_BAD_BODY);
  const b = (body ?? {}) as Record<string, unknown>;

  const kinds = def.period.kinds;
  const kind = (isAbsent(b.kind) ? def.period.default : b.kind) as PeriodKind;
  if (!kinds.includes(kind))
    throw new BizError(`统计周期：请选择${choiceSentence(kinds.map((k) => PERIOD_LABELS[k]))}`);

  const fallback = defaultPeriodRange(kind, now, def.period.defaultCount[kind] ?? 12);
  const from = timeBound(b.startTime, '开始时间') ?? fallback.from;
  // Unbounded, the range runs to the end of today (Shanghai): whole days, so the daily totals
  // can answer it (nothing is recorded in the future).
  const to = timeBound(b.endTime, '结束时间') ?? periodOf('day', now).end - 1;
  if (from > to) throw new BizError('开始时间不能晚于结束时间');
  const periods = periodsBetween(kind, from, to);
  if (periods.length > MAX_REPORT_PERIODS) throw new BizError(`统计区间过长，最多${MAX_REPORT_PERIODS}个周期`);

  const groupKey = isAbsent(b.groupBy) ? def.dimensions[0].key : b.groupBy;
  const groupBy = def.dimensions.find((d) => d.key === groupKey);
  if (!groupBy) throw new BizError(`统计维度：请选择${choiceSentence(def.dimensions.map((d) => d.label))}`);

  const filters: ReportRequest['filters'] = [];
  for (const filter of def.filters ?? []) {
    const raw = b[filter.key];
    if (isAbsent(raw)) continue;
    if (filter.selector) {
      if ((typeof raw !== 'string' && typeof raw !== 'number') || !/^\d{1,18}$/.test(String(raw)))
        throw new BizError(`${filter.label}的值不正确`);
      filters.push({ column: filter.column, value: String(raw) });
      continue;
    }
    const option = filter.options.find((o) =>
      typeof o.value === 'number' ? strictInt(raw) === o.value : raw === o.value,
    );
    if (!option) throw new BizError(`${filter.label}的值不正确`);
    filters.push({ column: filter.column, value: option.members ?? option.value });
  }
  // A place to drill into: a six-digit division code (its rows are the places below it).
  const region = isAbsent(b.region) ? '' : b.region;
  if (!isRegionCode(region) && region !== '') throw new BizError('地区的值不正确');
  return { kind, from, to, groupBy, periods, filters, region };
}
