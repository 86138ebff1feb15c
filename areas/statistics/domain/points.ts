import type { MeasureDef, ReportDef, ReportFilterDef } from '@coach/domain/reports/types.ts';
import { DAILY_ANALYSIS, POINT_STATISTICS, STAFF_SELECTOR } from '@coach/domain/resources/analytics/options.ts';
import { schoolDimension, storeDimension } from '@coach/domain/reports/timing/studySources.ts';
import {
  classDimension,
  leadSource,
  orderSource,
  pageDimension,
  periodDimension,
  pointSource,
  staffDimension,
  ORG_FILTERS,
} from './sources';

/** A count of tracking events of some kinds (see POINT_KIND), dated when they happened. */
const events = (key: string, label: string, kinds: number[], unit = '次'): MeasureDef => ({
  key,
  label,
  source: 'points',
  agg: 'count',
  date: 'create_time',
  where: [{ column: 'kind', is: kinds }],
  format: 'int',
  unit,
});
/** Different visitors among events of some kinds (read from the events, never the daily totals). */
const visitors = (key: string, label: string, kinds: number[]): MeasureDef => ({
  ...events(key, label, kinds, '人'),
  agg: 'distinct',
  column: 'visitor_id',
});

const monthly = { kinds: ['month', 'day'], default: 'month', defaultCount: { month: 6, day: 30 } } as const;
/** Visits and shares are read by day as often as by month; a long range is read by month. */
const daily = { kinds: ['month', 'day'], default: 'month', defaultCount: { day: 30, month: 6 } } as const;
const exportOf = (type: string) => ({ export: `${POINT_STATISTICS}/export`, exportType: type });
const staffFilter: ReportFilterDef = {
  key: 'staffId',
  label: '员工',
  column: 'staff_id',
  options: [],
  selector: STAFF_SELECTOR,
};

/** 员工分享明细: what each staff member shared (classes, business cards) and the views it brought, by day. */
export const staffShareDetail: ReportDef = {
  name: 'staffShareDetail',
  title: '员工分享明细',
  routes: [{ path: '/statistics/staffShareDetail' }],
  api: { stat: `${POINT_STATISTICS}/staffShareDetail`, ...exportOf('staffShareDetail') },
  scope: 'tenant',
  period: daily,
  sources: [pointSource],
  dimensions: [periodDimension, staffDimension, classDimension, schoolDimension],
  measures: [
    events('classShares', '班型分享', [5]),
    events('cardShares', '名片分享', [3]),
    events('shareViews', '分享浏览', [6]),
    events('cardViews', '名片浏览', [4]),
  ],
  filters: [staffFilter, ...ORG_FILTERS],
  charts: [
    {
      key: 'shares',
      title: '分享与浏览',
      type: 'line',
      measures: ['classShares', 'cardShares', 'shareViews', 'cardViews'],
    },
  ],
};

/** 名片分享: each staff member's business card shared, viewed and by how many people. */
export const businessCardShare: ReportDef = {
  name: 'businessCardShare',
  title: '名片分享',
  routes: [{ path: '/statistics/businessCardShare' }],
  api: { stat: `${POINT_STATISTICS}/businessCardShare`, ...exportOf('businessCardShare') },
  scope: 'tenant',
  period: monthly,
  sources: [pointSource],
  dimensions: [staffDimension, periodDimension, schoolDimension],
  measures: [
    events('cardShares', '分享次数', [3]),
    events('cardViews', '浏览次数', [4]),
    visitors('cardViewers', '浏览人数', [4]),
  ],
  ratios: [
    {
      key: 'viewsPerShare',
      label: '次均浏览',
      numerator: 'cardViews',
      denominator: 'cardShares',
      format: 'decimal',
      unit: '次',
    },
  ],
  filters: [staffFilter, ...ORG_FILTERS],
  charts: [
    {
      key: 'cards',
      title: '名片分享与浏览',
      type: 'bar',
      measures: ['cardShares', 'cardViews', 'cardViewers'],
      lines: ['cardViewers'],
    },
  ],
};

