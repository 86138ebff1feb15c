import type { ReportDef } from '@coach/domain/reports/types.ts';
import { CUSTOMER_ANALYSIS, POINT_STATISTICS } from '@coach/domain/resources/analytics/options.ts';
import { SCHOOL_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { schoolDimension, storeDimension } from '@coach/domain/reports/timing/studySources.ts';

/**
 * Where the coaches and schools are: by the district of the coach's store (the school's when
 * the coach has no store) and of each school and store. A province row opens its cities, a
 * city its districts, a district the coaches (schools) there. Counted by when they were added.
 */
const yearly = {
  kinds: ['billingYear', 'month'],
  default: 'billingYear',
  defaultCount: { billingYear: 3, month: 12 },
} as const;
const region = { key: 'region', label: '地区', kind: 'region', column: 'area_code' } as const;
const org = { school: 'school_id', store: 'store_id' };
/** Every source has the school's id in `school_id` (a school's own row too). */
const schoolFilter = {
  key: 'schoolId',
  label: '驾校',
  column: 'school_id',
  options: [],
  selector: SCHOOL_SELECTOR,
} as const;

export const coachDistribution: ReportDef = {
  name: 'coachDistribution',
  title: '教练分布',
  routes: [{ path: '/statistics/coachDistribution' }],
  api: {
    stat: `${CUSTOMER_ANALYSIS}/coachDistribution`,
    export: `${POINT_STATISTICS}/export`,
    exportType: 'coachDistribution',
  },
  scope: 'tenant',
  period: yearly,
  sources: [{ key: 'coaches', table: 'bbxc_coach_region_v', softDelete: true, org }],
  dimensions: [region, schoolDimension, storeDimension],
  measures: [
    {
      key: 'coaches',
      label: '教练人数',
      source: 'coaches',
      agg: 'count',
      date: 'create_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'working',
      label: '在岗教练',
      source: 'coaches',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'disable', is: 0 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'subject2',
      label: '科目二教练',
      source: 'coaches',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'teach_subject', is: [2, 23] }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'subject3',
      label: '科目三教练',
      source: 'coaches',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'teach_subject', is: [3, 23] }],
      format: 'int',
      unit: '人',
    },
  ],
  filters: [schoolFilter],
  charts: [
    { key: 'places', title: '教练分布', type: 'bar', measures: ['coaches', 'working'] },
    { key: 'share', title: '教练占比', type: 'pie', measures: ['coaches'] },
  ],
  drill: { route: '/statistics/coachDistributionDetail', key: 'areaCode' },
};

export const schoolDistribution: ReportDef = {
  name: 'schoolDistribution',
  title: '驾校分布',
  routes: [{ path: '/statistics/schoolDistribution' }],
  api: {
    stat: `${CUSTOMER_ANALYSIS}/schoolDistribution`,
    export: `${POINT_STATISTICS}/export`,
    exportType: 'schoolDistribution',
  },
  scope: 'tenant',
  period: yearly,
  sources: [
    { key: 'schools', table: 'bbxc_school_region_v', softDelete: true, org: { school: 'school_id' } },
    { key: 'stores', table: 'bbxc_store_region_v', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
  ],
  dimensions: [region],
  measures: [
    { key: 'stores', label: '门店数', source: 'stores', agg: 'count', date: 'create_time', format: 'int', unit: '家' },
    {
      key: 'openStores',
      label: '营业门店',
      source: 'stores',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'status', is: 1 }],
      format: 'int',
      unit: '家',
    },
    {
      key: 'schools',
      label: '驾校数',
      source: 'schools',
      agg: 'count',
      date: 'create_time',
      format: 'int',
      unit: '所',
    },
  ],
  filters: [schoolFilter],
  charts: [{ key: 'places', title: '驾校与门店分布', type: 'bar', measures: ['stores', 'openStores', 'schools'] }],
  drill: { route: '/statistics/schoolDistributionDetail', key: 'areaCode' },
};
