import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, saveUpdateApi } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/channelrule/v1';

export const COMMISSION_TYPE_OPTIONS = [
  { value: 1, label: '按成交金额比例' },
  { value: 2, label: '每单固定金额' },
] as const;

/**
 * How a channel is paid for the students it brings: a share of the order amount or a fixed
 * sum per order, settled per billing period (26th to 25th). Type 1 needs the rate, type 2 the
 * amount. A rule attached to a channel cannot be deleted.
 */
export const channelRule: ResourceDef = {
  name: 'channelRule',
  title: '渠道规则',
  route: '/marketings/ruleMgMgList',
  table: 'bbxc_channel_rule',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    {
      key: 'ruleName',
      label: '规则名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      unique: true,
      search: 'like',
      rules: [rules.notAllSpaces],
    },
    {
      key: 'commissionType',
      label: '佣金方式',
      kind: 'enum',
      required: true,
      options: COMMISSION_TYPE_OPTIONS,
      search: 'eq',
      defaultValue: 1,
    },
    { key: 'commissionRate', label: '佣金比例(%)', kind: 'decimal', rules: [rules.percentage] },
    { key: 'commissionAmount', label: '每单佣金(元)', kind: 'money', rules: [rules.decimal] },
    { key: 'remark', label: '规则说明', kind: 'textarea', maxLength: 500 },
    createTimeField,
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
