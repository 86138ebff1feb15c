import type { ReportDef } from '@coach/domain/reports/types.ts';
import { BI_BASE, BI_EXPORT } from '@coach/domain/resources/analytics/options.ts';
import { LICENCE_SUBJECT_OPTIONS } from '@coach/domain/resources/student/options.ts';
import { schoolDimension, storeDimension, studySource } from '@coach/domain/reports/timing/studySources.ts';
import { periodDimension } from '@coach/areas/statistics/domain/index.ts';
import { BI_FILTERS, BI_PERIOD, educationTargets, examSource, stageSource } from './sources';
import { MONTH_BY_STORE } from './enrollment';

const route = [{ path: '/bi/teachingReport' }];
const base = { routes: route, scope: 'tenant', period: BI_PERIOD, filters: BI_FILTERS } as const;
const sat = {
  key: 'sat',
  label: '参考人次',
  source: 'exams',
  agg: 'count',
  date: 'exam_time',
  format: 'int',
  unit: '人次',
} as const;
const passed = {
  key: 'passed',
  label: '通过人次',
  source: 'exams',
  agg: 'count',
  date: 'exam_time',
  where: [{ column: 'passed', is: 1 }],
  format: 'int',
  unit: '人次',
} as const;
const passRate = {
  key: 'passRate',
  label: '合格率',
  numerator: 'passed',
  denominator: 'sat',
  format: 'percent',
} as const;

/** 教学报表 · 考试质量: exam sittings and passes of the month against the pass target. */
export const biQuality: ReportDef = {
  ...base,
  name: 'biQuality',
  title: '考试质量',
  api: { stat: `${BI_BASE}/quality`, export: BI_EXPORT, exportType: 'biQuality' },
  sources: [examSource, educationTargets],
  dimensions: [periodDimension, schoolDimension, storeDimension],
  measures: [
    sat,
    passed,
    {
      key: 'passTarget',
      label: '通过目标',
      source: 'educationTargets',
      agg: 'sum',
      column: 'pass_target',
      date: 'month_start',
      format: 'int',
      unit: '人次',
    },
  ],
  ratios: [
    passRate,
    { key: 'passTargetRate', label: '目标完成率', numerator: 'passed', denominator: 'passTarget', format: 'percent' },
  ],
  drill: MONTH_BY_STORE(route[0].path),
  charts: [{ key: 'quality', title: '参考与通过', type: 'bar', measures: ['sat', 'passed', 'passTarget'] }],
};

/** 教学报表 · 结业与学时: graduations and the study hours the regulator counts, against their targets. */
export const biGraduation: ReportDef = {
  ...base,
  name: 'biGraduation',
  title: '结业与学时',
  api: { stat: `${BI_BASE}/graduation`, export: BI_EXPORT, exportType: 'biGraduation' },
  sources: [stageSource, studySource, educationTargets],
  dimensions: [periodDimension, schoolDimension, storeDimension],
  measures: [
    {
      key: 'graduated',
      label: '结业人数',
      source: 'stages',
      agg: 'count',
      date: 'change_time',
      where: [{ column: 'to_stage', is: 5 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'graduateTarget',
      label: '结业目标',
      source: 'educationTargets',
      agg: 'sum',
      column: 'graduate_target',
      date: 'month_start',
      format: 'int',
      unit: '人',
    },
    {
      key: 'validHours',
      label: '有效学时',
      source: 'study',
      agg: 'sum',
      column: 'minutes',
      date: 'start_time',
      where: [{ column: 'valid', is: 1 }],
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
    {
      key: 'studyHoursTarget',
      label: '学时目标',
      source: 'educationTargets',
      agg: 'sum',
      column: 'study_hours_target',
      date: 'month_start',
      format: 'int',
      unit: '小时',
    },
  ],
  drill: MONTH_BY_STORE(route[0].path),
  ratios: [
    {
      key: 'graduateRate',
      label: '结业完成率',
      numerator: 'graduated',
      denominator: 'graduateTarget',
      format: 'percent',
    },
  ],
  charts: [
    { key: 'graduation', title: '结业目标与实际', type: 'bar', measures: ['graduateTarget', 'graduated'] },
    { key: 'hours', title: '学时目标与实际', type: 'bar', measures: ['studyHoursTarget', 'validHours'] },
  ],
};

/** 教学报表 · 教练教学: each coach's exam sittings, passes and the valid study hours taught. */
export const biTeachCoach: ReportDef = {
  ...base,
  name: 'biTeachCoach',
  title: '教练教学',
  api: { stat: `${BI_BASE}/teachCoach`, export: BI_EXPORT, exportType: 'biTeachCoach' },
  sources: [examSource, studySource],
  dimensions: [
    {
      key: 'coachId',
      label: '教练',
      kind: 'column',
      column: 'coach_id',
      lookup: { table: 'bbxc_coach', label: 'name' },
    },
    periodDimension,
    schoolDimension,
    storeDimension,
  ],
  measures: [
    sat,
    passed,
    {
      key: 'validHours',
      label: '有效学时',
      source: 'study',
      agg: 'sum',
      column: 'minutes',
      date: 'start_time',
      where: [{ column: 'valid', is: 1 }],
      format: 'decimal',
      unit: '小时',
      divideBy: 60,
    },
  ],
  ratios: [passRate],
  filters: [...BI_FILTERS, { key: 'subject', label: '科目', column: 'subject', options: LICENCE_SUBJECT_OPTIONS }],
  charts: [{ key: 'coaches', title: '教练通过人次', type: 'bar', measures: ['sat', 'passed'] }],
};

export const TEACHING_REPORTS = [biQuality, biGraduation, biTeachCoach];
