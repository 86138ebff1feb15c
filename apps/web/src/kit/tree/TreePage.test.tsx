import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { course } from '@coach/areas/contents/domain/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { TreePage } from './TreePage';

vi.setConfig({ testTimeout: 30_000 });

const TREE = course.api.tree!.replace(/^\/api/, '');
const SAVE = course.api.save!.replace(/^\/api/, '');
const page = course.routes![2]; // 客车科目一课程
const nodes = [
  {
    id: '1',
    name: '道路交通安全法律',
    courseNo: '0210000001',
    hours: '8.00',
    level: 1,
    carType: 2,
    subject: 1,
    disable: 0,
    children: [
      {
        id: '11',
        name: '第1章 驾驶证',
        courseNo: '0210000002',
        hours: '4.00',
        level: 2,
        carType: 2,
        subject: 1,
        disable: 0,
        children: [
          {
            id: '111',
            name: '第1节 记分规则',
            courseNo: '0210000003',
            hours: '2.00',
            level: 3,
            carType: 2,
            subject: 1,
            disable: 1,
          },
        ],
      },
    ],
  },
];

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  window.history.replaceState(null, '', `/ui/coach${page.path}`);
  signIn();
  server = fakeServer({
    [TREE]: () => ({ result: nodes }),
    [SAVE]: () => ({ result: { id: '12' }, message: '新增成功' }),
  });
});
afterEach(() => {
  act(() => clearSession());
  window.history.replaceState(null, '', '/');
});

describe('TreePage from the tree definition (课程)', () => {
  it("asks for the page's tree and opens the path to a search match", async () => {
    renderPage(<TreePage def={course} params={page.params} />, page.path);
    await screen.findByText('道路交通安全法律');
    expect(server.callsTo(TREE)[0].body).toEqual({ carType: 2, subject: 1 });
    expect(screen.queryByText('第1节 记分规则')).toBeNull();
    fireEvent.change(screen.getByPlaceholderText('搜索课程/章/节名称'), { target: { value: '记分' } });
    await screen.findByText('第1节 记分规则');
  });

  it('shows the chosen node with its children and adds a child under it, the parent fixed', async () => {
    renderPage(<TreePage def={course} params={page.params} />, page.path);
    fireEvent.click(await screen.findByText('道路交通安全法律'));
    const panel = await screen.findByTestId('tree-node-panel');
    expect(within(panel).getByText('课程：道路交通安全法律')).toBeTruthy();
    expect(within(panel).getByText('第1章 驾驶证')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '新增章' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: '第2章 通行规定' } });
    fireEvent.change(within(drawer).getByLabelText('课程编号'), { target: { value: '0210000009' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    expect(server.callsTo(SAVE)[0].body).toMatchObject({
      name: '第2章 通行规定',
      courseNo: '0210000009',
      parentId: '1',
    });
  });
});
