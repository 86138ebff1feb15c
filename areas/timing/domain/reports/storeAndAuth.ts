import type { ReportDef } from '@coach/domain/reports/types.ts';
import { carSetFilter, carTypeFilter, setRoutes } from './sets';

/**
 * 门店授权统计 of each statistic set: per store (or school, or month), the students enrolled,
 * how many of them had timing opened (authorised to record study time) and the share, and
 * how many activated their account. One definition for the five sets' pages: each route
 * fixes its set.
 */
export const storeAndAuth: ReportDef = {
  name: 'storeAndAuth',
  title: '门店授权统计',
  routes: setRoutes('storeAndAuth'),
  api: {
    stat: '/api/course/inner/count/storeAndAuth',
    export: '/api/course/inner/count/export',
    exportType: 'storeAndAuth',
  },
  scope: 'tenant',
  period: { kinds: ['month', 'day'], default: 'month', defaultCount: { month: 12, day: 30 } },
  sources: [
    { key: 'students', table: 'bbxc_student', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
    {
      key: 'timings',
      table: 'bbxc_student_timing',
      where: [{ column: 'status', is: 1 }],
      org: { school: 'school_id', store: 'store_id' },
    },
  ],
  dimensions: [
    {
      key: 'storeId',
      label: '门店',
      kind: 'column',
      column: 'store_id',
      lookup: { table: 'bbxc_store', label: 'name' },
    },
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'column',
      column: 'school_id',
      lookup: { table: 'bbxc_school', label: 'name' },
    },
    { key: 'period', label: '月份', kind: 'period' },
  ],
  measures: [
    {
      key: 'enrolled',
      label: '报名学员',
      source: 'students',
      agg: 'count',
      date: 'enrol_time',
      format: 'int',
      unit: '人',
    },
    { key: 'opened', label: '计时开通', source: 'timings', agg: 'count', date: 'open_time', format: 'int', unit: '人' },
    {
      key: 'activated',
      label: '已激活账号',
      source: 'students',
      agg: 'count',
      date: 'enrol_time',
      where: [{ column: 'activate_status', is: 1 }],
      format: 'int',
      unit: '人',
    },
  ],
  ratios: [
    { key: 'openRate', label: '开通率', numerator: 'opened', denominator: 'enrolled', format: 'percent' },
    { key: 'activateRate', label: '激活率', numerator: 'activated', denominator: 'enrolled', format: 'percent' },
  ],
  filters: [carSetFilter, carTypeFilter],
  charts: [
    { key: 'stores', title: '报名与开通', type: 'bar', measures: ['enrolled', 'opened', 'activated'] },
    { key: 'share', title: '报名学员占比', type: 'pie', measures: ['enrolled'] },
  ],
  drill: { route: '/timing/searchStudent' },
};
