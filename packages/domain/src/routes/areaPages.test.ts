import { describe, expect, it } from 'vitest';
import { defineArea } from '../areas/defineArea';
import { areaRouteRows, ROUTES } from './index';

describe('pages an area declares beyond the route table', () => {
  it('become routes in the group of their path and the area’s chunk', () => {
    const area = defineArea({
      name: 'sample',
      title: '示例',
      pages: [
        { path: '/systems/sampleList', title: '示例列表', kind: 'list' },
        { path: '/systems/sampleDetail', title: '示例详情', kind: 'detail', hidden: true },
      ],
    });
    expect(areaRouteRows([area])).toEqual([
      ['/systems/sampleList', '示例列表', '/systems', 0, 'sample', 'list', null],
      ['/systems/sampleDetail', '示例详情', '/systems', 1, 'sample', 'detail', null],
    ]);
  });

  it('leave no path twice among the console’s routes', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
