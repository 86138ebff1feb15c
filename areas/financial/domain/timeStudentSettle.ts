import type { ReportDef } from '@coach/domain/reports/types.ts';
import { CAR_CATEGORIES } from '@coach/domain/categories.ts';

const CATEGORY_OPTIONS = CAR_CATEGORIES.map((c) => ({ value: c.code, label: c.name }));

/**
 * 计时学员统计 (timing settlement per school): per billing month (the settlement period,
 * 26th to 25th), the students whose timing was opened, what the openings cost the school and
 * what it recharged, from the class-hour ledger. A row opens 开通扣费订单 with the students it
 * counts (`settle/detail` answers the same lines for one school and period).
 */
export const timeStudentSettle: ReportDef = {
  name: 'timeStudentSettle',
  title: '计时学员统计',
  routes: [{ path: '/financials/timeStudentStatisticsSh' }],
  api: { stat: '/api/course/inner/settle/list', export: '/api/course/inner/settle/export' },
  fileName: '计时学员统计',
  scope: 'tenant',
  period: {
    kinds: ['billingMonth', 'month', 'day'],
    default: 'billingMonth',
    defaultCount: { billingMonth: 12, month: 12, day: 30 },
  },
  sources: [{ key: 'ledger', table: 'bbxc_timing_ledger', org: { school: 'school_id' } }],
  dimensions: [
    {
      key: 'schoolId',
      label: '驾校',
      kind: 'column',
      column: 'school_id',
      lookup: { table: 'bbxc_school', label: 'name' },
    },
    { key: 'carType', label: '培训车型', kind: 'column', column: 'car_type', options: CATEGORY_OPTIONS },
    { key: 'period', label: '账期', kind: 'period' },
  ],
  measures: [
    {
      key: 'opened',
      label: '开通人数',
      source: 'ledger',
      agg: 'distinct',
      column: 'student_id',
      date: 'create_time',
      where: [{ column: 'kind', is: 2 }],
      format: 'int',
      unit: '人',
    },
    {
      key: 'deducted',
      label: '扣费金额',
      source: 'ledger',
      agg: 'sum',
      column: 'amount',
      date: 'create_time',
      where: [{ column: 'kind', is: 2 }],
      format: 'money',
      unit: '元',
    },
    {
      key: 'recharged',
      label: '充值金额',
      source: 'ledger',
      agg: 'sum',
      column: 'amount',
      date: 'create_time',
      where: [{ column: 'kind', is: 1 }],
      format: 'money',
      unit: '元',
    },
  ],
  filters: [{ key: 'carType', label: '培训车型', column: 'car_type', options: CATEGORY_OPTIONS }],
  charts: [
    { key: 'opened', title: '开通人数', type: 'bar', measures: ['opened'] },
    { key: 'money', title: '扣费与充值金额', type: 'line', measures: ['deducted', 'recharged'] },
  ],
  drill: { route: '/orders/openDeductionOrder' },
  note: '账期为上月26日至本月25日，按扣费时间计入。',
};

/** 计时学员统计's detail (decided body: schoolId, startTime, endTime, optional carType): the openings of a row. */
export const TIME_STUDENT_SETTLE_DETAIL = '/api/course/inner/settle/detail';
