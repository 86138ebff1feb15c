import type { ReportDef } from '@coach/domain/reports/types.ts';
import { carSetFilter, carTypeFilter, setRoutes } from './sets';
import {
  carTypeDimension,
  schoolDimension,
  storeDimension,
  SUBJECT_FILTER_OPTIONS,
} from '@coach/domain/reports/timing/studySources.ts';

/**
 * 科目一/科目四学时报表 of each set: the students who began studying the subject in a period
 * (or per school, store, category), the hours the regulator requires of them, the hours
 * studied and counted, what remains, and how many have reached the requirement. Read from
 * each student's progress per subject (bbxc_study_progress), kept with the study records.
 */
export const studyTimeReport: ReportDef = {
  name: 'studyTimeReport',
  title: '学时报表',
  routes: [...setRoutes('studyTimeReportOne', { subject: 1 }), ...setRoutes('studyTimeReportFour', { subject: 4 })],
  api: {
    stat: '/api/course/inner/count/studyTimeReport',
    export: '/api/course/inner/count/export',
    exportType: 'studyTimeReport',
  },
  fileName: '学时报表',
  scope: 'tenant',
  period: {
    kinds: ['month', 'billingMonth', 'day'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [{ key: 'progress', table: 'bbxc_study_progress', org: { school: 'school_id', store: 'store_id' } }],
  dimensions: [{ key: 'period', label: '周期', kind: 'period' }, schoolDimension, storeDimension, carTypeDimension],
  measures: [
    {
      key: 'students',
      label: '学员数',
      source: 'progress',
      agg: 'count',
      date: 'first_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'requiredHours',
      label: '应学学时',
      source: 'progress',
      agg: 'sum',
      column: 'required_minutes',
      date: 'first_time',
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'studiedHours',
      label: '已学学时',
      source: 'progress',
      agg: 'sum',
      column: 'studied_minutes',
      date: 'first_time',
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'validHours',
      label: '有效学时',
      source: 'progress',
      agg: 'sum',
      column: 'valid_minutes',
      date: 'first_time',
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'remainingHours',
      label: '剩余学时',
      source: 'progress',
      agg: 'sum',
      column: 'remaining_minutes',
      date: 'first_time',
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'reached',
      label: '已达标',
      source: 'progress',
      agg: 'count',
      date: 'first_time',
      where: [{ column: 'reached', is: 1 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'notReached',
      label: '未达标',
      source: 'progress',
      agg: 'count',
      date: 'first_time',
      where: [{ column: 'reached', is: 0 }],
      format: 'int',
      unit: '人',
    },
  ],
  ratios: [{ key: 'reachRate', label: '达标率', numerator: 'reached', denominator: 'students', format: 'percent' }],
  filters: [
    carSetFilter,
    { key: 'subject', label: '科目', column: 'subject', options: SUBJECT_FILTER_OPTIONS },
    carTypeFilter,
  ],
  charts: [
    {
      key: 'hours',
      title: '应学、有效与剩余学时',
      type: 'bar',
      measures: ['requiredHours', 'validHours', 'remainingHours'],
    },
    { key: 'reach', title: '达标情况', type: 'bar', measures: ['reached', 'notReached'] },
  ],
};
