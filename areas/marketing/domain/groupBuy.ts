import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { campaignHead, campaignWindow } from './campaignFields';
import { createTimeField, disableField, saveUpdateApi, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/groupBuy/v1';

/**
 * A group buy (拼团) of one class: `groupSize` students who join within `groupHours` of the
 * first each pay `groupPrice` (below the class price). `stock` caps the places sold.
 */
export const groupBuy: ResourceDef = {
  name: 'groupBuy',
  title: '拼团活动',
  route: '/marketings/activities/groupBuy',
  formRoute: '/marketings/activities/groupBuyModify',
  table: 'bbxc_group_buy',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    ...campaignHead('拼团班型'),
    {
      key: 'groupPrice',
      label: '拼团价(元)',
      kind: 'money',
      required: true,
      rules: [rules.decimal, rules.positiveOnly],
    },
    {
      key: 'groupSize',
      label: '成团人数',
      kind: 'int',
      required: true,
      rules: [rules.intRange(2, 50)],
      defaultValue: 2,
    },
    {
      key: 'groupHours',
      label: '成团时限(小时)',
      kind: 'int',
      required: true,
      rules: [rules.intRange(1, 168)],
      defaultValue: 24,
    },
    { key: 'stock', label: '名额', kind: 'int', required: true, rules: [rules.int1to999999] },
    { key: 'soldCount', label: '已拼', kind: 'int', readOnly: true, defaultValue: 0 },
    ...campaignWindow,
    { key: 'description', label: '活动说明', kind: 'textarea', maxLength: 500, sensitive: true },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${base}/updateStatus`),
  orderBy: { key: 'createTime', direction: 'desc' },
};
