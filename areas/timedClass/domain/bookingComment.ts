import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { orgFields } from '@coach/domain/resources/orgFields.ts';
import { COMMENT_SHOW_OPTIONS, SCORE_OPTIONS, showHide } from '@coach/domain/resources/teaching/lessonOptions.ts';
import { TIME_DRIVE } from './options';
import { studentNameField, studentIdField } from '@coach/domain/resources/student/options.ts';

const base = `${TIME_DRIVE}/bookingComment`;

/** 学车评价: what students wrote after a lesson (score and words); staff hide unfit ones. */
export const bookingComment: ResourceDef = {
  name: 'bookingComment',
  title: '学车评价',
  route: '/timedClass/timerStudyDrivingComment',
  table: 'bbxc_booking_comment',
  scope: 'tenant',
  softDelete: true,
  org: { school: 'school_id', store: 'store_id' },
  api: { list: `${base}/list`, detail: `${base}/detail`, export: `${base}/export` },
  orderBy: { key: 'createTime', direction: 'desc' },
  fields: [
    { key: 'orderNo', label: '计时订单', kind: 'text', maxLength: 32, readOnly: true, search: 'like', width: 180 },
    studentNameField(),
    // The comment names its student through the lesson booked (a column only the server keeps).
    studentIdField({ lookup: { table: 'bbxc_booking', via: 'booking_id', column: 'student_id' } }),
    ...orgFields(),
    { key: 'score', label: '评分', kind: 'enum', options: SCORE_OPTIONS, readOnly: true, search: 'eq', width: 70 },
    { key: 'content', label: '评价内容', kind: 'text', maxLength: 500, readOnly: true, width: 260 },
    {
      key: 'status',
      label: '显示状态',
      kind: 'enum',
      options: COMMENT_SHOW_OPTIONS,
      readOnly: true,
      search: 'eq',
      defaultValue: 1,
      width: 90,
    },
    { key: 'createTime', label: '评价时间', kind: 'datetime', readOnly: true, search: 'range', width: 170 },
  ],
  transitions: showHide(`${base}/updateStatus`),
};
