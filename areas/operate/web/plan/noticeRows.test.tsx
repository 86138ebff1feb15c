import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { NoticeListPage } from './StaffPages';

// 公告's 编辑 and 删除 follow the notice's state as the server does (草稿 and 已撤回 only).
const def = resourcesByName.examNotice;
const rows = [
  { id: '1', title: '草稿公告', noticeType: 1, status: 0 },
  { id: '2', title: '审核公告', noticeType: 1, status: 1 },
  { id: '3', title: '发布公告', noticeType: 1, status: 2 },
  { id: '4', title: '撤回公告', noticeType: 1, status: 3 },
];

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  signIn();
  fakeServer({
    [def.api.list!.replace(/^\/api/, '')]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
  });
});
afterEach(() => act(() => clearSession()));

// The row's buttons by their text: a role query computes every accessible name in the table, which
// took over 30 s on a machine busy with the rest of the suite.
const buttonsOf = (id: string) =>
  [...document.querySelectorAll(`tr[data-row-key="${id}"] button`)].map((b) => b.textContent?.replace(/\s/g, ''));

describe('公告 rows', () => {
  it('offer 删除 and 编辑 only on drafts and recalled notices', async () => {
    renderPage(<NoticeListPage />, def.route);
    await screen.findByText('草稿公告');
    const offered = (id: string, name: string) => buttonsOf(id).includes(name);
    expect(['1', '2', '3', '4'].map((id) => offered(id, '删除'))).toEqual([true, false, false, true]);
    expect(['1', '2', '3', '4'].map((id) => offered(id, '编辑'))).toEqual([true, false, false, true]);
  });
});
