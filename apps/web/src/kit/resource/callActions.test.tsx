import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resourcesByName } from '@coach/domain/resources/index.ts';
import { ACCOMPANY_ORDER_CALLS } from '@coach/areas/orders/domain/index.ts';
import { CASH_AUDIT_PATH, CASH_PAID_PATH } from '@coach/areas/operate/domain/index.ts';
import { CASH_SETTING_GET_PATH } from '@coach/areas/operate/domain/index.ts';
import { clearSession } from '../../platform/session';
import { ADMIN, fakeServer, renderPage, signIn } from '../../test/appHarness';
import { ResourceList } from './ResourceList';

// 提现管理, 陪驾订单 and 开票管理 have no page of their own: their buttons come from the
// definitions' declared actions (ActionDef with a call), states and all.
vi.setConfig({ testTimeout: 30_000 });

const cash = resourcesByName.examroomCashRecord;
const accompany = resourcesByName.accompanyOrder;
const invoice = resourcesByName.timingInvoice;
const feedback = resourcesByName.feedback;
const page = <T,>(list: T[]) => ({ result: { list, total: list.length, pageNum: 1, pageSize: 10 } });
const path = (p: string) => p.replace(/^\/api/, '');
const rowOf = (id: string) => within(document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement);
const dialog = async (text: string) => (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  signIn();
  server = fakeServer({
    [path(cash.api.list!)]: page([
      { id: '1', cashNo: 'TX001', coachName: '陈静', amount: '120.00', actualAmount: '119.28', status: 0 },
      { id: '2', cashNo: 'TX002', coachName: '李强', amount: '50.00', actualAmount: '49.70', status: 1 },
    ]),
    [path(CASH_AUDIT_PATH)]: (body) => ({ message: body.status === 1 ? '审核通过' : '已拒绝，金额已退回教练钱包' }),
    [path(CASH_PAID_PATH)]: { message: '打款成功' },
    [path(CASH_SETTING_GET_PATH)]: { result: { minAmount: '10.00', feeRate: '0.6', dailyLimit: '5000.00' } },
    [path(accompany.api.list!)]: page([
      { id: '7', orderNo: 'PJ007', studentName: '赵学', status: 4, refundReason: '时间冲突' },
      { id: '8', orderNo: 'PJ008', studentName: '钱学', status: 3 },
    ]),
    [path(ACCOMPANY_ORDER_CALLS.refundAmount)]: {
      result: { hours: 10, usedHours: 4, hourPrice: '80.00', paidAmount: '800.00', refundAmount: '480.00' },
    },
    [path(ACCOMPANY_ORDER_CALLS.refundAudit)]: { message: '退款审核已通过' },
    [path(invoice.api.list!)]: page([
      { id: '31', applyNo: 'KP031', schoolName: '东方驾校', status: 0 },
      { id: '32', applyNo: 'KP032', schoolName: '西城驾校', status: 1 },
    ]),
    [path(feedback.api.list!)]: page([
      { id: '41', content: '教练很耐心', replyStatus: 0 },
      { id: '42', content: '约车太难', replyStatus: 1 },
    ]),
  });
});
afterEach(() => act(() => clearSession()));

