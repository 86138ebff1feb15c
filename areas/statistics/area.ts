import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { STATISTICS_REPORTS, STATISTICS_RESOURCES } from './domain';

/**
 * 数据统计 (/statistics): 潜客分析, 线索漏斗, 用户分析 and 员工列表 from the leads and orders, the
 * tracking events' reports (员工分享明细, 班型数据概况, 班型/页面访问统计, 名片分享, 分享质量) and
 * 教练/驾校分布 with their detail pages.
 */
export const statistics = defineArea({
  name: 'statistics',
  title: '数据统计',
  resources: STATISTICS_RESOURCES,
  reports: STATISTICS_REPORTS,
});
