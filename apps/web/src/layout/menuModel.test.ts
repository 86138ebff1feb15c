import { describe, expect, it } from 'vitest';
import { accessOf } from '../platform/permissions';
import type { LoadResult } from '../platform/sessionTypes';
import {
  breadcrumbOf,
  breadcrumbEntries,
  crumbTarget,
  landingOf,
  menuTitle,
  landingPath,
  sideOpenKey,
  sideSelectedKey,
  threeMenuOf,
  visibleGroupMenu,
  visibleGroups,
} from './menuModel';

function profile(permissions: string[], opts: { admin?: boolean; channel?: boolean } = {}): LoadResult {
  return {
    isAdmin: false,
    permissions,
    user: {
      id: '1',
      account: 'u',
      name: '用户',
      mobile: null,
      tenantId: 't',
      tenantName: '示例驾培集团',
      enterpriseType: opts.channel ? 4 : 1,
      isChannel: !!opts.channel,
      channelId: opts.channel ? '9' : null,
      channel: opts.channel ? { id: '9', name: '渠道' } : null,
      schoolId: null,
      storeId: null,
      roles: [
        { id: 'r', roleName: opts.admin ? '超级管理员' : '运营', roleCode: opts.admin ? 'XX_BBFW_ADMIN' : 'OPERATOR' },
      ],
      province: null,
      city: null,
    },
  };
}

const admin = accessOf(profile([], { admin: true }));
const TIMING_TABS = [
  '/timing/studentTimingOpen/motor/stuTimingOpen',
  '/timing/studentTimingOpen/motor/stuTimingFilings',
];

describe('menu filtering', () => {
  it('an administrator sees the 13 groups of the spec, in its order, without the hidden channel area, and lands on 首页', () => {
    const groups = visibleGroups(admin).map((g) => g.path);
    expect(groups).toEqual([
      '/homes',
      '/teaching',
      '/timing',
      '/operates',
      '/marketings',
      '/school',
      '/contents',
      '/statistics',
      '/timedClass',
      '/orders',
      '/financials',
      '/bi',
      '/systems',
    ]);
    expect(landingPath(admin)).toBe('/homes/home/index');
  });

  it('staff granted the channel pages get no 14th group; inside /channelMgs the side menu lists those pages', () => {
    const access = accessOf(
      profile(['/homes/home/index', '/channelMgs/channelMgBg/channelMgBgInfo', '/channelMgs/channelMgBg/BillMg']),
    );
    expect(visibleGroups(access).map((g) => g.path)).toEqual(['/homes']);
    const aside = visibleGroupMenu(access, '/channelMgs')!;
    expect(aside.children.flatMap((c) => c.children.map((p) => p.path))).toEqual([
      '/channelMgs/channelMgBg/channelMgBgInfo',
      '/channelMgs/channelMgBg/BillMg',
    ]);
  });

  it('others see only granted pages; folders without a granted page disappear', () => {
    const access = accessOf(profile(['/marketings/classMgList', TIMING_TABS[1]]));
    expect(visibleGroups(access).map((g) => g.path)).toEqual(['/timing', '/marketings']);
    const timing = visibleGroupMenu(access, '/timing')!;
    expect(timing.children.map((c) => c.path)).toEqual(['/timing/studentTimingOpen']);
    expect(landingPath(access)).toBe(TIMING_TABS[1]);
  });

  it('staff never see the channel area unless granted', () => {
    const access = accessOf(profile(['/homes/home/index']));
    expect(visibleGroups(access).map((g) => g.path)).toEqual(['/homes']);
  });

  it('channel users see only the channel area and land on its info page', () => {
    const access = accessOf(
      profile(['/channelMgs/channelMgBg/channelMgBgInfo', '/homes/home/index'], { channel: true }),
    );
    expect(visibleGroups(access).map((g) => g.path)).toEqual(['/channelMgs']);
    expect(landingPath(access)).toBe('/channelMgs/channelMgBg/channelMgBgInfo');
  });

  it('a user with nothing granted lands on the welcome page', () => {
    expect(landingPath(accessOf(profile([])))).toBe('/welcome/welcomeIndex');
  });
});

