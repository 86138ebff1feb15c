import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/tenant/inner/channel/v1';

/**
 * A sales channel (渠道). Adding one also creates its login account (enterpriseType 4, role
 * CHANNEL_USER) whose random initial password is answered once; `resetPassword` issues a new
 * one. Disabling or deleting the channel disables or deletes that account too.
 */
export const channel: ResourceDef = {
  name: 'channel',
  loggedActions: { initChannel: '初始化渠道', saveChannelRuleInfo: '设置渠道规则' },
  title: '渠道',
  route: '/marketings/channelMgList',
  formRoute: '/marketings/channelMgModify',
  table: 'bbxc_channel',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${base}/list`, save: `${base}/saveOrUpdate`, detail: `${base}/detail`, delete: `${base}/delete` },
  fields: [
    {
      key: 'name',
      label: '渠道名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      rules: [rules.notAllSpaces, rules.noSpecialChars],
    },
    {
      key: 'account',
      label: '登录账号',
      kind: 'text',
      required: true,
      maxLength: 30,
      form: 'create',
      search: 'like',
      rules: [rules.lettersOrDigits, rules.lengthRange(4, 30)],
    },
    {
      key: 'contactName',
      label: '联系人',
      kind: 'text',
      required: true,
      maxLength: 20,
      rules: [rules.notAllSpaces, rules.noSymbols],
    },
    {
      key: 'contactMobile',
      label: '联系电话',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      search: 'like',
      rules: [rules.mobile],
    },
    { key: 'address', label: '地址', kind: 'text', maxLength: 200, list: false },
    {
      key: 'channelRuleId',
      label: '渠道规则',
      kind: 'text',
      maxLength: 20,
      readOnly: true,
      list: false,
      export: false,
    },
    { key: 'remark', label: '备注', kind: 'textarea', maxLength: 500 },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base),
  actions: [
    { name: 'resetPassword', label: '重置密码' },
    { name: 'qrcode', label: '二维码' },
    { name: 'coupons', label: '渠道优惠券' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
