import type { MeasureDef, ReportDef } from '@coach/domain/reports/types.ts';
import { CAR_CATEGORIES } from '@coach/domain/categories.ts';
import {
  CUSTOMER_ANALYSIS,
  LEAD_SOURCE_OPTIONS,
  LEAD_STAGE_OPTIONS,
  POINT_STATISTICS,
} from '@coach/domain/resources/analytics/options.ts';
import { carTypeDimension, schoolDimension, storeDimension } from '@coach/domain/reports/timing/studySources.ts';
import { leadSource, periodDimension, pointSource, staffDimension, ORG_FILTERS } from './sources';

const sourceDimension = {
  key: 'source',
  label: '客户来源',
  kind: 'column',
  column: 'source',
  options: LEAD_SOURCE_OPTIONS,
} as const;
const stageDimension = {
  key: 'stage',
  label: '客户阶段',
  kind: 'column',
  column: 'stage',
  options: LEAD_STAGE_OPTIONS,
} as const;

/**
 * The leads registered in the range and how far they got (a cohort: a lead of October that
 * enrols in November counts as enrolled in October's row), so every stage is a part of the one before.
 */
const cohort = (key: string, label: string, column?: string): MeasureDef => ({
  key,
  label,
  source: 'leads',
  agg: 'count',
  date: 'create_time',
  where: column ? [{ column, is: 'notNull' }] : undefined,
  format: 'int',
  unit: '人',
});
const leads = cohort('leads', '新增线索');
const followed = cohort('followed', '已跟进', 'first_track_time');
const visited = cohort('visited', '已到店', 'visit_time');
const enrolled = cohort('enrolled', '已报名', 'convert_time');
const paid = cohort('paid', '已付款', 'pay_time');
const lost: MeasureDef = { ...cohort('lost', '已流失'), where: [{ column: 'stage', is: 9 }] };

const monthly = { kinds: ['month', 'day'], default: 'month', defaultCount: { month: 6, day: 30 } } as const;

/** 潜客分析: the leads of the range by source, stage, staff, school or period, and how far they got. */
export const potentialCustomerAnalysis: ReportDef = {
  name: 'potentialCustomerAnalysis',
  title: '潜客分析',
  routes: [{ path: '/statistics/potentialCustomerAnalysis' }],
  api: {
    stat: `${CUSTOMER_ANALYSIS}/potentialAnalysis`,
    export: `${POINT_STATISTICS}/export`,
    exportType: 'potentialAnalysis',
  },
  scope: 'tenant',
  period: monthly,
  sources: [leadSource],
  dimensions: [sourceDimension, stageDimension, staffDimension, schoolDimension, storeDimension, periodDimension],
  measures: [leads, followed, visited, enrolled, lost],
  ratios: [
    { key: 'visitRate', label: '到店率', numerator: 'visited', denominator: 'leads', format: 'percent' },
    { key: 'enrolRate', label: '转化率', numerator: 'enrolled', denominator: 'leads', format: 'percent' },
  ],
  filters: [
    {
      key: 'carType',
      label: '意向车型',
      column: 'car_type',
      options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
    },
    ...ORG_FILTERS,
  ],
  charts: [
    { key: 'share', title: '线索来源占比', type: 'pie', measures: ['leads'] },
    { key: 'progress', title: '线索进展', type: 'bar', measures: ['leads', 'visited', 'enrolled'] },
  ],
  drill: { route: '/homes/home/potentialCustomer' },
};

