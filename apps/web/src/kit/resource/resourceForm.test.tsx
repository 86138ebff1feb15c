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
  await act(async () =>
    fireEvent.click(within(screen.getByTestId('list-toolbar')).getByRole('button', { name: /新增/ })),
  );
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
    expect(server.callsTo(`${base}/saveOrUpdate`)[0].body).toMatchObject({
      name: '省监管平台',
      account: 'gov0001',
      platformType: 1,
    });

    // Fixed and sent again: saved, the drawer closes.
    saveAnswer = { status: true, message: '新增成功', result: { id: '5', initialPassword: 'Ab12345678' } };
    type(drawer.getByLabelText('接入账号'), 'gov0002');
    await act(async () => fireEvent.click(drawer.getByRole('button', { name: '确定' })));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('新增第三方用户')).toBeNull());
  });
});

describe('ResourceForm while the list reloads', () => {
  const rule = resourcesByName.examRule;
  const ruleBase = '/exam/inner/examRule/v1';
  const stored = {
    id: '7',
    questionCount: 50,
    minutes: 45,
    passScore: 90,
    singleCount: 20,
    multipleCount: 10,
    judgeCount: 20,
  };

  it('opens the fields for typing only once they hold the record (typing in between was lost)', async () => {
    // The record arrives when the test says so: a timer let a loaded machine deliver it before
    // the drawer was even looked at (CI saw the fields already open).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeServer({
      [`${ruleBase}/list`]: { result: { list: [{ ...stored }], total: 1, pageNum: 1, pageSize: 10 } },
      [`${ruleBase}/detail`]: async () => {
        await held;
        return { result: { ...stored } };
      },
    });
    renderPage(<ResourceList def={rule} />, rule.route);
    const row = (await screen.findByText('45')).closest('tr') as HTMLElement;
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '编辑' })));
    const drawer = (await screen.findByText('编辑考试规则')).closest('.ant-drawer') as HTMLElement;
    const judge = () => within(drawer).getByLabelText('判断题数') as HTMLInputElement;
    expect(judge().disabled).toBe(true);
    // What the field holds at the first moment it can be typed in (before any later task runs).
    const seen = new Promise<string>((resolve) => {
      const watch = new MutationObserver(() => {
        if (judge().disabled) return;
        watch.disconnect();
        resolve(judge().value);
      });
      watch.observe(drawer, { attributes: true, subtree: true, childList: true });
    });
    release();
    expect(await seen).toBe('20');
  });

  it('keeps what the user typed when the list behind the drawer loads again', async () => {
    const rules = fakeServer({
      [`${ruleBase}/list`]: () => ({ result: { list: [{ ...stored }], total: 1, pageNum: 1, pageSize: 10 } }),
      [`${ruleBase}/detail`]: { result: { ...stored } },
    });
    renderPage(<ResourceList def={rule} />, rule.route);
    const row = (await screen.findByText('45')).closest('tr') as HTMLElement;
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: '编辑' })));
    const drawer = within((await screen.findByText('编辑考试规则')).closest('.ant-drawer') as HTMLElement);
    const judge = () => drawer.getByLabelText('判断题数') as HTMLInputElement;
    await waitFor(() => expect(judge().value).toBe('20'));
    type(judge(), '25');

    // A reload gives new row objects with the same content (a refetch on focus, a 刷新).
    const listCalls = rules.callsTo(`${ruleBase}/list`).length;
    await act(async () =>
      fireEvent.click(within(screen.getByTestId('list-toolbar')).getByRole('button', { name: '刷新' })),
    );
    await waitFor(() => expect(rules.callsTo(`${ruleBase}/list`).length).toBeGreaterThan(listCalls));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(judge().value).toBe('25');
  });
});
