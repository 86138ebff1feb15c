import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, disableField, statusByPayload } from '@coach/domain/resources/common.ts';
import { asText } from '@coach/domain/rules/types.ts';
import { firstError, rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/turntable';

/**
 * A prize wheel (大转盘). `addOrUpdate` carries `prizes: [{prizeName, couponId, probability}]`
 * (2-8 prizes; a prize without a coupon is 谢谢参与; probabilities in % with up to 4 decimals,
 * like every percentage of spec §5, add up to exactly 100). Each student may draw `dailyLimit` times a day. `enable` takes
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

/**
 * A prize's chance as stored and drawn: millionths of the whole (1 000 000 is certainty), so a
 * percentage with 4 decimals is a whole number and 33.3333 + 33.3333 + 33.3334 adds up exactly.
 */
export const CHANCE_WHOLE = 1_000_000;

/** What a prize's 中奖概率(%) answers, in the form and on the server: 必填, then the percentage rule. */
export const probabilityError = (value: unknown) => firstError(value, [rules.required, rules.percentage]);

/** `12.3456` (%) as 123456 millionths; undefined for what the percentage rule refuses or an empty value. */
export function chanceOf(probability: unknown): number | undefined {
  const text = asText(probability)?.trim();
  if (!text || probabilityError(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 10_000 + Number(fraction.slice(0, 4).padEnd(4, '0'));
}

/** A stored chance as the % the user typed: at least 2 decimals, up to 4 (33.33, 12.3456, 100.00). */
export function probabilityOf(chance: number): string {
  return (chance / 10_000).toFixed(4).replace(/0{1,2}$/, '');
}
