import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, saveOrUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

/**
 * A driving school (驾校) of the tenant: stores, training grounds and coaches belong to it.
 * Edited on a page of its own (schoolModify). Deletion is soft (orders and statistics point
 * to schools) and refused while live stores, training grounds or coaches still belong to it.
 * A renamed school's name is copied to the rows that show it.
 */
export const school: ResourceDef = {
  name: 'school',
  title: '驾校',
  route: '/school/schoolList',
  formRoute: '/school/schoolModify',
  table: 'bbxc_school',
  scope: 'tenant',
  org: { school: 'id' },
  softDelete: true,
  api: saveOrUpdateApi('/api/bbxc/operate/inner/school/v1', { detailMethod: 'GET' }),
  fields: [
    {
      key: 'name',
      label: '驾校名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'shortName', label: '驾校简称', kind: 'text', maxLength: 20, rules: [rules.notAllSpaces] },
    {
      key: 'creditCode',
      label: '统一社会信用代码',
      kind: 'text',
      maxLength: 18,
      unique: true,
      list: false,
      rules: [rules.lettersOrDigits, rules.lengthRange(18, 18)],
    },
    { key: 'region', label: '所在地区', kind: 'region', required: true, rules: [rules.regionCity] },
    { key: 'address', label: '详细地址', kind: 'text', required: true, maxLength: 100, rules: [rules.notAllSpaces] },
    {
      key: 'principal',
      label: '负责人',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces, rules.noSymbols],
    },
    {
      key: 'contactMobile',
      label: '联系电话',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      rules: [rules.mobile],
    },
    { key: 'logo', label: '驾校LOGO', kind: 'image', maxLength: 200, list: false },
    { key: 'introduction', label: '驾校简介', kind: 'textarea', maxLength: 500, sensitive: true },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
