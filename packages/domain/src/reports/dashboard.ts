import type { MeasureDef, ReportDef } from './types';
import { DAILY_ANALYSIS } from '../resources/analytics/options';
import { ENROLMENTS, examSource, INCOME, REFUNDED, refundSource } from '@coach/areas/bi/domain/index.ts';
import { leadSource, orderSource } from '@coach/areas/statistics/domain/index.ts';
import { studySource } from './timing/studySources';
import { studentFiling } from '@coach/areas/timing/domain/index.ts';

const count = (key: string, label: string, source: string, date: string, unit: string): MeasureDef => ({
  key,
  label,
  source,
  agg: 'count',
  date,
  format: 'int',
  unit,
});

/**
 * 首页's figures, declared as a report so they are counted exactly as the reports count them:
 * 实际招生, 实际营收 and 退款金额 are the measures of 招生报表 themselves, 新增学员 and 新增线索 those
 * of 用户分析, 有效学时 and 合格率 those of 教学报表. `overview` answers its totals for today, this
 * month and last month; `trend` its rows by day or month. No page shows it as a table.
 */
export const homeFigures: ReportDef = {
  name: 'homeFigures',
  title: '首页数据',
  routes: [],
  api: { stat: `${DAILY_ANALYSIS}/trend` },
  scope: 'tenant',
  period: { kinds: ['day', 'month'], default: 'day', defaultCount: { day: 30, month: 12 } },
  sources: [
    orderSource,
    refundSource,
    { key: 'students', table: 'bbxc_student', softDelete: true, org: { school: 'school_id', store: 'store_id' } },
    leadSource,
    studySource,
    examSource,
  ],
  dimensions: [{ key: 'period', label: '日期', kind: 'period' }],
  measures: [
    count('students', '新增学员', 'students', 'enrol_time', '人'),
    ENROLMENTS,
    INCOME,
    REFUNDED,
    count('leads', '新增线索', 'leads', 'create_time', '条'),
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
    { ...count('sat', '参考人次', 'exams', 'exam_time', '人次'), hidden: true },
    {
      ...count('passed', '通过人次', 'exams', 'exam_time', '人次'),
      where: [{ column: 'passed', is: 1 }],
      hidden: true,
    },
  ],
  ratios: [{ key: 'passRate', label: '考试合格率', numerator: 'passed', denominator: 'sat', format: 'percent' }],
  charts: [
    { key: 'people', title: '线索、学员与招生', type: 'line', measures: ['leads', 'students', 'enrolments'] },
    { key: 'money', title: '营收与退款', type: 'bar', measures: ['income', 'refunded'] },
  ],
};

/** The figures 首页 shows, in order. */
export const HOME_FIGURES: readonly string[] = [
  'students',
  'enrolments',
  'income',
  'refunded',
  'leads',
  'validHours',
  'passRate',
];

/** Where each 首页 figure is listed: the page, and the report or list that shows the same number. */
export const HOME_FIGURE_LINKS: Readonly<Record<string, string>> = {
  students: '/statistics/userAnalysis',
  enrolments: '/bi/enrollmentReport?tab=biRecruit',
  // 实际营收 counts the billing period: 财务账单 lists its bills (periodStart within it).
  income: '/orders/finBillingMgList',
  refunded: '/bi/enrollmentReport?tab=biRefund',
  leads: '/statistics/userAnalysis',
  validHours: '/bi/teachingReport?tab=biGraduation',
  passRate: '/bi/teachingReport?tab=biQuality',
};

/**
 * 工作台's to-dos: rows of a resource in a state that waits for someone, counted within what
 * the user may see, each opening its list filtered to them.
 */
export interface WorkItem {
  key: string;
  label: string;
  resource: string;
  where: readonly { column: string; is: readonly number[] }[];
  /** Only rows whose time in this column has come by the end of today (follow-ups due). */
  dueBy?: string;
  route: string;
  query: Readonly<Record<string, string | number>>;
}

export const WORK_ITEMS: readonly WorkItem[] = [
  {
    key: 'refunds',
    label: '待审核退款',
    resource: 'orderRefund',
    where: [{ column: 'status', is: [0] }],
    route: '/orders/refundMgList',
    query: { status: 0 },
  },
  {
    key: 'filings',
    label: '备案失败学员',
    resource: 'studentFiling',
    where: [{ column: 'status', is: [3] }],
    route: studentFiling.route,
    query: { status: 3 },
  },
  {
    key: 'notices',
    label: '待审核公告',
    resource: 'examNotice',
    where: [{ column: 'status', is: [1] }],
    route: '/operates/noticeMag',
    query: { status: 1 },
  },
  {
    key: 'withdrawals',
    label: '待打款提现',
    resource: 'examroomCashRecord',
    where: [{ column: 'status', is: [1] }],
    route: '/operates/cashRecordMag',
    query: { status: 1 },
  },
  {
    key: 'followUps',
    label: '今日待跟进客户',
    resource: 'potentialCustomer',
    where: [{ column: 'stage', is: [1, 2, 3] }],
    dueBy: 'next_track_time',
    route: '/homes/home/potentialCustomer',
    query: {},
  },
];
