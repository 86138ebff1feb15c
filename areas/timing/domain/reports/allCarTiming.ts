import type { ReportDef } from '@coach/domain/reports/types.ts';
import { carTypeDimension, schoolDimension } from '@coach/domain/reports/timing/studySources.ts';

/**
 * 全车型学时统计: per period (or school, category) what the schools bought of study time, what
 * openings spent of it and how many students were opened, from the balance ledger (the same
 * lines as the three detail pages of 全车型学时充值).
 */
export const allCarTimingStatistics: ReportDef = {
  name: 'allCarTimingStatistics',
  title: '全车型学时统计',
  routes: [{ path: '/timing/allCarTiming/allCarTimingStatistics' }],
  api: {
    stat: '/api/course/inner/count/allCarTimingStatistics',
    export: '/api/course/inner/count/export',
    exportType: 'allCarTimingStatistics',
  },
  fileName: '全车型学时统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'billingMonth', 'day'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [{ key: 'ledger', table: 'bbxc_timing_ledger', org: { school: 'school_id' } }],
  dimensions: [{ key: 'period', label: '周期', kind: 'period' }, schoolDimension, carTypeDimension],
  measures: [
    {
      key: 'recharged',
      label: '充值金额',
      source: 'ledger',
      agg: 'sum',
      column: 'amount',
      date: 'create_time',
      where: [{ column: 'kind', is: 1 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'spent',
      label: '开通扣费',
      source: 'ledger',
      agg: 'sum',
      column: 'amount',
      date: 'create_time',
      where: [{ column: 'kind', is: 2 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'opened',
      label: '开通学员',
      source: 'ledger',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'kind', is: 2 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'schools',
      label: '充值驾校',
      source: 'ledger',
      agg: 'distinct',
      column: 'school_id',
      date: 'create_time',
      where: [{ column: 'kind', is: 1 }],
      format: 'int',
      unit: '所',
    },
  ],
  filters: [
    {
      key: 'carType',
      label: '培训车型',
      column: 'car_type',
      options: carTypeDimension.kind === 'column' ? (carTypeDimension.options ?? []) : [],
    },
  ],
  charts: [
    { key: 'money', title: '充值与扣费', type: 'bar', measures: ['recharged', 'spent'] },
    { key: 'opened', title: '开通学员', type: 'line', measures: ['opened'] },
  ],
};
