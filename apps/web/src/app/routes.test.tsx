import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { buildRoutes } from './routes';
import { shellRoutes } from './shellRoutes';
import type { LoadResult } from '../platform/sessionTypes';

const admin: LoadResult = {
  isAdmin: true,
  permissions: [],
  user: {
    id: '1',
    account: 'admin',
    name: '系统管理员',
    mobile: null,
    tenantId: '1',
    tenantName: '示例驾培集团',
    enterpriseType: 1,
    isChannel: false,
    channelId: null,
    channel: null,
    schoolId: null,
    storeId: null,
    roles: [{ id: '1', roleName: '超级管理员', roleCode: 'BBFW_ADMIN' }],
    province: null,
    city: null,
  },
};

async function open(path: string, profile: LoadResult | null, phase: 'anonymous' | 'ready' = 'ready') {
  const router = createMemoryRouter(buildRoutes({ phase, profile, shell: shellRoutes }), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  return router;
}

describe('route guards', () => {
  it('sends a visitor without a token to /login', async () => {
    const router = await open('/homes/home/index', null, 'anonymous');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lands an administrator on the first page', async () => {
    const router = await open('/', admin);
    await screen.findByTestId('content', undefined, { timeout: 3000 });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/homes/home/index');
  });
});
