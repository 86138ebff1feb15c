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
    // The shell and the home page are chunks of their own: loaded on a busy machine in seconds.
    await screen.findByTestId('content', undefined, { timeout: 25_000 });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(router.state.location.pathname).toBe('/homes/home/index');
  }, 30_000);

  it('shows an account with an initial password only the 修改密码 dialog it cannot dismiss', async () => {
    const router = await open('/systems/accountMg', { ...admin, mustChangePassword: true });
    // The page is a chunk of its own: loaded on a busy machine in seconds.
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 25_000 });
    expect(dialog.textContent).toContain('修改密码');
    expect(dialog.textContent).toContain('您正在使用初始密码登录');
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    expect(screen.queryByTestId('content')).toBeNull();
    expect(router.state.location.pathname).toBe('/systems/accountMg');
  }, 30_000);
});
