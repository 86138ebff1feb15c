import type { ReportDef } from '../types';
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
export { BI_FILTERS, BI_PERIOD } from './sources';

/** BI报表: the reports against the targets (招生报表 and 教学报表 are three tabs each). */
export const BI_REPORTS: readonly ReportDef[] = [...ENROLLMENT_REPORTS, ...TEACHING_REPORTS, biInventory, biMarketing];
