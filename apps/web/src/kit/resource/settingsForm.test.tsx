import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { miniProgramSettings } from '@coach/areas/system/domain/index.ts';
import { clearSession } from '../../platform/session';
import { fakeServer, renderPage, signIn } from '../../test/appHarness';
import { SettingsForm } from './SettingsForm';

// A secret is answered masked; sent back untouched it stays masked (the server keeps the
// stored one); 修改 lets a new one be typed, 取消修改 brings the mask back.
vi.setConfig({ testTimeout: 30_000 });

const get = '/bbxc/tenant/inner/tenantConfig/getConfig';
const set = '/bbxc/tenant/inner/tenantConfig/setConfig';
const stored = {
  name: '学员端小程序',
  appId: 'wx0123456789abcdef',
  appSecret: '******9f3a',
  originalId: null,
  configured: true,
};
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  server = fakeServer({ [get]: { result: stored }, [set]: { message: '保存成功' } });
});
afterEach(() => act(() => clearSession()));

async function open() {
  renderPage(<SettingsForm def={miniProgramSettings} />, miniProgramSettings.route);
  await waitFor(() => expect((screen.getByLabelText('小程序名称') as HTMLInputElement).value).toBe('学员端小程序'));
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '保存' })));
const sent = () => server.callsTo(set).at(-1)!.body as { key: string; value: Record<string, unknown> };

describe('SettingsForm secrets', () => {
  it('sends the masked secret back unchanged when only other fields change', async () => {
    await open();
    expect(server.callsTo(get)[0].body).toEqual({ key: 'wx_mini_program' });
    expect(screen.getByText('已配置')).toBeTruthy();
    expect((screen.getByLabelText('AppSecret') as HTMLInputElement).value).toBe('******9f3a');
    fireEvent.change(screen.getByLabelText('小程序名称'), { target: { value: '学员端（新）' } });
    await save();
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(sent()).toEqual({
      key: 'wx_mini_program',
      value: { name: '学员端（新）', appId: 'wx0123456789abcdef', appSecret: '******9f3a', originalId: null },
    });
  });

  it('修改 asks for a new secret, checked by the same rule; 取消修改 restores the mask', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: '修改' }));
    const input = screen.getByLabelText('AppSecret') as HTMLInputElement;
    expect(input.value).toBe('');
    await save();
    expect(await screen.findByText('该输入项为必填项!')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'short' } });
    expect(await screen.findByText('请输入32位由字母、数字组成的密钥')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'a'.repeat(32) } });
    await save();
    await waitFor(() => expect(sent().value.appSecret).toBe('a'.repeat(32)));

    fireEvent.click(screen.getByRole('button', { name: '取消修改' }));
    expect((screen.getByLabelText('AppSecret') as HTMLInputElement).value).toBe('******9f3a');
  });
});

describe('SettingsForm while loading', () => {
  // e2e saw text typed before the stored values arrived replaced by them (and a required field
  // emptied, so 保存 refused without a word on screen): the form is read-only until they are in.
  it('keeps the fields read-only until the stored values are in, then editable with them', async () => {
    let answer: (value: { result: typeof stored }) => void = () => {};
    server = fakeServer({ [get]: () => new Promise((resolve) => (answer = resolve)), [set]: { message: '保存成功' } });
    renderPage(<SettingsForm def={miniProgramSettings} />, miniProgramSettings.route);
    const name = screen.getByLabelText('小程序名称') as HTMLInputElement;
    await waitFor(() => expect(server.callsTo(get)).toHaveLength(1));
    expect(name.disabled).toBe(true);
    await act(async () => answer({ result: stored }));
    await waitFor(() => expect(name.value).toBe('学员端小程序'));
    expect(name.disabled).toBe(false);
  });
});
