import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { campaignHead, campaignWindow } from './campaignFields';
import { createTimeField, disableField, saveUpdateApi, statusByPayload } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/assist/v1';

/**
 * A bargain (砍价/助力) activity: a student shares the class and `helpCount` friends' help
 * brings the price from the class price down to `floorPrice` within `assistHours`.
 */
export const assist: ResourceDef = {
  name: 'assist',
  title: '砍价活动',
  route: '/marketings/activities/bargainMg',
  formRoute: '/marketings/activities/bargainMgModify',
  table: 'bbxc_assist',
  scope: 'tenant',
  softDelete: true,
  api: saveUpdateApi(base),
  fields: [
    ...campaignHead('砍价班型'),
    { key: 'floorPrice', label: '底价(元)', kind: 'money', required: true, rules: [rules.decimal, rules.positiveOnly] },
    { key: 'helpCount', label: '助力人数', kind: 'int', required: true, rules: [rules.int1to100], defaultValue: 5 },
    {
      key: 'assistHours',
      label: '助力时限(小时)',
      kind: 'int',
      required: true,
      rules: [rules.intRange(1, 168)],
      defaultValue: 24,
    },
    { key: 'stock', label: '名额', kind: 'int', required: true, rules: [rules.int1to999999] },
    ...campaignWindow,
    { key: 'description', label: '活动说明', kind: 'textarea', maxLength: 500, sensitive: true },
    disableField,
    createTimeField,
  ],
  transitions: statusByPayload(`${base}/updateStatus`),
  orderBy: { key: 'createTime', direction: 'desc' },
};

export const ASSIST_LAUNCH_STATUS_OPTIONS = [
  { value: 0, label: '助力中' },
  { value: 1, label: '助力成功' },
  { value: 2, label: '已失效' },
] as const;

/**
 * Students who started a bargain (helplist, exported by exporthelplist); `helplistinfo` `{id}`
 * answers the friends who helped one of them. Written by the mini-program, read-only here.
 */
export const assistLaunch: ResourceDef = {
  name: 'assistLaunch',
  title: '砍价助力人员',
  route: '/marketings/activities/bargainPeopleList',
  table: 'bbxc_assist_launch',
  scope: 'tenant',
  softDelete: false,
  api: { list: `${base}/helplist`, export: `${base}/exporthelplist` },
  fields: [
    { key: 'assistId', label: '砍价活动', kind: 'text', readOnly: true, search: 'eq', list: false, export: false },
    { key: 'userName', label: '发起人', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    { key: 'mobile', label: '手机号', kind: 'text', maxLength: 11, readOnly: true, masked: true, search: 'like' },
    { key: 'helpedCount', label: '已助力人数', kind: 'int', readOnly: true, defaultValue: 0 },
    { key: 'currentPrice', label: '当前价(元)', kind: 'money', readOnly: true },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: ASSIST_LAUNCH_STATUS_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
    },
    { ...createTimeField, label: '发起时间' },
  ],
  orderBy: { key: 'createTime', direction: 'desc' },
};
