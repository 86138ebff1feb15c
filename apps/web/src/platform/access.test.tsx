import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Access } from './access';
import { clearSession, sessionLoaded, startSession } from './session';
import type { LoadResult } from './sessionTypes';

function signIn(roleCode: string, permissions: string[]) {
  const profile: LoadResult = {
    isAdmin: false,
    permissions,
    user: {
      id: '1',
      account: 'a',
      name: 'A',
      mobile: null,
      tenantId: 't',
      tenantName: 'T',
      enterpriseType: 1,
      isChannel: false,
      channelId: null,
      channel: null,
      schoolId: null,
      storeId: null,
      roles: [{ id: 'r', roleName: 'R', roleCode }],
      province: null,
      city: null,
    },
  };
  act(() => {
    startSession('tok');
    sessionLoaded(profile, {});
  });
}

afterEach(() => act(() => clearSession()));

const ui = (
  <>
    <Access id="/systems/accountMg:add">
      <button>新增</button>
    </Access>
    <Access id="/systems/accountMg:delete" fallback={<span>无权限</span>}>
      <button>删除</button>
    </Access>
  </>
);

describe('<Access>', () => {
  it('removes elements whose permission id is not granted', () => {
    signIn('OPERATOR', ['/systems/accountMg:add']);
    render(ui);
    expect(screen.queryByText('新增')).not.toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('无权限')).not.toBeNull();
  });

  it('shows everything to an administrator', () => {
    signIn('SCHOOL_BBFW_ADMIN', []);
    render(ui);
    expect(screen.queryByText('新增')).not.toBeNull();
    expect(screen.queryByText('删除')).not.toBeNull();
  });
});
