import type { ResourceDef } from '@coach/domain/resources/types.ts';
import {
  SCHOOL_SELECTOR,
  STORE_STATUS_OPTIONS,
  TRAIN_SUBJECT_OPTIONS,
} from '@coach/domain/resources/school/options.ts';
import { CUSTOMER_ANALYSIS } from '@coach/domain/resources/analytics/options.ts';

const org = { school: 'school_id', store: 'store_id' };
const areaField = {
  key: 'areaCode',
  label: '地区编码',
  kind: 'text',
  maxLength: 6,
  search: 'eq',
  list: false,
  export: false,
  detail: false,
} as const;

/** 教练分布详情: the coaches of one district (opened from a district's row). */
export const coachDistributionDetail: ResourceDef = {
  name: 'coachDistributionDetail',
  title: '教练分布详情',
  route: '/statistics/coachDistributionDetail',
  table: 'bbxc_coach_region_v',
  scope: 'tenant',
  org,
  softDelete: true,
  api: { list: `${CUSTOMER_ANALYSIS}/coachDistributionDetail` },
  fields: [
    areaField,
    { key: 'name', label: '教练', kind: 'text', maxLength: 20, readOnly: true, search: 'like', width: 90 },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, width: 120 },
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
    { key: 'storeName', label: '门店', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
    { key: 'carType', label: '准教车型', kind: 'carType', readOnly: true, width: 90 },
    {
      key: 'teachSubject',
      label: '教学科目',
      kind: 'enum',
      options: TRAIN_SUBJECT_OPTIONS,
      dict: 'subject',
      readOnly: true,
      search: 'eq',
      width: 90,
    },
    {
      key: 'disable',
      label: '状态',
      kind: 'enum',
      options: [
        { value: 0, label: '在岗', tone: 'success' },
        { value: 1, label: '停用', tone: 'default' },
      ],
      readOnly: true,
      search: 'eq',
      width: 80,
    },
    { key: 'createTime', label: '添加时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};

/** 驾校分布详情: the stores of one district, with their school (opened from a district's row). */
export const schoolDistributionDetail: ResourceDef = {
  name: 'schoolDistributionDetail',
  title: '驾校分布详情',
  route: '/statistics/schoolDistributionDetail',
  table: 'bbxc_store_region_v',
  scope: 'tenant',
  org,
  softDelete: true,
  api: { list: `${CUSTOMER_ANALYSIS}/schoolDistributionDetail` },
  fields: [
    areaField,
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
    },
    { key: 'schoolName', label: '驾校', kind: 'text', maxLength: 50, readOnly: true, width: 150 },
    { key: 'name', label: '门店', kind: 'text', maxLength: 50, readOnly: true, search: 'like', width: 160 },
    { key: 'address', label: '地址', kind: 'text', maxLength: 200, readOnly: true, width: 220 },
    {
      key: 'status',
      label: '营业状态',
      kind: 'enum',
      options: STORE_STATUS_OPTIONS,
      dict: 'store_status',
      readOnly: true,
      search: 'eq',
      width: 90,
    },
    { key: 'coaches', label: '教练人数', kind: 'int', readOnly: true, width: 90 },
    { key: 'createTime', label: '添加时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
