/**
 * The families the teaching-comment reports are made of (issue 39: the file of the reports grew
 * past 400 lines): their calls, rows, filters, what each family counts, and the builder of one
 * report of a family. The reports themselves are listed in commentReports.ts.
 */
import type {
  DimensionDef,
  MeasureDef,
  RatioDef,
  ReportDef,
  ReportFilterDef,
  ReportSource,
} from '@coach/domain/reports/types.ts';
import { COACH_SELECTOR, SCHOOL_SELECTOR, STORE_SELECTOR } from '@coach/domain/resources/school/options.ts';
import { LESSON_SUBJECT_OPTIONS } from '@coach/domain/resources/teaching/lessonOptions.ts';

/** 评价数: the comments counted by their time, shared by the families that count comments. */
const COMMENT_COUNT: MeasureDef = {
  key: 'comments',
  label: '评价数',
  source: 'comments',
  agg: 'count',
  date: 'create_time',
  format: 'int',
  unit: '条',
};

export const coachCalls = '/api/comment/inner/commentCoach/v1';
export const solid = '/api/comment/inner/satisfactionSolidify';
export const page = '/teaching/commentMg';
export const satisfaction = `${page}/teachSatisfaction`;
const ORG = { school: 'school_id', store: 'store_id' } as const;
const GOOD = [4, 5] as const;

export const dim = {
  school: {
    key: 'schoolId',
    label: '驾校',
    kind: 'column',
    column: 'school_id',
    lookup: { table: 'bbxc_school', label: 'name' },
  },
  store: {
    key: 'storeId',
    label: '门店',
    kind: 'column',
    column: 'store_id',
    lookup: { table: 'bbxc_store', label: 'name' },
  },
  coach: {
    key: 'coachId',
    label: '教练',
    kind: 'column',
    column: 'coach_id',
    lookup: { table: 'bbxc_coach', label: 'name' },
  },
  period: { key: 'period', label: '月份', kind: 'period' },
} as const satisfies Record<string, DimensionDef>;

export const filter = {
  school: { key: 'schoolId', label: '驾校', column: 'school_id', options: [], selector: SCHOOL_SELECTOR },
  store: {
    key: 'storeId',
    label: '门店',
    column: 'store_id',
    options: [],
    selector: STORE_SELECTOR,
    selectorParent: 'schoolId',
  },
  coach: {
    key: 'coachId',
    label: '教练',
    column: 'coach_id',
    options: [],
    selector: COACH_SELECTOR,
    selectorParent: 'storeId',
  },
  subject: { key: 'subject', label: '科目', column: 'subject', options: LESSON_SUBJECT_OPTIONS },
} as const satisfies Record<string, ReportFilterDef>;

/** What a family of reports counts: its facts, figures and ratios. */
interface Family {
  sources: readonly ReportSource[];
  measures: readonly MeasureDef[];
  ratios: readonly RatioDef[];
  chart: readonly string[];
  note?: string;
}

/** 教学评分: every comment as written (hidden ones too): how many, the average, good and poor ones. */
export const SCORES: Family = {
  sources: [{ key: 'comments', table: 'bbxc_comment_coach', softDelete: true, org: ORG }],
  measures: [
    COMMENT_COUNT,
    {
      key: 'scoreSum',
      label: '总分',
      source: 'comments',
      agg: 'sum',
      column: 'score',
      date: 'create_time',
      format: 'int',
      hidden: true,
    },
    {
      key: 'good',
      label: '好评数',
      source: 'comments',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'score', is: GOOD }],
      format: 'int',
      unit: '条',
    },
    {
      key: 'poor',
      label: '差评数',
      source: 'comments',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'score', is: [1, 2] }],
      format: 'int',
      unit: '条',
    },
  ],
  ratios: [
    {
      key: 'averageScore',
      label: '平均分',
      numerator: 'scoreSum',
      denominator: 'comments',
      format: 'decimal',
      unit: '分',
    },
    { key: 'goodRate', label: '好评率', numerator: 'good', denominator: 'comments', format: 'percent' },
  ],
  chart: ['comments', 'good', 'poor'],
};

