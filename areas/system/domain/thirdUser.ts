import type { ResourceDef } from '@coach/domain/resources/types.ts';
import {
  createTimeField,
  disableField,
  enableDisable,
  loginAccountField,
  saveOrUpdateApi,
} from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/user/inner/sysThirdUser/v1';

/**
 * A third-party system account (regulator platform, partner system) that calls the
 * platform's open interfaces with its own credentials. Same password handling as accounts.
 */
export const thirdUser: ResourceDef = {
  name: 'thirdUser',
  title: '第三方用户',
  route: '/systems/thirdUserMg',
  table: 'sys_third_user',
  scope: 'tenant',
  softDelete: true,
  api: saveOrUpdateApi(base),
  fields: [
    {
      key: 'name',
      label: '第三方名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    loginAccountField('接入账号'),
    {
      key: 'platformType',
      label: '对接类型',
      kind: 'enum',
      required: true,
      search: 'eq',
      options: [
        { value: 1, label: '监管平台' },
        { value: 2, label: '合作机构' },
        { value: 3, label: '支付渠道' },
        { value: 9, label: '其他' },
      ],
    },
    { key: 'contactName', label: '联系人', kind: 'text', maxLength: 20, rules: [rules.noSymbols] },
    { key: 'mobile', label: '联系电话', kind: 'text', maxLength: 13, rules: [rules.phoneOrLandline], masked: true },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200, list: false },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base),
  actions: [{ name: 'resetPassword', label: '重置密码' }],
  orderBy: { key: 'createTime', direction: 'desc' },
};