/** 线索漏斗: from lead to paid order, the leads of the range stage by stage. */
export const clueFunnel: ReportDef = {
  name: 'clueFunnel',
  title: '线索漏斗',
  routes: [{ path: '/statistics/clueFunnel' }],
  api: { stat: `${CUSTOMER_ANALYSIS}/clueFunnel`, export: `${POINT_STATISTICS}/export`, exportType: 'clueFunnel' },
  scope: 'tenant',
  period: monthly,
  sources: [leadSource],
  dimensions: [periodDimension, sourceDimension, schoolDimension, storeDimension],
  measures: [leads, followed, visited, enrolled, paid],
  ratios: [
    { key: 'followRate', label: '跟进率', numerator: 'followed', denominator: 'leads', format: 'percent' },
    { key: 'visitRate', label: '到店率', numerator: 'visited', denominator: 'followed', format: 'percent' },
    { key: 'enrolRate', label: '报名率', numerator: 'enrolled', denominator: 'visited', format: 'percent' },
    { key: 'payRate', label: '线索成交率', numerator: 'paid', denominator: 'leads', format: 'percent' },
  ],
  filters: [{ key: 'source', label: '客户来源', column: 'source', options: LEAD_SOURCE_OPTIONS }, ...ORG_FILTERS],
  charts: [
    {
      key: 'funnel',
      title: '线索漏斗',
      type: 'funnel',
      measures: ['leads', 'followed', 'visited', 'enrolled', 'paid'],
    },
    { key: 'trend', title: '线索与成交', type: 'line', measures: ['leads', 'paid'] },
  ],
};

/** 用户分析: new leads and new students side by side, and the students activated and graduated. */
export const userAnalysis: ReportDef = {
  name: 'userAnalysis',
  title: '用户分析',
  routes: [{ path: '/statistics/userAnalysis' }],
  api: { stat: `${CUSTOMER_ANALYSIS}/userAnalysis`, export: `${POINT_STATISTICS}/export`, exportType: 'userAnalysis' },
  scope: 'tenant',
  period: monthly,
  sources: [
    leadSource,
    { key: 'students', table: 'bbxc_student', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
  ],
  dimensions: [periodDimension, schoolDimension, storeDimension, carTypeDimension],
  measures: [
    leads,
    {
      key: 'students',
      label: '新增学员',
      source: 'students',
      agg: 'count',
      date: 'enrol_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'activated',
      label: '激活学员',
      source: 'students',
      agg: 'count',
      date: 'activate_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'graduated',
      label: '结业学员',
      source: 'students',
      agg: 'count',
      date: 'graduate_time',
      format: 'int',
      unit: '人',
    },
  ],
  ratios: [
    { key: 'activateRate', label: '激活率', numerator: 'activated', denominator: 'students', format: 'percent' },
  ],
  filters: ORG_FILTERS,
  charts: [
    {
      key: 'users',
      title: '新增线索与学员',
      type: 'bar',
      measures: ['leads', 'students', 'graduated'],
      lines: ['graduated'],
    },
    { key: 'share', title: '新增学员占比', type: 'pie', measures: ['students'] },
  ],
};

/**
 * 员工列表: each staff member's shares, the views they brought, the leads they follow and the
 * enrolments among them.
 */
export const staffList: ReportDef = {
  name: 'staffList',
  title: '员工列表',
  routes: [{ path: '/statistics/staffList' }],
  api: { stat: `${CUSTOMER_ANALYSIS}/staffList`, export: `${POINT_STATISTICS}/export`, exportType: 'staffList' },
  scope: 'tenant',
  period: monthly,
  sources: [pointSource, leadSource],
  dimensions: [staffDimension, periodDimension, schoolDimension],
  measures: [
    {
      key: 'shares',
      label: '分享次数',
      source: 'points',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'kind', is: [3, 5] }],
      format: 'int',
      unit: '次',
    },
    {
      key: 'views',
      label: '带来浏览',
      source: 'points',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'kind', is: [4, 6] }],
      format: 'int',
      unit: '次',
    },
    leads,
    enrolled,
  ],
  ratios: [{ key: 'enrolRate', label: '转化率', numerator: 'enrolled', denominator: 'leads', format: 'percent' }],
  filters: ORG_FILTERS,
  charts: [{ key: 'staff', title: '员工分享与线索', type: 'bar', measures: ['shares', 'leads', 'enrolled'] }],
  drill: { route: '/statistics/staffShareDetail', key: 'staffId' },
};
