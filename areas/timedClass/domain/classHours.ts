import { studentNameField } from '@coach/domain/resources/student/options.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { CLASS_HOUR_MOVE_OPTIONS, TIME_DRIVE } from './options';

/** The figures of the members a 会员课时 filter matches (count and the sums of their hours). */
export const MEMBER_HOURS_STATISTICS = '/api/mall/inner/vip/statistics';

/**
 * 会员课时: each student's class hours, a ledger kept by the server. Every movement (购买,
 * 使用 by a booking, 退还 on a timely cancellation or a closed slot, 过期) is a line with the
 * hours remaining after it; the account holds the sums and the database checks remaining =
 * bought − used + returned − expired ≥ 0. The detail page shows every movement.
 */
export const memberClassHours: ResourceDef = {
  name: 'memberClassHours',
  title: '会员课时',
  route: '/timedClass/memberClassHours',
  detailRoute: '/timedClass/memberClassHoursDetail',
  table: 'bbxc_class_hour_account',
  scope: 'tenant',
  softDelete: false,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${TIME_DRIVE}/booking/memberClassHours`, detail: `${TIME_DRIVE}/booking/memberClassHoursDetail` },
  orderBy: { key: 'updateTime', direction: 'desc' },
  fields: [
    { key: 'studentId', label: '学员编号', kind: 'text', maxLength: 20, readOnly: true, list: false, export: false },
    studentNameField(),
    {
      key: 'mobile',
      label: '手机号',
      kind: 'text',
      maxLength: 11,
      readOnly: true,
      masked: true,
      search: 'like',
      width: 120,
    },
    ...orgFields({ coach: false }),
    { key: 'bought', label: '购买课时', kind: 'int', readOnly: true, width: 90 },
    { key: 'used', label: '已用课时', kind: 'int', readOnly: true, width: 90 },
    { key: 'returned', label: '退还课时', kind: 'int', readOnly: true, width: 90 },
    { key: 'expired', label: '过期课时', kind: 'int', readOnly: true, width: 90 },
    { key: 'remaining', label: '剩余课时', kind: 'int', readOnly: true, search: 'between', width: 90 },
    { key: 'updateTime', label: '最近变动', kind: 'datetime', readOnly: true, width: 170 },
  ],
  detailTables: [
    {
      key: 'moves',
      title: '课时明细',
      columns: [
        { key: 'kind', label: '类型', kind: 'enum', options: CLASS_HOUR_MOVE_OPTIONS },
        { key: 'hours', label: '课时', kind: 'int' },
        { key: 'remainingAfter', label: '变动后剩余', kind: 'int' },
        { key: 'orderNo', label: '关联订单', kind: 'text' },
        { key: 'remark', label: '说明', kind: 'text' },
        { key: 'createTime', label: '时间', kind: 'datetime' },
      ],
    },
  ],
};
