import { defineArea } from '@coach/domain/areas/defineArea.ts';
import { FINANCIAL_RESOURCES, timeStudentSettle } from './domain';

/**
 * 财务管理 (/financials): 增值产品账单 (its VIP tab at the mall's calls) with its detail, 开票管理
 * and 计时学员统计. The exam room's bills, bank cards and refunds (考场账单, 银行卡管理, 退费审核)
 * are areas/operate's; 财务账单 and 退款管理 are pages of 订单管理 (areas/orders), whose
 * general order 财务订单详情 shows.
 */
export const financial = defineArea({
  name: 'financial',
  title: '财务管理',
  resources: FINANCIAL_RESOURCES,
  reports: [timeStudentSettle],
});
