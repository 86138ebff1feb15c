import type { ReportFilterDef, ReportSource } from '@coach/domain/reports/types.ts';
import { ORG_FILTERS } from '@coach/areas/statistics/domain/index.ts';

/** BI reports are monthly: the targets are entered per store and month. */
export const BI_PERIOD = { kinds: ['month'], default: 'month', defaultCount: { month: 12 } } as const;

const org = { school: 'school_id', store: 'store_id' };
/** Targets (市场目标录入, 教务目标录入), placed in the month they are for. */
export const marketTargets: ReportSource = {
  key: 'marketTargets',
  table: 'bbxc_bi_market_objective',
  softDelete: true,
  org,
};
export const educationTargets: ReportSource = {
  key: 'educationTargets',
  table: 'bbxc_bi_educational_objective',
  softDelete: true,
  org,
};
/** Refunds of enrolment orders (退款管理), counted when paid back. */
export const refundSource: ReportSource = {
  key: 'refunds',
  table: 'bbxc_order_refund',
  org,
  where: [{ column: 'status', is: 3 }],
};
/** Exam sittings with their student's school, store and coach. */
export const examSource: ReportSource = { key: 'exams', table: 'bbxc_student_exam_v', softDelete: true, org };
/** Students' stage changes with their school, store and coach (结业 = to stage 5). */
export const stageSource: ReportSource = { key: 'stages', table: 'bbxc_student_stage_v', softDelete: true, org };

export const BI_FILTERS: readonly ReportFilterDef[] = ORG_FILTERS;