describe('third-level menu', () => {
  it('lists the visible sibling pages of a depth-4 page', () => {
    expect(threeMenuOf(admin, TIMING_TABS[0]).map((t) => t.path)).toEqual(TIMING_TABS);
    expect(threeMenuOf(admin, TIMING_TABS[1]).map((t) => t.path)).toEqual(TIMING_TABS);
  });

  it('keeps the tabs while a hidden page of the folder is open, and lists only granted tabs', () => {
    const edit = '/timing/studentTimingOpen/motor/stuTimingFilingsModify';
    expect(threeMenuOf(admin, edit).map((t) => t.path)).toEqual(TIMING_TABS);
    const limited = accessOf(profile([TIMING_TABS[1]]));
    expect(threeMenuOf(limited, TIMING_TABS[1]).map((t) => t.path)).toEqual([TIMING_TABS[1]]);
  });

  it('is empty for pages at depth 3 or less', () => {
    expect(threeMenuOf(admin, '/marketings/classMgList')).toEqual([]);
    expect(threeMenuOf(admin, '/teaching/mockExam/smallCar')).toEqual([]);
  });
});

describe('side menu keys and breadcrumb', () => {
  it('highlights the depth-3 entry of a tabbed page and opens its folder', () => {
    expect(sideSelectedKey(TIMING_TABS[1])).toBe('/timing/studentTimingOpen/motor');
    expect(sideOpenKey(TIMING_TABS[1])).toBe('/timing/studentTimingOpen');
  });

  it('highlights the parent page of a hidden detail page', () => {
    expect(sideSelectedKey('/operates/carMag/carDetail/12')).toBe('/operates/carMag');
    expect(sideSelectedKey('/marketings/classMgModify')).toBe('/marketings/classMgList');
  });

  it('titles group > folders > page without repeating', () => {
    expect(breadcrumbOf(TIMING_TABS[0], menuTitle)).toEqual(['计时管理', '学员计时开通', '摩托车', '摩托车学员开通']);
    expect(breadcrumbOf('/operates/coachMag/coachDetail/7', menuTitle).slice(-1)).toEqual(['教练详情']);
    expect(breadcrumbOf('/channelMgs/channelMgBg/BillMg', menuTitle)).toEqual(['渠道后台', '渠道账单']);
    expect(visibleGroupMenu(admin, '/channelMgs')?.title).toBe('渠道后台');
  });

  it('leads a page opened from another one back to it, just before its title (issue 38.12)', () => {
    expect(breadcrumbOf('/marketings/classMgModify', menuTitle)).toEqual(['营销管理', '招生班型', '编辑班型']);
    const crumbs = breadcrumbEntries('/timing/studentTimingOpen/motor/stuTimingFilingsModify', menuTitle);
    expect(crumbs.map((c) => c.title)).toEqual([
      '计时管理',
      '学员计时开通',
      '摩托车',
      '摩托车学员备案',
      '摩托车学员备案编辑',
    ]);
    expect(crumbTarget(admin, crumbs[3].path)).toBe('/timing/studentTimingOpen/motor/stuTimingFilings');
  });

  it('links every level but the last to a page the user may open (issue 15: breadcrumbs were plain text)', () => {
    const crumbs = breadcrumbEntries('/operates/coachMag/coachDetail/7', menuTitle);
    const targets = crumbs.slice(0, -1).map((c) => crumbTarget(admin, c.path));
    expect(targets[0]).toBe(landingOf(visibleGroups(admin).find((g) => g.path === '/operates')!));
    expect(targets).toContain('/operates/coachMag');
    expect(targets.every((t) => typeof t === 'string')).toBe(true);
  });
});
