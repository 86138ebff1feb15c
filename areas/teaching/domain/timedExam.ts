import type { ReportDef } from '@coach/domain/reports/types.ts';
import { EXAM_KIND_OPTIONS } from './examRecord';
import { CAR_CATEGORIES } from '@coach/domain/categories.ts';

/**
 * 计时考试统计: the exams sat in the timing system (mock, qualification, continuing, pre-job
 * and safety exams) per school (or store, category, period): sittings, students, passes, the
 * pass rate and the average score. A row opens 计时考试详情 with its sittings.
 */
export const timedExamStatistics: ReportDef = {
  name: 'timedExamStatistics',
  title: '计时考试统计',
  routes: [{ path: '/teaching/timedExamStatistics' }],
  api: { stat: '/api/course/inner/count/timedExam', export: '/api/course/inner/count/export', exportType: 'timedExam' },
  fileName: '计时考试统计',
  scope: 'tenant',
  period: {
    kinds: ['month', 'day', 'billingMonth'],
    default: 'month',
    defaultCount: { month: 12, day: 30, billingMonth: 12 },
  },
  sources: [{ key: 'exams', table: 'bbxc_exam_record', org: { school: 'school_id', store: 'store_id' } }],
  dimensions: [
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'column',
      column: 'school_id',
      lookup: { table: 'bbxc_school', label: 'name' },
    },
    {
      key: 'storeId',
      label: '门店',
      kind: 'column',
      column: 'store_id',
      lookup: { table: 'bbxc_store', label: 'name' },
    },
    {
      key: 'carType',
      label: '培训车型',
      kind: 'column',
      column: 'car_type',
      options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
    },
    { key: 'period', label: '月份', kind: 'period' },
  ],
  measures: [
    {
      key: 'sittings',
      label: '考试次数',
      source: 'exams',
      agg: 'count',
      date: 'start_time',
      format: 'int',
      unit: '次',
    },
    {
      key: 'students',
      label: '考试人数',
      source: 'exams',
      agg: 'distinct',
      column: 'student_id',
      date: 'start_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'passed',
      label: '合格次数',
      source: 'exams',
      agg: 'count',
      date: 'start_time',
      where: [{ column: 'passed', is: 1 }],
      format: 'int',
      unit: '次',
    },
    {
      key: 'scoreSum',
      label: '总分',
      source: 'exams',
      agg: 'sum',
      column: 'score',
      date: 'start_time',
      format: 'int',
      hidden: true,
    },
  ],
  ratios: [
    { key: 'passRate', label: '合格率', numerator: 'passed', denominator: 'sittings', format: 'percent' },
    {
      key: 'averageScore',
      label: '平均分',
      numerator: 'scoreSum',
      denominator: 'sittings',
      format: 'decimal',
      unit: '分',
    },
  ],
  filters: [
    { key: 'examKind', label: '考试类型', column: 'kind', options: EXAM_KIND_OPTIONS },
    {
      key: 'carType',
      label: '培训车型',
      column: 'car_type',
      options: CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name })),
    },
  ],
  charts: [
    { key: 'sittings', title: '考试与合格次数', type: 'bar', measures: ['sittings', 'passed'] },
    { key: 'share', title: '考试次数占比', type: 'pie', measures: ['sittings'] },
  ],
  drill: { route: '/teaching/timedExamDetail' },
};
