import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { TIMING_REPORTS, TIMING_RESOURCES, timingSettings } from './domain';

/**
 * 计时管理 (/timing): the students (学员查询) and their study records, the openings of their
 * timing by category (学员计时开通) and the coaches' (教练计时开通) with the filings behind them,
 * the schools' study-time balances, recharges and prices (全车型计时, 计费设置), and the
 * statistics of every set (从业资格, 继续教育, 安全培训, 岗前培训) and of 学时统计.
 */
export const timing = defineArea({
  name: 'timing',
  title: '计时管理',
  resources: TIMING_RESOURCES,
  reports: TIMING_REPORTS,
  settings: [timingSettings],
  // 学员详情: the student seen whole (orders, hours and filings, exams, bookings), opened from
  // 学员查询 and from every row naming a student; holding 学员查询 opens it (parentPage).
  pages: [{ path: '/timing/searchStudentDetail', title: '学员详情', kind: 'detail', hidden: true }],
});
