import type { DimensionDef, ReportFilterDef, ReportSource } from '@coach/domain/reports/types.ts';
import { SCHOOL_SELECTOR, STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { POINT_PAGE_OPTIONS } from '@coach/domain/resources/analytics/options.ts';

/** The leads (潜在客户): registered, followed, visited, enrolled — each with its time. */
export const leadSource: ReportSource = {
  key: 'leads',
  table: 'bbxc_potential_customer',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
};

/**
 * Tracking events (埋点) with their daily totals: the page-view and share counts read the
 * totals; a distinct visitor count needs the events themselves.
 */
export const pointSource: ReportSource = {
  key: 'points',
  table: 'bbxc_point_event',
  org: { school: 'school_id', store: 'store_id' },
  daily: {
    table: 'bbxc_point_daily',
    columns: ['kind', 'staff_id', 'class_id', 'page_code', 'school_id', 'store_id'],
    measures: {
      visits: 'records',
      pageViews: 'records',
      shares: 'records',
      views: 'records',
      classShares: 'records',
      cardShares: 'records',
      cardViews: 'records',
      shareViews: 'records',
    },
  },
};

/** Enrolment orders (the same rows as 订单管理). */
export const orderSource: ReportSource = {
  key: 'orders',
  table: 'bbxc_order',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
};

export const staffDimension: DimensionDef = {
  key: 'staffId',
  label: '员工',
  kind: 'column',
  column: 'staff_id',
  lookup: { table: 'bbxc_channel_member', label: 'name' },
};
export const classDimension: DimensionDef = {
  key: 'classId',
  label: '班型',
  kind: 'column',
  column: 'class_id',
  lookup: { table: 'bbxc_zsclass', label: 'class_name' },
};
export const pageDimension: DimensionDef = {
  key: 'pageCode',
  label: '页面',
  kind: 'column',
  column: 'page_code',
  options: POINT_PAGE_OPTIONS,
};
export const periodDimension: DimensionDef = { key: 'period', label: '时间', kind: 'period' };

/** The school and store to narrow a report to (every source of these reports has both columns). */
export const ORG_FILTERS: readonly ReportFilterDef[] = [
  { key: 'schoolId', label: '驾校', column: 'school_id', options: [], selector: SCHOOL_SELECTOR },
  {
    key: 'storeId',
    label: '门店',
    column: 'store_id',
    options: [],
    selector: STORE_SELECTOR,
    selectorParent: 'schoolId',
  },
];
