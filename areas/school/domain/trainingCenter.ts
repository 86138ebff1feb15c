import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { AREA_SELECTOR, SCHOOL_SELECTOR, TRAIN_SUBJECT_OPTIONS } from '@coach/domain/resources/school/options.ts';

const base = '/api/zjerp/inner/trainingCenter/v1';

/**
 * A training ground (训练场) of a school, where 科目二/科目三 are practised. Its 片区 (area)
 * is the district of its address (the last code of `region`, kept by the server): the
 * tenant's areas are the districts where its stores and training grounds lie. There are no
 * enable/disable calls: the 状态 is edited in the form, and only enabled grounds are looked up.
 */
export const trainingCenter: ResourceDef = {
  name: 'trainingCenter',
  title: '训练场',
  route: '/school/trainGroundMgList',
  table: 'bbxc_training_center',
  scope: 'tenant',
  org: { school: 'school_id' },
  softDelete: true,
  api: { list: `${base}/page`, save: `${base}/saveOrUpdate`, detail: `${base}/detail`, delete: `${base}/delete` },
  fields: [
    {
      key: 'name',
      label: '训练场名称',
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
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: SCHOOL_SELECTOR,
      rules: [rules.digitsOnly],
    },
    { key: 'schoolName', label: '所属驾校', kind: 'text', maxLength: 50, readOnly: true, form: false },
    { key: 'region', label: '所在地区', kind: 'region', required: true, list: false, rules: [rules.regionCity] },
    {
      key: 'areaCode',
      label: '所属片区',
      kind: 'text',
      maxLength: 12,
      readOnly: true,
      search: 'eq',
      list: false,
      export: false,
      detail: false,
      selector: AREA_SELECTOR,
    },
    { key: 'address', label: '详细地址', kind: 'text', required: true, maxLength: 100, rules: [rules.notAllSpaces] },
    {
      key: 'subjects',
      label: '训练科目',
      kind: 'enum',
      required: true,
      options: TRAIN_SUBJECT_OPTIONS,
      dict: 'subject',
      search: 'eq',
      defaultValue: 23,
    },
    { key: 'acreage', label: '面积(㎡)', kind: 'int', rules: [rules.int1to999999] },
    { key: 'carCount', label: '教练车位', kind: 'int', rules: [rules.int0to1000] },
    { key: 'contactName', label: '联系人', kind: 'text', maxLength: 20, rules: [rules.notAllSpaces, rules.noSymbols] },
    {
      key: 'contactPhone',
      label: '联系电话',
      kind: 'text',
      maxLength: 13,
      masked: true,
      rules: [rules.phoneOrLandline],
    },
    { ...disableField, readOnly: false },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
