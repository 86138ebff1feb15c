import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// Spec §4, batch enable/disable, on the account list: every message and what is sent.
const def = resourcesByName.account;
const base = '/user/inner/sysOperationUser/v1';
const rows = [
  { id: '1', account: 'zhang01', name: '张一', disable: 1 },
  { id: '2', account: 'zhang02', name: '张二', disable: 1 },
  { id: '3', account: 'zhang03', name: '张三', disable: 0 },
];

// antd renders slowly in jsdom; a full run in parallel needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  signIn();
  server = fakeServer({
    [`${base}/list`]: { result: { list: rows, total: rows.length, pageNum: 1, pageSize: 10 } },
    [`${base}/disable`]: { message: '停用成功' },
  });
});
afterEach(() => act(() => clearSession()));

const toolbar = () => within(screen.getByTestId('list-toolbar'));
const tick = (id: string) => fireEvent.click(document.querySelector(`tr[data-row-key="${id}"] input[type=checkbox]`)!);
const clickDisable = () => act(async () => fireEvent.click(toolbar().getByRole('button', { name: '停用' })));
const confirmBox = () => screen.findByText('此操作将改变数据状态, 是否继续?');

async function open() {
  renderPage(<ResourceList def={def} />, def.route);
  await screen.findByText('zhang03');
}

describe('batch disable', () => {
  it('warns 请勾选选项 when no row is ticked and sends nothing', async () => {
    await open();
    await clickDisable();
    expect(await screen.findByText('请勾选选项')).toBeTruthy();
    expect(server.callsTo(`${base}/disable`)).toHaveLength(0);
  });

  it('warns 状态已停用 when every ticked row is already disabled', async () => {
    await open();
    tick('1');
    tick('2');
    await clickDisable();
    expect(await screen.findByText('状态已停用')).toBeTruthy();
    expect(screen.queryByText('此操作将改变数据状态, 是否继续?')).toBeNull();
    expect(server.callsTo(`${base}/disable`)).toHaveLength(0);
  });

  it('asks first; 取消 says 已取消 and sends nothing', async () => {
    await open();
    tick('1');
    tick('3');
    await clickDisable();
    const dialog = (await confirmBox()).closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '取消' })));
    expect(await screen.findByText('已取消')).toBeTruthy();
    expect(server.callsTo(`${base}/disable`)).toHaveLength(0);
  });

  it('on 确定 sends only the rows still enabled, shows the server message and reloads', async () => {
    await open();
    tick('1');
    tick('3');
    const listCalls = server.callsTo(`${base}/list`).length;
    await clickDisable();
    const dialog = (await confirmBox()).closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '确定' })));
    expect(await screen.findByText('停用成功')).toBeTruthy();
    expect(server.callsTo(`${base}/disable`).map((c) => c.body)).toEqual([{ ids: ['3'], disable: 1 }]); // the target state always goes with the rows
    await waitFor(() => expect(server.callsTo(`${base}/list`).length).toBe(listCalls + 1));
  });

  it('offers per row only the transition that applies to its state', async () => {
    await open();
    const row = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);
    expect(row('1').queryByRole('button', { name: '启用' })).not.toBeNull();
    expect(row('1').queryByRole('button', { name: '停用' })).toBeNull();
    expect(row('3').queryByRole('button', { name: '停用' })).not.toBeNull();
  });
});

describe('protected and single-record actions', () => {
  it('disables the buttons of a system default role and explains why', async () => {
    const role = resourcesByName.role;
    fakeServer({
      '/user/inner/sysRole/v1/list': {
        result: {
          list: [{ id: '9', roleName: '超级管理员', roleCode: 'BBFW_ADMIN', disable: 0, isDefault: 1 }],
          total: 1,
          pageNum: 1,
          pageSize: 10,
        },
      },
    });
    renderPage(<ResourceList def={role} />, role.route);
    await screen.findByText('BBFW_ADMIN');
    const row = within(document.querySelector('tr[data-row-key="9"]') as HTMLElement);
    expect((row.getByRole('button', { name: '删除' }) as HTMLButtonElement).disabled).toBe(true);
    expect((row.getByRole('button', { name: '详情' }) as HTMLButtonElement).disabled).toBe(false);
    tick('9');
    await act(async () => fireEvent.click(toolbar().getByRole('button', { name: '删除' })));
    expect(await screen.findByText('系统默认数据，不可修改')).toBeTruthy();
  });

  it('编辑 from the toolbar needs exactly one ticked row', async () => {
    await open();
    await act(async () => fireEvent.click(toolbar().getByRole('button', { name: '编辑' })));
    expect(await screen.findByText('请勾选需要操作的数据')).toBeTruthy();
    tick('1');
    tick('2');
    await act(async () => fireEvent.click(toolbar().getByRole('button', { name: '编辑' })));
    expect(await screen.findByText('不能同时操作多条数据')).toBeTruthy();
  });
});
