import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index';
import { parentPageOf, parentPagesOf } from '../routes/parentPage';

// Holding a list page opens its rows' detail, wherever the detail page sits in the menu (issue
// 50: a school operator holding 订单管理 followed an order number of 学员详情 to a 404).
describe("a definition's detail page", () => {
  it('opens to whoever holds the definition’s own list page', () => {
    const withDetail = RESOURCES.filter((def) => def.detailRoute && def.route);
    expect(withDetail.length).toBeGreaterThan(10);
    for (const def of withDetail) expect(parentPagesOf(def.detailRoute!), def.name).toContain(def.route);
  });

  it('leads back to 订单管理 from 财务订单详情, and still opens from 财务管理’s bills', () => {
    expect(parentPageOf('/financials/orderDetail2')).toBe('/orders/orderMgList');
    expect(parentPagesOf('/financials/orderDetail2')).toContain('/financials/examplaceBillMg');
  });
});