/** 分享质量: how far a staff member's shares carry: views, viewers, leads from shares and enrolments. */
export const shareQuality: ReportDef = {
  name: 'shareQuality',
  title: '分享质量',
  routes: [{ path: '/statistics/shareQuality' }],
  api: { stat: `${POINT_STATISTICS}/shareQuality`, ...exportOf('shareQuality') },
  scope: 'tenant',
  period: monthly,
  sources: [pointSource, leadSource],
  dimensions: [staffDimension, periodDimension, schoolDimension],
  measures: [
    events('shares', '分享次数', [3, 5]),
    events('views', '浏览次数', [4, 6]),
    visitors('viewers', '浏览人数', [4, 6]),
    {
      key: 'shareLeads',
      label: '分享线索',
      source: 'leads',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'source', is: 4 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'shareEnrolled',
      label: '分享报名',
      source: 'leads',
      agg: 'count',
      date: 'create_time',
      where: [
        { column: 'source', is: 4 },
        { column: 'convert_time', is: 'notNull' },
      ],
      format: 'int',
      unit: '人',
    },
  ],
  ratios: [
    {
      key: 'viewsPerShare',
      label: '次均浏览',
      numerator: 'views',
      denominator: 'shares',
      format: 'decimal',
      unit: '次',
    },
    { key: 'leadRate', label: '留资率', numerator: 'shareLeads', denominator: 'viewers', format: 'percent' },
    { key: 'enrolRate', label: '报名率', numerator: 'shareEnrolled', denominator: 'shareLeads', format: 'percent' },
  ],
  filters: [staffFilter, ...ORG_FILTERS],
  charts: [{ key: 'quality', title: '分享质量', type: 'bar', measures: ['viewers', 'shareLeads', 'shareEnrolled'] }],
  drill: { route: '/statistics/staffShareDetail', key: 'staffId' },
};

/** 班型数据概况: each class's visits and visitors, shares, orders placed and paid, and income. */
export const classDataProfile: ReportDef = {
  name: 'classDataProfile',
  title: '班型数据概况',
  routes: [{ path: '/statistics/classDataProfile' }],
  api: { stat: `${DAILY_ANALYSIS}/classDataProfile`, ...exportOf('classDataProfile') },
  scope: 'tenant',
  period: monthly,
  sources: [pointSource, orderSource],
  dimensions: [classDimension, periodDimension, schoolDimension, storeDimension],
  measures: [
    events('visits', '访问次数', [1]),
    visitors('visitors', '访问人数', [1]),
    events('classShares', '分享次数', [5]),
    { key: 'orders', label: '下单数', source: 'orders', agg: 'count', date: 'create_time', format: 'int', unit: '单' },
    {
      key: 'paidOrders',
      label: '成交订单',
      source: 'orders',
      agg: 'count',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'int',
      unit: '单',
    },
    {
      key: 'income',
      label: '成交金额',
      source: 'orders',
      agg: 'sum',
      column: 'paid_amount',
      date: 'pay_time',
      where: [{ column: 'pay_status', is: 1 }],
      format: 'money',
      unit: '元',
    },
  ],
  ratios: [{ key: 'orderRate', label: '下单转化率', numerator: 'orders', denominator: 'visitors', format: 'percent' }],
  filters: ORG_FILTERS,
  charts: [
    { key: 'classes', title: '访问与成交', type: 'bar', measures: ['visitors', 'paidOrders'] },
    { key: 'income', title: '成交金额占比', type: 'pie', measures: ['income'] },
  ],
};

/** 班型访问统计: each class's page views and visitors. */
export const classVisit: ReportDef = {
  name: 'classVisit',
  title: '班型访问统计',
  routes: [{ path: '/statistics/classVisit' }],
  api: { stat: `${POINT_STATISTICS}/classVisit`, ...exportOf('classVisit') },
  scope: 'tenant',
  period: daily,
  sources: [pointSource],
  dimensions: [classDimension, periodDimension, schoolDimension],
  measures: [events('visits', '访问次数', [1]), visitors('visitors', '访问人数', [1])],
  ratios: [
    {
      key: 'visitsPerVisitor',
      label: '人均访问',
      numerator: 'visits',
      denominator: 'visitors',
      format: 'decimal',
      unit: '次',
    },
  ],
  filters: ORG_FILTERS,
  charts: [
    { key: 'visits', title: '班型访问', type: 'bar', measures: ['visits', 'visitors'] },
    { key: 'share', title: '访问占比', type: 'pie', measures: ['visits'] },
  ],
};

/** 页面访问统计: each mini-program page's views and visitors. */
export const pageVisit: ReportDef = {
  name: 'pageVisit',
  title: '页面访问统计',
  routes: [{ path: '/statistics/pageVisit' }],
  api: { stat: `${POINT_STATISTICS}/pageVisit`, ...exportOf('pageVisit') },
  scope: 'tenant',
  period: daily,
  sources: [pointSource],
  dimensions: [pageDimension, periodDimension, schoolDimension],
  measures: [events('pageViews', '浏览次数', [2]), visitors('pageVisitors', '访问人数', [2])],
  ratios: [
    {
      key: 'viewsPerVisitor',
      label: '人均浏览',
      numerator: 'pageViews',
      denominator: 'pageVisitors',
      format: 'decimal',
      unit: '次',
    },
  ],
  filters: ORG_FILTERS,
  charts: [
    { key: 'pages', title: '页面浏览', type: 'bar', measures: ['pageViews', 'pageVisitors'] },
    { key: 'trend', title: '浏览占比', type: 'pie', measures: ['pageViews'] },
  ],
};

export const POINT_REPORTS = [
  staffShareDetail,
  businessCardShare,
  shareQuality,
  classDataProfile,
  classVisit,
  pageVisit,
];
