import { describe, expect, it } from 'vitest';
import { CALLS } from './index';
import { isLookupCall, lookupKeysOf, pageLookups } from './pageLookups';
import { resourcesByName } from '../resources';

describe('the lookups a page brings (issue 50.4)', () => {
  it('gives 优惠券订单 its 渠道 filter: the channel list of 渠道管理', () => {
    const picker = resourcesByName.couponOrder.fields.find((f) => f.key === 'channelId')!.picker!;
    expect(pageLookups().get('/orders/couponOrderMgList')).toEqual([picker.list]);
    expect(lookupKeysOf(picker.list)).toContain('name');
  });

  it('takes the forms a row action opens on the page too (订单管理 › 申请退款 picks an order)', () => {
    expect(pageLookups().get('/orders/orderMgList')).toContain('/api/bbxc/order/inner/order/v1/list');
  });

  it('derives reads only: every lookup is a list or option call of the call table, none open to all', () => {
    const action = new Map(CALLS.map((c) => [c.path, c.action]));
    const all = [...pageLookups().values()].flat();
    expect(all.length).toBeGreaterThan(0);
    for (const path of all) {
      expect(['list', 'dict'], path).toContain(action.get(path));
      expect(isLookupCall(path)).toBe(true);
    }
    expect(isLookupCall('/api/bbxc/tenant/inner/channel/v1/saveOrUpdate')).toBe(false);
    expect(isLookupCall('/api/zjerp/inner/school/v1/listForSelector')).toBe(false); // open to every user already
  });
});
