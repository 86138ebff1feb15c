import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from './index';
import { routePropsAt, routePropsOf } from './routeProps';

describe('route properties of the layout (spec §2)', () => {
  it('hides the breadcrumb on the home dashboard only', () => {
    expect(routePropsAt('/homes/home/index')?.hideBreadcrumb).toBe(true);
    expect(PAGE_ROUTES.filter((r) => routePropsOf(r).hideBreadcrumb).map((r) => r.path)).toEqual(['/homes/home/index']);
  });

  it('names the page an edit or detail page is opened from', () => {
    expect(routePropsAt('/timing/studentTimingOpen/motor/stuTimingFilingsModify')).toMatchObject({
      parentName: '摩托车学员备案',
      parentPath: '/timing/studentTimingOpen/motor/stuTimingFilings',
    });
    expect(routePropsAt('/marketings/classMgModify')).toMatchObject({
      parentName: '招生班型',
      parentPath: '/marketings/classMgList',
    });
    expect(routePropsAt('/operates/carMag/carDetail/12')?.parentPath).toBe('/operates/carMag');
    expect(routePropsAt('/teaching/commentMg/teachSatisfaction/storeMonthDetail')?.parentName).toBeTruthy();
  });

  it('gives every hidden edit and detail page a parent name, and no visible page one', () => {
    for (const route of PAGE_ROUTES) {
      const { parentName } = routePropsOf(route);
      if (route.hidden && (route.kind === 'form' || route.kind === 'detail'))
        expect(parentName, route.path).toBeTruthy();
      if (!route.hidden) expect(parentName, route.path).toBeUndefined();
    }
  });

  it('leaves only the campaign explanation pages uncontrolled', () => {
    const open = PAGE_ROUTES.filter((r) => routePropsOf(r).uncontrolled).map((r) => r.path);
    expect(open).toHaveLength(5);
    for (const path of open) expect(path).toMatch(/^\/marketings\/activities\/\w+Explain$/);
  });
});
