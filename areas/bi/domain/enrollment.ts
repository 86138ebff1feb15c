import type { MeasureDef, ReportDef } from '@coach/domain/reports/types.ts';
import { BI_BASE, BI_EXPORT } from '@coach/domain/resources/analytics/options.ts';
import { schoolDimension, storeDimension } from '@coach/domain/reports/timing/studySources.ts';
import { orderSource, periodDimension } from '@coach/areas/statistics/domain/index.ts';
import { BI_FILTERS, BI_PERIOD, marketTargets, refundSource } from './sources';

const route = [{ path: '/bi/enrollmentReport' }];
const paid = [{ column: 'pay_status', is: 1 }] as const;

/** Enrolments: paid enrolment orders, counted (and their money) when paid. */
export const ENROLMENTS: MeasureDef = {
  key: 'enrolments',
  label: '实际招生',
  source: 'orders',
  agg: 'count',
  date: 'pay_time',
  where: paid,
  format: 'int',
  unit: '人',
};
/**
 * 实际营收: the money taken in, counted when paid, refunded later or not (已支付 and 已退款), as
 * 财务账单 counts its 订单金额; what went back is 退款金额, counted when paid back. Counting
 * only orders still 已支付 made a month's income shrink when an old order was refunded in full.
 */
export const INCOME: MeasureDef = {
  key: 'income',
  label: '实际营收',
  source: 'orders',
  agg: 'sum',
  column: 'paid_amount',
  date: 'pay_time',
  where: [{ column: 'pay_status', is: [1, 2] }],
  format: 'money',
  unit: '元',
};
export const REFUNDED: MeasureDef = {
  key: 'refunded',
  label: '退款金额',
  source: 'refunds',
  agg: 'sum',
  column: 'refund_amount',
  date: 'audit_time',
  format: 'money',
  unit: '元',
};

/** A month's row shows that month by store (the page drills down within itself). */
export const MONTH_BY_STORE = (path: string) => ({ route: path, from: ['period'], groupBy: 'storeId' }) as const;

const base = {
  routes: route,
  scope: 'tenant',
  period: BI_PERIOD,
  dimensions: [periodDimension, schoolDimension, storeDimension],
  filters: BI_FILTERS,
  drill: MONTH_BY_STORE(route[0].path),
} as const;

/** 招生报表 · 招生: the month's enrolments and income against the market targets. */
export const biRecruit: ReportDef = {
  ...base,
  name: 'biRecruit',
  title: '招生',
  api: { stat: `${BI_BASE}/recruit`, export: BI_EXPORT, exportType: 'biRecruit' },
  sources: [orderSource, marketTargets],
  measures: [
    {
      key: 'enrolTarget',
      label: '招生目标',
      source: 'marketTargets',
      agg: 'sum',
      column: 'enrol_target',
      date: 'month_start',
      format: 'int',
      unit: '人',
    },
    ENROLMENTS,
    {
      key: 'incomeTarget',
      label: '营收目标',
      source: 'marketTargets',
      agg: 'sum',
      column: 'income_target',
      date: 'month_start',
      format: 'money',
      unit: '元',
    },
    INCOME,
  ],
  ratios: [
    { key: 'enrolRate', label: '招生完成率', numerator: 'enrolments', denominator: 'enrolTarget', format: 'percent' },
    { key: 'incomeRate', label: '营收完成率', numerator: 'income', denominator: 'incomeTarget', format: 'percent' },
  ],
  charts: [
    { key: 'enrol', title: '招生目标与实际', type: 'bar', measures: ['enrolTarget', 'enrolments'] },
    { key: 'income', title: '营收目标与实际', type: 'bar', measures: ['incomeTarget', 'income'] },
  ],
};

/** 招生报表 · 分期招生: the enrolments paid by instalments, their share and money. */
export const biRecruitInstallment: ReportDef = {
  ...base,
  name: 'biRecruitInstallment',
  title: '分期招生',
  api: { stat: `${BI_BASE}/recruitInstallment`, export: BI_EXPORT, exportType: 'biRecruitInstallment' },
  sources: [orderSource],
  measures: [
    ENROLMENTS,
    {
      key: 'instalmentOrders',
      label: '分期报名',
      source: 'orders',
      agg: 'count',
      date: 'pay_time',
      where: [...paid, { column: 'pay_method', is: 5 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'instalmentAmount',
      label: '分期金额',
      source: 'orders',
      agg: 'sum',
      column: 'paid_amount',
      date: 'pay_time',
      where: [...paid, { column: 'pay_method', is: 5 }],
      format: 'money',
      unit: '元',
    },
  ],
  ratios: [
    {
      key: 'instalmentRate',
      label: '分期占比',
      numerator: 'instalmentOrders',
      denominator: 'enrolments',
      format: 'percent',
    },
  ],
  charts: [{ key: 'instalments', title: '分期报名', type: 'bar', measures: ['enrolments', 'instalmentOrders'] }],
};

/** 招生报表 · 退款: refunds paid back in the month against the month's enrolments and income. */
export const biRefund: ReportDef = {
  ...base,
  name: 'biRefund',
  title: '退款',
  api: { stat: `${BI_BASE}/refund`, export: BI_EXPORT, exportType: 'biRefund' },
  sources: [orderSource, refundSource],
  measures: [
    ENROLMENTS,
    INCOME,
    {
      key: 'refunds',
      label: '退款笔数',
      source: 'refunds',
      agg: 'count',
      date: 'audit_time',
      format: 'int',
      unit: '笔',
    },
    REFUNDED,
  ],
  ratios: [{ key: 'refundRate', label: '退款率', numerator: 'refunded', denominator: 'income', format: 'percent' }],
  charts: [{ key: 'refunds', title: '营收与退款', type: 'bar', measures: ['income', 'refunded'] }],
};

export const ENROLLMENT_REPORTS = [biRecruit, biRecruitInstallment, biRefund];
