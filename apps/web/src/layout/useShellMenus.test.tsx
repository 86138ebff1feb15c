import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { accessOf, canSeeRoute, hasButton } from '../platform/permissions';
import type { AccessApi } from '../platform/access';
import type { LoadResult } from '../platform/sessionTypes';
import { useShellMenus } from './useShellMenus';

const admin = accessOf({
  isAdmin: true,
  permissions: [],
  user: {
    id: '1',
    account: 'admin',
    name: '管理员',
    mobile: null,
    tenantId: 't',
    tenantName: 'T',
    enterpriseType: 1,
    isChannel: false,
    channelId: null,
    channel: null,
    schoolId: null,
    storeId: null,
    roles: [{ id: 'r', roleName: '超级管理员', roleCode: 'XX_BBFW_ADMIN' }],
    province: null,
    city: null,
  },
} as LoadResult);
const api = {
  ...admin,
  canSeeRoute: (p: string) => canSeeRoute(admin, p),
  hasButton: (c: string) => hasButton(admin, c),
} satisfies AccessApi;

const menusAt = (pathname: string, search = '') =>
  renderHook(() => useShellMenus(api, pathname, search)).result.current;

describe('the shell follows the route properties (spec §2, issue 38.12)', () => {
  it('shows the tabs on a tabbed list, hides them on its edit page, which carries a parent name', () => {
    expect(menusAt('/timing/studentTimingOpen/motor/stuTimingFilings').showThreeMenu).toBe(true);
    const edit = menusAt('/timing/studentTimingOpen/motor/stuTimingFilingsModify');
    expect(edit.threeMenu.length).toBeGreaterThan(1);
    expect(edit.showThreeMenu).toBe(false);
  });

  it('hides the tabs when the query carries a parent name', () => {
    expect(menusAt('/timing/studentTimingOpen/motor/stuTimingFilings', '?parentName=学员').showThreeMenu).toBe(false);
  });

  it('hides the breadcrumb where the route says so, and shows it elsewhere', () => {
    expect(menusAt('/homes/home/index').showBreadcrumb).toBe(false);
    expect(menusAt('/homes/home/message').showBreadcrumb).toBe(true);
  });
});
