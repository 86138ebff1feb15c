import { describe, expect, it } from 'vitest';
import { accessOf, canSeeRoute, hasButton } from './permissions';
import type { LoadResult } from './sessionTypes';

const user = (roleCode: string, enterpriseType = 1): LoadResult['user'] => ({
  id: '1',
  account: 'a',
  name: 'A',
  mobile: null,
  tenantId: 't',
  tenantName: 'T',
  enterpriseType,
  isChannel: false,
  channelId: enterpriseType === 4 ? '5' : null,
  channel: null,
  schoolId: null,
  storeId: null,
  roles: [{ id: 'r', roleName: 'R', roleCode }],
  province: null,
  city: null,
});

describe('permissions', () => {
  it('an administrator role code (containing BBFW_ADMIN) opens everything', () => {
    const access = accessOf({ user: user('TENANT_BBFW_ADMIN'), isAdmin: false, permissions: [] });
    expect(access.isAdmin).toBe(true);
    expect(canSeeRoute(access, '/systems/accountMg')).toBe(true);
    expect(hasButton(access, '/systems/accountMg:add')).toBe(true);
  });

  it('denies by default and allows what the list grants', () => {
    const access = accessOf({
      user: user('OP'),
      isAdmin: false,
      permissions: ['/systems/accountMg', '/systems/accountMg:add'],
    });
    expect(canSeeRoute(access, '/systems/accountMg')).toBe(true);
    expect(canSeeRoute(access, '/systems/sensitiveWordMg')).toBe(false);
    expect(canSeeRoute(access, '/no/such/page')).toBe(false);
    expect(hasButton(access, '/systems/accountMg:add')).toBe(true);
    expect(hasButton(access, '/systems/accountMg:delete')).toBe(false);
  });

  it('opens a hidden detail page to whoever holds its parent page, params included', () => {
    const access = accessOf({ user: user('OP'), isAdmin: false, permissions: ['/operates/carMag'] });
    expect(canSeeRoute(access, '/operates/carMag/carDetail/42')).toBe(true);
    expect(canSeeRoute(access, '/operates/coachMag/coachDetail/42')).toBe(false);
  });

  it("opens a definition's detail page from its own list page, wherever the detail sits", () => {
    const access = accessOf({ user: user('OP'), isAdmin: false, permissions: ['/orders/orderMgList'] });
    expect(canSeeRoute(access, '/financials/orderDetail2')).toBe(true);
    const none = accessOf({ user: user('OP'), isAdmin: false, permissions: ['/orders/driveOrder'] });
    expect(canSeeRoute(none, '/financials/orderDetail2')).toBe(false);
  });

  it('opens an uncontrolled page (a campaign explanation) to any staff user, never to a channel user (issue 38.12)', () => {
    const staff = accessOf({ user: user('OP'), isAdmin: false, permissions: [] });
    expect(canSeeRoute(staff, '/marketings/activities/couponExplain')).toBe(true);
    expect(canSeeRoute(staff, '/marketings/activities/couponList')).toBe(false);
    const channel = accessOf({ user: user('CH', 4), isAdmin: false, permissions: [] });
    expect(canSeeRoute(channel, '/marketings/activities/couponExplain')).toBe(false);
  });

  it('reads button codes from the resource map too', () => {
    const access = accessOf(
      { user: user('OP'), isAdmin: false, permissions: [] },
      { '/systems/role/roleList': { fields: [], buttons: ['/systems/role/roleList:add'] } },
    );
    expect(hasButton(access, '/systems/role/roleList:add')).toBe(true);
  });

  it('keeps channel users in the channel area', () => {
    const access = accessOf({
      user: user('CH', 4),
      isAdmin: false,
      permissions: ['/channelMgs/channelMgBg/BillMg', '/homes/home/index'],
    });
    expect(access.isChannel).toBe(true);
    expect(canSeeRoute(access, '/channelMgs/channelMgBg/BillMg')).toBe(true);
    expect(canSeeRoute(access, '/homes/home/index')).toBe(false);
  });
});
