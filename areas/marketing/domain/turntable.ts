import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/turntable';

/**
 * A prize wheel (大转盘). `addOrUpdate` carries `prizes: [{prizeName, couponId, probability}]`
 * (2-8 prizes; a prize without a coupon is 谢谢参与; probabilities in % with up to 2 decimals
 * add up to exactly 100). Each student may draw `dailyLimit` times a day. `enable` takes
 * `{ids, disable}`.
 */
export const turntable: ResourceDef = {
  name: 'turntable',
  title: '大转盘',
  route: '/marketings/activities/turntable',
  formRoute: '/marketings/activities/turntableModify',
  table: 'bbxc_turntable',
  scope: 'tenant',
  softDelete: true,
  api: { list: `${base}/page`, save: `${base}/addOrUpdate`, detail: `${base}/get`, delete: `${base}/delete` },
  fields: [
    {
      key: 'activityName',
      label: '活动名称',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    { key: 'activityStart', label: '开始时间', kind: 'datetime', required: true },
    { key: 'activityEnd', label: '结束时间', kind: 'datetime', required: true },
    {
      key: 'dailyLimit',
      label: '每人每日抽奖次数',
      kind: 'int',
      required: true,
      rules: [rules.int1to100],
      defaultValue: 1,
    },
    { key: 'cover', label: '活动图片', kind: 'image', maxLength: 200, list: false },
    { key: 'description', label: '活动规则', kind: 'textarea', maxLength: 1000, sensitive: true },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${base}/enable`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const TURNTABLE_DRAW_PATH = `${base}/draw`;
export const TURNTABLE_PRIZES = { min: 2, max: 8 } as const;
