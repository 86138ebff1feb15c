import type { ResourceDef } from '../types';
import { timingBalance, timingLearning, timingRecharge, timingRemaining } from './balance';
import { timingCost } from './cost';
import { studentTiming } from './studentTiming';
import { coachFiling, studentFiling } from './filing';

export { timingBalance, timingLearning, timingRecharge, timingRemaining } from './balance';
export { timingCost } from './cost';
export { studentTiming } from './studentTiming';
export { coachFiling, studentFiling } from './filing';
export * from './options';

/** 计时管理's resources: balances and their ledger, prices, openings. */
export const TIMING_RESOURCES: readonly ResourceDef[] = [
  timingBalance,
  timingRecharge,
  timingLearning,
  timingRemaining,
  timingCost,
  studentTiming,
  studentFiling,
  coachFiling,
];
