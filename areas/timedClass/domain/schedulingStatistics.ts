import type { ReportDef } from '@coach/domain/reports/types.ts';
import { LESSON_SUBJECT_OPTIONS } from '@coach/domain/resources/teaching/lessonOptions.ts';

const plan = '/api/time/drive/inner/ctlPlanClass';

/**
 * 排班统计: per coach (or store, school, period) the slots opened and their seats, the
 * bookings made, the lessons taken and forfeited, and the slots closed, by the slot's start.
 * A row opens 排班记录 with its slots; a slot's 预约记录 shows who booked it.
 */
export const schedulingStatistics: ReportDef = {
  name: 'schedulingStatistics',
  title: '排班统计',
  routes: [{ path: '/timedClass/schedulingStatistics' }],
  api: { stat: `${plan}/statistics`, export: `${plan}/export` },
  fileName: '排班统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'day', 'billingMonth'],
    default: 'month',
    defaultCount: { month: 6, day: 30, billingMonth: 6 },
  },
  sources: [
    { key: 'plans', table: 'bbxc_plan_class', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
    { key: 'bookings', table: 'bbxc_booking', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
  ],
  dimensions: [
    {
      key: 'coachId',
      label: '教练',
      kind: 'column',
      column: 'coach_id',
      lookup: { table: 'bbxc_coach', label: 'name' },
    },
    {
      key: 'storeId',
      label: '门店',
      kind: 'column',
      column: 'store_id',
      lookup: { table: 'bbxc_store', label: 'name' },
    },
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'column',
      column: 'school_id',
      lookup: { table: 'bbxc_school', label: 'name' },
    },
    { key: 'period', label: '时间', kind: 'period' },
  ],
  measures: [
    { key: 'slots', label: '排班时段', source: 'plans', agg: 'count', date: 'start_time', format: 'int', unit: '个' },
    {
      key: 'seats',
      label: '开放名额',
      source: 'plans',
      agg: 'sum',
      column: 'seats',
      date: 'start_time',
      where: [{ column: 'status', is: 1 }],
      format: 'int',
      unit: '个',
    },
    {
      key: 'booked',
      label: '预约人次',
      source: 'bookings',
      agg: 'count',
      date: 'start_time',
      where: [{ column: 'status', is: [1, 2, 4] }],
      format: 'int',
      unit: '人次',
    },
    {
      key: 'taken',
      label: '完成课程',
      source: 'bookings',
      agg: 'count',
      date: 'start_time',
      where: [{ column: 'status', is: 2 }],
      format: 'int',
      unit: '节',
    },
    {
      key: 'noShow',
      label: '爽约',
      source: 'bookings',
      agg: 'count',
      date: 'start_time',
      where: [{ column: 'status', is: 4 }],
      format: 'int',
      unit: '人次',
    },
    {
      key: 'closed',
      label: '关闭时段',
      source: 'plans',
      agg: 'count',
      date: 'start_time',
      where: [{ column: 'status', is: 2 }],
      format: 'int',
      unit: '个',
    },
  ],
  ratios: [
    { key: 'bookingRate', label: '预约率', numerator: 'booked', denominator: 'seats', format: 'percent' },
    { key: 'attendRate', label: '到课率', numerator: 'taken', denominator: 'booked', format: 'percent' },
  ],
  filters: [{ key: 'subject', label: '科目', column: 'subject', options: LESSON_SUBJECT_OPTIONS }],
  charts: [
    { key: 'usage', title: '名额、预约与完成', type: 'bar', measures: ['seats', 'booked', 'taken'] },
    { key: 'share', title: '预约人次占比', type: 'pie', measures: ['booked'] },
  ],
  drill: { route: '/timedClass/schedulingStatistics/schedulingRecord' },
};
