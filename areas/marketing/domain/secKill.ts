import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { campaignHead, campaignWindow } from './campaignFields';
import { createTimeField, disableField, saveUpdateApi, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/secKill/v1';

/**
 * A flash sale (秒杀) of one class at a price below the class price, within a time window,
 * from a stock that never goes negative, with a per-student limit. Students buy in the
 * mini-program; the server's `purchase` call (decided: `${base}/purchase`) takes the stock.
 */
export const secKill: ResourceDef = {
  name: 'secKill',
  title: '秒杀活动',
  route: '/marketings/activities/secsKill',
  formRoute: '/marketings/activities/secsKillModify',
  table: 'bbxc_seckill',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    ...campaignHead('秒杀班型'),
    {
      key: 'seckillPrice',
      label: '秒杀价(元)',
      kind: 'money',
      required: true,
      rules: [rules.decimal, rules.positiveOnly],
    },
    { key: 'stock', label: '库存', kind: 'int', required: true, rules: [rules.int1to999999] },
    { key: 'soldCount', label: '已售', kind: 'int', readOnly: true, defaultValue: 0 },
    { key: 'perUserLimit', label: '每人限购', kind: 'int', required: true, rules: [rules.int1to100], defaultValue: 1 },
    ...campaignWindow,
    { key: 'description', label: '活动说明', kind: 'textarea', maxLength: 500, sensitive: true },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${base}/updateStatus`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const SECKILL_PURCHASE_PATH = `${base}/purchase`;
