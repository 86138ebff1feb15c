import { defineArea } from '@coach/domain/areas/defineArea.ts';
// 教学设置 is read by the 计时班型 bookings too, so both forms stay in the domain package.
import { TEACHING_SETTINGS } from '@coach/domain/settings/teaching.ts';
import { TEACHING_REPORTS, TEACHING_RESOURCES } from './domain';

/**
 * 教学管理: the exam records (模拟考试, 从业资格, 继续教育, 岗前培训, 安全培训) with 计时考试统计
 * and its detail, the students' evaluations (教学评价, 陪驾评价, 未评价学员) and their reports
 * (scores, satisfaction, evaluation rates), the coaches' media (教练风采, 教练视频), 评价说明
 * and 教学设置.
 */
export const teaching = defineArea({
  name: 'teaching',
  title: '教学管理',
  resources: TEACHING_RESOURCES,
  reports: TEACHING_REPORTS,
  settings: TEACHING_SETTINGS,
});
