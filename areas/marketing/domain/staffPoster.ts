import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { createTimeField, RELEASE_OPTIONS, releaseWithdraw } from '@coach/domain/resources/common.ts';
import { rules } from '@coach/domain/rules/index.ts';

const base = '/api/bbxc/order/inner/poster/v1';

/**
 * 员工招生: a staff member's personal enrolment poster. Marketing picks a released 招生海报
 * and the channel, and names the staff member by mobile (a member of that channel); the
 * server answers the poster with the member's enrolment QR code, counts the use on the
 * enrolment poster (海报使用统计), and the page composes the image to download. Released
 * (已发布) posters are the ones staff share; 撤回 takes one back.
 */
export const staffPoster: ResourceDef = {
  name: 'staffPoster',
  title: '员工招生海报',
  route: '/marketings/staffEnroll',
  table: 'bbxc_staff_poster',
  scope: 'tenant',
  softDelete: true,
  api: {
    list: `${base}/list`,
    create: `${base}/save`,
    update: `${base}/update`,
    detail: `${base}/detail`,
    delete: `${base}/delete`,
  },
  fields: [
    {
      key: 'title',
      label: '标题',
      kind: 'text',
      required: true,
      maxLength: 50,
      search: 'like',
      sensitive: true,
      rules: [rules.notAllSpaces],
    },
    {
      key: 'posterId',
      label: '招生海报',
      kind: 'text',
      required: true,
      maxLength: 20,
      list: false,
      rules: [rules.digitsOnly],
      picker: {
        list: '/api/bbxc/operate/inner/enrollPoster/list',
        label: 'posterName',
        labelField: 'posterName',
        params: { status: 1 },
      },
    },
    { key: 'posterName', label: '海报名称', kind: 'text', maxLength: 50, readOnly: true },
    {
      key: 'channelId',
      // channel_id is the engine's scope column (channel-scoped resources); this is a tenant row.
      column: 'poster_channel_id',
      label: '渠道',
      kind: 'text',
      required: true,
      maxLength: 20,
      list: false,
      rules: [rules.digitsOnly],
      picker: {
        list: '/api/bbxc/tenant/inner/channel/v1/list',
        label: 'name',
        labelField: 'channelName',
        params: { disable: 0 },
      },
    },
    { key: 'channelName', label: '渠道名称', kind: 'text', maxLength: 50, readOnly: true, search: 'like' },
    {
      key: 'memberMobile',
      label: '员工手机号',
      kind: 'text',
      required: true,
      maxLength: 11,
      masked: true,
      rules: [rules.mobile],
    },
    { key: 'memberName', label: '员工姓名', kind: 'text', maxLength: 20, readOnly: true, search: 'like' },
    {
      key: 'status',
      label: '状态',
      kind: 'enum',
      options: RELEASE_OPTIONS,
      dict: 'release_status',
      readOnly: true,
      search: 'eq',
      defaultValue: 0,
      width: 90,
    },
    createTimeField,
  ],
  transitions: releaseWithdraw(base),
  orderBy: { key: 'createTime', direction: 'desc' },
};