/**
 * 满意度: the frozen copy of each closed month's comments (`bbxc_comment_solid`): comments,
 * satisfied ones (4 or 5 stars), students; later changes to comments do not reach it.
 */
export const satisfactionOf = (where: ReportSource['where'] = []): Family => ({
  sources: [{ key: 'solid', table: 'bbxc_comment_solid', org: ORG, where }],
  measures: [
    { key: 'comments', label: '评价数', source: 'solid', agg: 'count', date: 'create_time', format: 'int', unit: '条' },
    {
      key: 'satisfied',
      label: '满意数',
      source: 'solid',
      agg: 'count',
      date: 'create_time',
      where: [{ column: 'score', is: GOOD }],
      format: 'int',
      unit: '条',
    },
    {
      key: 'students',
      label: '评价学员',
      source: 'solid',
      agg: 'distinct',
      column: 'student_id',
      date: 'create_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'scoreSum',
      label: '总分',
      source: 'solid',
      agg: 'sum',
      column: 'score',
      date: 'create_time',
      format: 'int',
      hidden: true,
    },
  ],
  ratios: [
    { key: 'satisfaction', label: '满意度', numerator: 'satisfied', denominator: 'comments', format: 'percent' },
    {
      key: 'averageScore',
      label: '平均分',
      numerator: 'scoreSum',
      denominator: 'comments',
      format: 'decimal',
      unit: '分',
    },
  ],
  chart: ['comments', 'satisfied'],
  note: '月度满意度在次月1日固化，之后评价的隐藏、删除不再改变已固化月份。',
});

/** 教学评价率: the students taught (a lesson completed) and those of them who evaluated, by when. */
export const RATES: Family = {
  sources: [
    { key: 'lessons', table: 'bbxc_booking', softDelete: true, org: ORG, where: [{ column: 'status', is: 2 }] },
    { key: 'comments', table: 'bbxc_comment_coach', softDelete: true, org: ORG },
  ],
  measures: [
    {
      key: 'taught',
      label: '上课学员',
      source: 'lessons',
      agg: 'distinct',
      column: 'student_id',
      date: 'start_time',
      format: 'int',
      unit: '人',
    },
    {
      key: 'evaluated',
      label: '评价学员',
      source: 'comments',
      agg: 'distinct',
      column: 'student_id',
      date: 'create_time',
      format: 'int',
      unit: '人',
    },
    COMMENT_COUNT,
  ],
  ratios: [{ key: 'rate', label: '评价率', numerator: 'evaluated', denominator: 'taught', format: 'percent' }],
  chart: ['taught', 'evaluated'],
};

interface Spec {
  name: string;
  title: string;
  path: string;
  stat: string;
  export?: string;
  family: Family;
  dimensions: readonly DimensionDef[];
  filters: readonly ReportFilterDef[];
  drill?: ReportDef['drill'];
  actions?: ReportDef['actions'];
}

/** One report of the family: its page, calls, rows and filters; everything else is the family's. */
export function commentReport(spec: Spec): ReportDef {
  return {
    name: spec.name,
    title: spec.title,
    routes: [{ path: spec.path }],
    api: { stat: spec.stat, export: spec.export },
    fileName: spec.title,
    scope: 'tenant',
    period: { kinds: ['month'], default: 'month', defaultCount: { month: 6 } },
    sources: spec.family.sources,
    dimensions: spec.dimensions,
    measures: spec.family.measures,
    ratios: spec.family.ratios,
    filters: [...spec.filters, filter.subject],
    charts: [{ key: 'main', title: spec.title, type: 'bar', measures: spec.family.chart }],
    drill: spec.drill,
    actions: spec.actions,
    note: spec.family.note,
  };
}
