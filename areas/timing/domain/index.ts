import type { ResourceDef } from '@coach/domain/resources/types.ts';
import type { ReportDef } from '@coach/domain/reports/types.ts';
import { student } from './student';
import { studyRecord } from './studyRecord';
import { timingBalance, timingLearning, timingRecharge, timingRemaining } from './balance';
import { timingCost } from './cost';
import { studentTiming } from './studentTiming';
import { coachFiling, studentFiling } from './filing';
import { storeAndAuth } from './reports/storeAndAuth';
import { studySubject } from './reports/studySubject';
import { studyRegion } from './reports/region';
import { studentHours } from './reports/studentHours';
import { studyTimeReport } from './reports/studyTimeReport';
import { allCarTimingStatistics } from './reports/allCarTiming';

export { student } from './student';
export { studyRecord, STUDY_VALID_OPTIONS, STUDY_SUBJECT_OPTIONS } from './studyRecord';
export { timingBalance, timingLearning, timingRecharge, timingRemaining } from './balance';
export { timingCost } from './cost';
export { studentTiming } from './studentTiming';
export { coachFiling, studentFiling } from './filing';
export * from './options';
export { storeAndAuth, studySubject, studyRegion, studentHours, studyTimeReport, allCarTimingStatistics };
export { carSetFilter, carTypeFilter, setRoutes } from './reports/sets';
export { timingSettings, TIMING_CONFIG_CALLS } from './settings';

/**
 * 计时管理's resources: its records, the students (学员查询) and their study records, then the
 * balances and their ledger, prices, openings and filings.
 */
export const TIMING_RESOURCES: readonly ResourceDef[] = [
  student,
  studyRecord,
  timingBalance,
  timingRecharge,
  timingLearning,
  timingRemaining,
  timingCost,
  studentTiming,
  studentFiling,
  coachFiling,
];

/** 计时管理's statistics: per set (从业资格, 继续教育, 安全培训, 岗前培训) and over every category (全车型). */
export const TIMING_REPORTS: readonly ReportDef[] = [
  storeAndAuth,
  studySubject,
  studyRegion,
  studentHours,
  studyTimeReport,
  allCarTimingStatistics,
];
