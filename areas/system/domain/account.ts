import type { ResourceDef } from '@coach/domain/resources/types.ts';
import {
  createTimeField,
  disableField,
  enableDisable,
  loginAccountField,
  saveOrUpdateApi,
} from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';
import { SCHOOL_SELECTOR, STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';

const base = '/api/user/inner/sysOperationUser/v1';

export const ENTERPRISE_TYPE_OPTIONS = [
  { value: 1, label: '平台' },
  { value: 2, label: '驾校' },
  { value: 3, label: '门店' },
  { value: 4, label: '渠道' },
] as const;

/**
 * An operation account (console login). Created with a random initial password shown once
 * to the administrator; `resetInitPassword` issues a new one and ends the user's sessions.
 */
export const account: ResourceDef = {
  name: 'account',
  title: '账号',
  route: '/systems/accountMg',
  table: 'sys_user',
  scope: 'tenant',
  // An account of a school (or store) belongs to it: its staff manage their own colleagues only.
  org: { school: 'school_id', store: 'store_id' },
  softDelete: true,
  api: saveOrUpdateApi(base, { export: `${base}/export` }),
  fields: [
    loginAccountField('登录账号'),
    {
      key: 'name',
      label: '姓名',
      kind: 'text',
      required: true,
      maxLength: 20,
      search: 'like',
      rules: [rules.notAllSpaces, rules.noSymbols],
    },
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      required: true,
      maxLength: 11,
      rules: [rules.mobile],
      masked: true,
      search: 'like',
    },
    {
      key: 'enterpriseType',
      label: '账号类型',
      kind: 'enum',
      required: true,
      options: ENTERPRISE_TYPE_OPTIONS,
      dict: 'enterprise_type',
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'roleIds', label: '角色', kind: 'ids', required: true, rules: [rules.atLeastOne] },
    // Staff of one school or store see only its data (engine org scope); empty: the whole tenant.
    {
      key: 'schoolId',
      label: '所属驾校',
      kind: 'text',
      maxLength: 20,
      list: false,
      export: false,
      selector: SCHOOL_SELECTOR,
      rules: [rules.digitsOnly],
    },
    {
      key: 'storeId',
      label: '所属门店',
      kind: 'text',
      maxLength: 20,
      list: false,
      export: false,
      selector: STORE_SELECTOR,
      selectorParent: 'schoolId',
      rules: [rules.digitsOnly],
    },
    disableField,
    // In 详情 and the export, not the table: with 解除锁定 beside 重置密码 the row's buttons need its
    // room for the table to fit 1440 px (issue 50.6: no column clipped).
    { key: 'lastLoginTime', label: '最近登录', kind: 'datetime', readOnly: true, list: false },
    createTimeField,
  ],
  transitions: enableDisable(base),
  actions: [
    { name: 'resetPassword', label: '重置密码' },
    // Failed logins from many addresses lock an account for 15 minutes (loginGuard.ts); its owner
    // asks an administrator, who lifts it here (the addresses' own locks on it too).
    { name: 'unlock', label: '解除锁定', path: `${base}/unlock`, confirm: '确定解除账号“{account}”的登录锁定吗？' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
