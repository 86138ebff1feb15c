import type { ReportDef } from '@coach/domain/reports/types.ts';
import { carSetFilter, carTypeFilter, setRoutes } from './sets';
import {
  carTypeDimension,
  schoolDimension,
  storeDimension,
  studyMeasures,
  studySource,
  SUBJECT_FILTER_OPTIONS,
} from '@coach/domain/reports/timing/studySources.ts';

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
  api: {
    stat: '/api/course/inner/count/studySubject',
    export: '/api/course/inner/count/export',
    exportType: 'studySubject',
  },
  fileName: '学习统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'day', 'billingMonth'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [studySource],
  dimensions: [{ key: 'period', label: '周期', kind: 'period' }, schoolDimension, storeDimension, carTypeDimension],
  measures: studyMeasures,
  ratios: [{ key: 'validRate', label: '有效率', numerator: 'validHours', denominator: 'hours', format: 'percent' }],
  filters: [
    carSetFilter,
    { key: 'subject', label: '科目', column: 'subject', options: SUBJECT_FILTER_OPTIONS },
    carTypeFilter,
  ],
  charts: [
    { key: 'hours', title: '学习时长', type: 'bar', measures: ['hours', 'validHours'] },
    { key: 'sittings', title: '学习次数', type: 'line', measures: ['sittings'] },
  ],
};
