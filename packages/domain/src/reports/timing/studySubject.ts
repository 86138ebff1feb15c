import { CAR_CATEGORIES } from '../../categories';
import type { ReportDef } from '../types';
import { carSetFilter, carTypeFilter, setRoutes } from './sets';

/**
 * 科目一/科目四学习统计 of each statistic set: per month (or day, school, store, category) the
 * study sittings, the hours studied and the hours the regulator counts (valid), with the
 * share. Ten pages, one definition: each route fixes its set and subject. Read from the daily
 * totals of the study records whenever they hold what is asked.
 */
export const studySubject: ReportDef = {
  name: 'studySubject',
  title: '学习统计',
  routes: [...setRoutes('studySubjectOne', { subject: 1 }), ...setRoutes('studySubjectFour', { subject: 4 })],
  api: { stat: '/api/course/inner/count/studySubject', export: '/api/course/inner/count/export', exportType: 'studySubject' },
  fileName: '学习统计',
  scope: 'tenant',
  period: { kinds: ['month', 'day', 'billingMonth'], default: 'month', defaultCount: { month: 12, day: 30, billingMonth: 12 } },
  sources: [
    {
      key: 'study',
      table: 'bbxc_study_record',
      org: { school: 'school_id', store: 'store_id' },
      daily: {
        table: 'bbxc_study_daily',
        columns: ['school_id', 'store_id', 'car_type', 'subject'],
        measures: { sittings: 'records', hours: 'minutes', validHours: 'valid_minutes' },
      },
    },
  ],
  dimensions: [
    { key: 'period', label: '周期', kind: 'period' },
    { key: 'schoolId', label: '驾校', kind: 'column', column: 'school_id', lookup: { table: 'bbxc_school', label: 'name' } },
    { key: 'storeId', label: '门店', kind: 'column', column: 'store_id', lookup: { table: 'bbxc_store', label: 'name' } },
    { key: 'carType', label: '培训车型', kind: 'column', column: 'car_type', options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })) },
  ],
  measures: [
    { key: 'sittings', label: '学习次数', source: 'study', agg: 'count', date: 'start_time', format: 'int', unit: '次' },
    { key: 'hours', label: '学习时长', source: 'study', agg: 'sum', column: 'minutes', date: 'start_time', format: 'decimal', unit: '小时', divideBy: 60 },
    { key: 'validHours', label: '有效学时', source: 'study', agg: 'sum', column: 'minutes', date: 'start_time', where: [{ column: 'valid', is: 1 }], format: 'decimal', unit: '小时', divideBy: 60 },
  ],
  ratios: [{ key: 'validRate', label: '有效率', numerator: 'validHours', denominator: 'hours', format: 'percent' }],
  filters: [
    carSetFilter,
    {
      key: 'subject',
      label: '科目',
      column: 'subject',
      options: [
        { value: 1, label: '科目一' },
        { value: 4, label: '科目四' },
      ],
    },
    carTypeFilter,
  ],
  charts: [
    { key: 'hours', title: '学习时长', type: 'bar', measures: ['hours', 'validHours'] },
    { key: 'sittings', title: '学习次数', type: 'line', measures: ['sittings'] },
  ],
};
