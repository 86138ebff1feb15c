import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, enableDisable } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/tenant/inner/channelMember/v1';

export const MEMBER_TYPE_OPTIONS = [
  { value: 1, label: '渠道员工' },
  { value: 2, label: '教练' },
] as const;

/**
 * A member of a channel who recruits students with a personal QR code. Owned by the channel:
 * a channel user sees only its own members, staff choose the channel (bbxc-channel-id).
 * A mobile number is unique within the channel. Coaches arrive through `syncCoach`.
 */
export const channelMember: ResourceDef = {
  name: 'channelMember',
  loggedActions: { syncCoach: '同步教练' },
  title: '渠道成员',
  route: '/channelMgs/channelMgBg/channelMemberMgList',
  table: 'bbxc_channel_member',
  scope: 'channel',
  softDelete: true,
  api: { list: `${base}/getPage`, save: `${base}/saveOrUpdate`, detail: `${base}/detail`, delete: `${base}/delete` },
  fields: [
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
      masked: true,
      search: 'like',
      rules: [rules.mobile],
    },
    {
      key: 'memberType',
      label: '成员类型',
      kind: 'enum',
      options: MEMBER_TYPE_OPTIONS,
      search: 'eq',
      defaultValue: 1,
      readOnly: true,
    },
    { key: 'position', label: '职务', kind: 'text', maxLength: 20 },
    { key: 'channelId', label: '所属渠道', kind: 'text', readOnly: true, search: 'eq', list: false, export: false },
    { key: 'coachId', label: '教练', kind: 'text', maxLength: 20, readOnly: true, list: false, export: false },
    { key: 'remark', label: '备注', kind: 'text', maxLength: 200 },
    disableField,
    createTimeField,
  ],
  transitions: enableDisable(base),
  orderBy: { key: 'createTime', direction: 'desc' },
};
