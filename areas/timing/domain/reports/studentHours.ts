import type { ReportDef } from '@coach/domain/reports/types.ts';
import { carSetFilter, carTypeFilter, setRoutes } from './sets';
import {
  schoolDimension,
  storeDimension,
  studyMeasures,
  studySource,
  SUBJECT_FILTER_OPTIONS,
} from '@coach/domain/reports/timing/studySources.ts';

/**
 * 学员学时统计 of each set: per student (or coach, store, school, period) the sittings, the
 * hours, the valid and invalid hours, and the valid hours of 科目一 and 科目四. Per student
 * the records themselves are read (the daily totals do not keep the student).
 */
export const studentHours: ReportDef = {
  name: 'studentHours',
  title: '学员学时统计',
  routes: setRoutes('student'),
  api: { stat: '/api/course/inner/count/student', export: '/api/course/inner/count/export', exportType: 'student' },
  fileName: '学员学时统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'day', 'billingMonth'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [studySource],
  dimensions: [
    {
      key: 'studentId',
      label: '学员',
      kind: 'column',
      column: 'student_id',
      lookup: { table: 'bbxc_student', label: 'name' },
    },
    {
      key: 'coachId',
      label: '教练',
      kind: 'column',
      column: 'coach_id',
      lookup: { table: 'bbxc_coach', label: 'name' },
    },
    storeDimension,
    schoolDimension,
    { key: 'period', label: '周期', kind: 'period' },
  ],
  measures: [
    ...studyMeasures,
    {
      key: 'invalidHours',
      label: '无效学时',
      source: 'study',
      agg: 'sum',
      column: 'minutes',
      date: 'start_time',
      where: [{ column: 'valid', is: 0 }],
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'oneHours',
      label: '科目一有效学时',
      source: 'study',
      agg: 'sum',
      column: 'minutes',
      date: 'start_time',
      where: [
        { column: 'valid', is: 1 },
        { column: 'subject', is: 1 },
      ],
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'fourHours',
      label: '科目四有效学时',
      source: 'study',
      agg: 'sum',
      column: 'minutes',
      date: 'start_time',
      where: [
        { column: 'valid', is: 1 },
        { column: 'subject', is: 4 },
      ],
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
  ],
  ratios: [{ key: 'validRate', label: '有效率', numerator: 'validHours', denominator: 'hours', format: 'percent' }],
  filters: [
    carSetFilter,
    carTypeFilter,
    { key: 'subject', label: '科目', column: 'subject', options: SUBJECT_FILTER_OPTIONS },
  ],
  charts: [{ key: 'hours', title: '有效与无效学时', type: 'bar', measures: ['validHours', 'invalidHours'] }],
};
