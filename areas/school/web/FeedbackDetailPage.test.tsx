import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession } from '@coach/web/platform/session.ts';
import { fakeServer, renderPage, signIn } from '@coach/web/test/appHarness.tsx';
import { FeedbackDetailPage } from './FeedbackDetailPage';

vi.setConfig({ testTimeout: 30_000 });

const base = '/bbxc/operate/inner/feedback/v1';
const feedback = {
  id: '7',
  feedbackType: 2,
  content: '周末约车总是约不上',
  userName: '王芳',
  mobile: '139****0002',
  source: 1,
  schoolName: '金陵驾校',
  replyStatus: 0,
  replyContent: null,
  replyTime: null,
  replierName: null,
  createTime: 1700000000,
};
let stored: Record<string, unknown>;
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  signIn();
  stored = { ...feedback };
  server = fakeServer({
    [`${base}/detail`]: () => ({ result: stored }),
    [`${base}/list`]: () => ({ result: { list: [stored], total: 1, pageNum: 1, pageSize: 1 } }),
    [`${base}/reply`]: (body: { replyContent: string }) => {
      if (stored.replyStatus === 1) return { status: false, message: '该反馈已回复，请勿重复回复' };
      stored = {
        ...stored,
        replyStatus: 1,
        replyContent: body.replyContent,
        replierName: '系统管理员',
        replyTime: 1700100000,
      };
      return { message: '回复成功' };
    },
  });
});
afterEach(() => act(() => clearSession()));

describe('反馈详情', () => {
  it('shows the feedback and asks for a reply before sending an empty one', async () => {
    renderPage(<FeedbackDetailPage />, '/school/feedbackDetail?id=7');
    expect(await screen.findByText('周末约车总是约不上')).toBeTruthy();
    expect(screen.getByText('服务投诉')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /提交回复/ })));
    expect(await screen.findByText('回复内容：该输入项为必填项!')).toBeTruthy();
    expect(server.callsTo(`${base}/reply`)).toHaveLength(0);
  });

  it('sends the reply once and then shows it instead of the form', async () => {
    renderPage(<FeedbackDetailPage />, '/school/feedbackDetail?id=7');
    const box = await screen.findByPlaceholderText('请输入回复内容，回复后不可修改');
    fireEvent.change(box, { target: { value: '已增加周末名额' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /提交回复/ })));
    await waitFor(() => expect(server.callsTo(`${base}/reply`)).toHaveLength(1));
    expect(server.callsTo(`${base}/reply`)[0].body).toEqual({ id: '7', replyContent: '已增加周末名额' });
    expect(await screen.findByText('已增加周末名额')).toBeTruthy();
    expect(screen.getByText('系统管理员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /提交回复/ })).toBeNull();
  });

  it('opened without a feedback (or with a placeholder for one) shows the newest and says so', async () => {
    renderPage(<FeedbackDetailPage />, '/school/feedbackDetail?id=:id');
    expect(await screen.findByText('周末约车总是约不上')).toBeTruthy();
    expect(screen.getByText('未指定数据，显示最新的一条；查看其他数据请从列表进入')).toBeTruthy();
    expect(server.callsTo(`${base}/list`)[0].body).toMatchObject({ pageNum: 1, pageSize: 1 });
    expect(server.callsTo(`${base}/detail`).map((c) => new URL(c.url, 'http://x').searchParams.get('id'))).toEqual([
      '7',
    ]);
  });
});
