import type { ReportDef } from '@coach/domain/reports/types.ts';
import type { ResourceDef } from '@coach/domain/resources/types.ts';
import { educationalObjectives, marketObjectives } from './objectives';
import { ENROLLMENT_REPORTS } from './enrollment';
import { TEACHING_REPORTS } from './teaching';
import { biInventory, biMarketing } from './inventoryAndMarketing';

export {
  biRecruit,
  biRecruitInstallment,
  biRefund,
  ENROLLMENT_REPORTS,
  ENROLMENTS,
  INCOME,
  REFUNDED,
} from './enrollment';
export { biGraduation, biQuality, biTeachCoach, TEACHING_REPORTS } from './teaching';
export { biInventory, biMarketing, INVENTORY_STAGES } from './inventoryAndMarketing';
export { BI_FILTERS, BI_PERIOD, examSource, refundSource } from './sources';
export { educationalObjectives, marketObjectives } from './objectives';

/** BI报表: the reports against the targets (招生报表 and 教学报表 are three tabs each). */
export const BI_REPORTS: readonly ReportDef[] = [...ENROLLMENT_REPORTS, ...TEACHING_REPORTS, biInventory, biMarketing];

/** 市场目标录入 and 教务目标录入: the monthly targets per store the reports measure against. */
export const BI_RESOURCES: readonly ResourceDef[] = [marketObjectives, educationalObjectives];
