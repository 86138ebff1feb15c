import type { PageMap } from '../../kit/pageMap';
import { examroomOrderPages } from './examroom/pages';

/**
 * Pages of their own in the 订单管理 area (chunk `order` in routes.tsv), loaded on demand as
 * one chunk (`feature-order`): the exam room's orders. 订单管理 (申请退款 a declared row form),
 * 陪驾订单 (派单 a row form, 退款审核 a declared action with its preview), 预报名 and 学时缴费订单
 * (转为订单 and 更换手机号 are declared row forms), 退款管理, 财务账单, the other order lists and
 * the three settings forms are their definitions' pages (app/pageRegistry).
 */
export const pages: PageMap = {
  ...examroomOrderPages,
};
