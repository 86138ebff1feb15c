import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { MSG_CONFIRM_STATUS_CHANGE } from '@coach/domain/errors.ts';
import { SCHOOL_SELECTOR, STORE_STATUS_OPTIONS } from '@coach/domain/resources/school/options.ts';

const base = '/api/zjerp/inner/store/v1';

/**
 * A store (门店) of a school, where students sign up. Its school is chosen when it is added
 * and never moves (its coaches belong to the same school). 营业/停业 are the enable/disable
 * calls on `status` (1 营业, 0 停业); a closed store leaves the store lookup, so no new coach
 * or student is placed there. There is no delete call: orders point to stores.
 */
export const store: ResourceDef = {
  name: 'store',
  title: '门店',
  route: '/school/storeMgList',
  table: 'bbxc_store',
  scope: 'tenant',
  org: { school: 'school_id', store: 'id' },
  softDelete: true,
  api: { list: `${base}/page`, save: `${base}/saveOrUpdate`, detail: `${base}/detail` },
  fields: [
    {
      key: 'name',
      label: '门店名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'schoolId',
      label: '所属驾校',
      kind: 'text',
      required: true,
      maxLength: 20,
      form: 'create',
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
      rules: [rules.digitsOnly],
    },
    { key: 'schoolName', label: '所属驾校', kind: 'text', maxLength: 50, readOnly: true, form: false },
    { key: 'region', label: '所在地区', kind: 'region', required: true, list: false, rules: [rules.regionCity] },
    { key: 'address', label: '详细地址', kind: 'text', required: true, maxLength: 100, rules: [rules.notAllSpaces] },
    { key: 'managerName', label: '店长', kind: 'text', maxLength: 20, rules: [rules.notAllSpaces, rules.noSymbols] },
    {
      key: 'contactPhone',
      label: '联系电话',
      kind: 'text',
      required: true,
      maxLength: 13,
      masked: true,
      search: 'like',
      rules: [rules.phoneOrLandline],
    },
    { key: 'businessHours', label: '营业时间', kind: 'text', maxLength: 30, list: false },
    {
      key: 'status',
      label: '营业状态',
      kind: 'enum',
      options: STORE_STATUS_OPTIONS,
      dict: 'store_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 100,
    },
    createTimeField,
  ],
  transitions: [
    {
      name: 'enable',
      label: '营业',
      path: `${base}/enable`,
      field: 'status',
      from: [0],
      to: 1,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '门店已是营业状态',
      batch: true,
    },
    {
      name: 'disable',
      label: '停业',
      path: `${base}/disable`,
      field: 'status',
      from: [1],
      to: 0,
      confirm: MSG_CONFIRM_STATUS_CHANGE,
      already: '门店已是停业状态',
      batch: true,
      danger: true,
    },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
