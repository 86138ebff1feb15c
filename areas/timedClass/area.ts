import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { TIMED_CLASS_RESOURCES } from './domain';
import { schedulingStatistics } from './domain/schedulingStatistics';

/**
 * 计时班型: the coaches' timetables (排班) and their closing, the students' bookings (计时订单)
 * and comments, the members' class hours (会员课时) and the coaches' statements (结算单), with
 * 排班统计 over the slots.
 */
export const timedClass = defineArea({
  name: 'timedClass',
  title: '计时班型',
  resources: TIMED_CLASS_RESOURCES,
  reports: [schedulingStatistics],
});
