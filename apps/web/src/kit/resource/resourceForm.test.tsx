import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// The add form checks each field with the domain's rules (the same the server runs) and
// keeps the user's input when the server still refuses.
vi.setConfig({ testTimeout: 30_000 });

const def = resourcesByName.thirdUser;
const base = '/user/inner/sysThirdUser/v1';
let saveAnswer: { status: boolean; message: string; result?: unknown };
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  saveAnswer = { status: false, message: '接入账号已存在' };
  server = fakeServer({
    [`${base}/list`]: { result: { list: [], total: 0, pageNum: 1, pageSize: 10 } },
    [`${base}/saveOrUpdate`]: () => saveAnswer,
  });
});
afterEach(() => act(() => clearSession()));

async function openAdd() {
  renderPage(<ResourceList def={def} />, def.route);
  await screen.findAllByText('暂无数据');
  await act(async () => fireEvent.click(within(screen.getByTestId('list-toolbar')).getByRole('button', { name: /新增/ })));
  const drawer = (await screen.findByText('新增第三方用户')).closest('.ant-drawer') as HTMLElement;
  return within(drawer);
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('ResourceForm validation', () => {
  it('shows the domain rule messages on blur and on submit', async () => {
    const drawer = await openAdd();
    type(drawer.getByLabelText('接入账号'), 'ab');
    expect(await drawer.findByText('字符长度在4至30之间!')).toBeTruthy();
    type(drawer.getByLabelText('联系电话'), '123');
    expect(await drawer.findByText('请输入11位手机号码或座机号码')).toBeTruthy();
    await act(async () => fireEvent.click(drawer.getByRole('button', { name: '确定' })));
    // 第三方名称 and 对接类型 are required and still empty.
    await waitFor(() => expect(drawer.getAllByText('该输入项为必填项!').length).toBe(2));
    expect(server.callsTo(`${base}/saveOrUpdate`)).toHaveLength(0);
  });

  it('keeps the drawer and the input when the server refuses, and sends trimmed values', async () => {
    const drawer = await openAdd();
    type(drawer.getByLabelText('第三方名称'), ' 省监管平台 ');
    type(drawer.getByLabelText('接入账号'), 'gov0001');
    fireEvent.click(drawer.getByLabelText('监管平台'));
    await act(async () => fireEvent.click(drawer.getByRole('button', { name: '确定' })));
    expect(await drawer.findByTestId('form-error')).toBeTruthy();
    expect(drawer.getByTestId('form-error').textContent).toContain('接入账号已存在');
    expect((drawer.getByLabelText('接入账号') as HTMLInputElement).value).toBe('gov0001');
    expect(server.callsTo(`${base}/saveOrUpdate`)[0].body).toMatchObject({ name: '省监管平台', account: 'gov0001', platformType: 1 });

    // Fixed and sent again: saved, the drawer closes.
    saveAnswer = { status: true, message: '新增成功', result: { id: '5', initialPassword: 'Ab12345678' } };
    type(drawer.getByLabelText('接入账号'), 'gov0002');
    await act(async () => fireEvent.click(drawer.getByRole('button', { name: '确定' })));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('新增第三方用户')).toBeNull());
  });
});