describe('declared row actions', () => {
  it('offers 通过 and 拒绝 on a pending withdrawal and 已打款 on a passed one, confirming with the row in the text', async () => {
    renderPage(<ResourceList def={cash} />, cash.route);
    await screen.findByText('陈静');
    expect(rowOf('1').queryByText('已打款', { selector: 'button *' })).toBeNull();
    expect(rowOf('2').queryByText('通过', { selector: 'button *' })).toBeNull();
    expect(rowOf('2').queryByText('拒绝', { selector: 'button *' })).toBeNull();
    await act(async () => fireEvent.click(rowOf('1').getByText('通过', { selector: 'button *' })));
    const confirm = await dialog('确定审核通过「陈静」的提现申请（120.00元）吗?');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() =>
      expect(server.callsTo(path(CASH_AUDIT_PATH)).map((c) => c.body)).toEqual([{ id: '1', status: 1 }]),
    );
    // The server's message, toasted (the status column also says 审核通过 on the other row).
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('审核通过'));
  });

  it('asks the reason of 拒绝, refusing an empty one, and sends it with the choice', async () => {
    renderPage(<ResourceList def={cash} />, cash.route);
    await screen.findByText('陈静');
    await act(async () => fireEvent.click(rowOf('1').getByText('拒绝', { selector: 'button *' })));
    const confirm = await dialog('拒绝「陈静」的提现申请（120.00元），金额将退回教练钱包。');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ })));
    await screen.findByText('请填写拒绝原因');
    expect(server.callsTo(path(CASH_AUDIT_PATH))).toEqual([]);
    fireEvent.change(within(confirm).getByLabelText('拒绝原因'), { target: { value: ' 卡号有误 ' } });
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() =>
      expect(server.callsTo(path(CASH_AUDIT_PATH)).map((c) => c.body)).toEqual([
        { id: '1', status: 2, remark: '卡号有误' },
      ]),
    );
  });

  it('opens 提现设置 from the toolbar with the stored values', async () => {
    renderPage(<ResourceList def={cash} />, cash.route);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /提现设置/ })));
    await waitFor(() => expect(screen.getByDisplayValue('5000.00')).toBeTruthy());
  });

  it('shows the refund the server works out before 通过并退款, on an order asking for one only', async () => {
    renderPage(<ResourceList def={accompany} />, accompany.route);
    await screen.findByText('赵学');
    expect(rowOf('8').queryByText('退款审核', { selector: 'button *' })).toBeNull();
    await act(async () => fireEvent.click(rowOf('7').getByText('退款审核', { selector: 'button *' })));
    expect((await screen.findByTestId('action-figure-refundAmount')).textContent).toBe('480.00');
    const audit = screen.getByTestId('action-figure-refundAmount').closest('.ant-modal') as HTMLElement;
    expect(within(audit).getByText('时间冲突')).toBeTruthy();
    expect(server.callsTo(path(ACCOMPANY_ORDER_CALLS.refundAmount)).map((c) => c.body)).toEqual([{ id: '7' }]);
    await act(async () => fireEvent.click(within(audit).getByRole('button', { name: '通过并退款' })));
    await waitFor(() =>
      expect(server.callsTo(path(ACCOMPANY_ORDER_CALLS.refundAudit)).map((c) => c.body)).toEqual([
        { id: '7', pass: 1 },
      ]),
    );
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('退款审核已通过'));
  });

  it('labels the upload by the invoice state and offers 下载发票 once issued', async () => {
    renderPage(<ResourceList def={invoice} />, invoice.route);
    await screen.findByText('东方驾校');
    expect(rowOf('31').getByText('上传发票', { selector: 'button *' })).toBeTruthy();
    expect(rowOf('31').queryByText('下载发票', { selector: 'button *' })).toBeNull();
    expect(rowOf('32').getByText('重新上传', { selector: 'button *' })).toBeTruthy();
    expect(rowOf('32').getByText('下载发票', { selector: 'button *' })).toBeTruthy();
  });
});

describe('declared row links', () => {
  it('offers 回复 on an unanswered feedback, 查看回复 on an answered one, opening the detail page anew', async () => {
    const router = renderPage(<ResourceList def={feedback} />, feedback.route, '*');
    await screen.findByText('教练很耐心');
    expect(rowOf('41').queryByText('查看回复', { selector: 'button *' })).toBeNull();
    expect(rowOf('42').queryByText('回复', { selector: 'button *' })).toBeNull();
    await act(async () => fireEvent.click(rowOf('41').getByText('回复', { selector: 'button *' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/school/feedbackDetail'));
    expect(router.state.location.search).toBe('?id=41');
    expect(router.state.location.state).toEqual({ noCache: true });
  });

  it('offers 回复 only to holders of its button; 查看回复 to anyone with the page', async () => {
    signIn({
      ...ADMIN,
      isAdmin: false,
      permissions: [feedback.route],
      user: { ...ADMIN.user, roles: [{ id: '2', roleName: '运营', roleCode: 'OPERATOR' }] },
    });
    renderPage(<ResourceList def={feedback} />, feedback.route, '*');
    await screen.findByText('教练很耐心');
    expect(rowOf('41').queryByText('回复', { selector: 'button *' })).toBeNull();
    expect(rowOf('42').getByText('查看回复', { selector: 'button *' })).toBeTruthy();
  });
});
