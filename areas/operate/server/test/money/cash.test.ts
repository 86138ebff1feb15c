import { describe, expect, test as it } from '@coach/server/test/fixtures.ts';
import { OPERATOR, type TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';
import { ledger, money } from './fixtures';

const cash = '/api/examroom/cashRecard';

describe('exam-room wallets and withdrawals', () => {
  let t: TestApp;
  let m: ReturnType<typeof money>;
  let priceId: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    t = app;
    m = money(t, signedIn.token);
    priceId = await m.price('150', '50');
    expect(
      (await m.post(`${cash}/saveCashSetting`, { minAmount: '10', feeRate: '0.6', dailyLimit: '1000' })).message,
    ).toBe('保存成功');
  });

  const apply = (coachId: string, bankcardId: string, amount: string) =>
    m.post(`${cash}/apply`, { coachId, bankcardId, amount });

  it('freezes on request, returns on reject and consumes on paid; the ledger always equals the wallet', async () => {
    const { cardId } = await m.fundedCoach('101', 300, priceId);
    expect(await m.wallet('101')).toMatchObject({ balance: '300.00', frozen: '0.00', totalIncome: '300.00' });

    const a = await apply('101', cardId, '100');
    expect(a.message).toBe('提现申请已提交');
    expect(await m.wallet('101')).toMatchObject({ balance: '200.00', frozen: '100.00' });
    const record = (await m.post(`${cash}/detail`, { id: a.result.id })).result;
    expect(record).toMatchObject({
      status: 0,
      amount: '100.00',
      fee: '0.60',
      actualAmount: '99.40',
      coachName: '教练101',
    });

    // Reject needs a reason; then the amount is back in the balance.
    expect((await m.post(`${cash}/audit`, { id: a.result.id, status: 2 })).message).toBe(
      '审核意见：拒绝时请填写拒绝原因',
    );
    expect((await m.post(`${cash}/audit`, { id: a.result.id, status: 2, remark: '卡号有误' })).message).toBe(
      '已拒绝，金额已退回教练钱包',
    );
    expect(await m.wallet('101')).toMatchObject({ balance: '300.00', frozen: '0.00' });
    expect((await m.post(`${cash}/paid`, { id: a.result.id })).message).toBe('状态已变更，请刷新后重试');
    expect((await m.post(`${cash}/audit`, { id: a.result.id, status: 1 })).message).toBe('状态已变更，请刷新后重试');

    const b = await apply('101', cardId, '120');
    expect((await m.post(`${cash}/paid`, { id: b.result.id })).message).toBe('状态已变更，请刷新后重试'); // not audited yet
    expect((await m.post(`${cash}/audit`, { id: b.result.id, status: 1, remark: '' })).message).toBe('审核通过');
    expect(await m.wallet('101')).toMatchObject({ balance: '180.00', frozen: '120.00' });
    expect((await m.post(`${cash}/audit`, { id: b.result.id, status: 2, remark: '晚了' })).message).toBe(
      '状态已变更，请刷新后重试',
    );
    expect((await m.post(`${cash}/paid`, { id: b.result.id })).message).toBe('打款成功');
    expect((await m.post(`${cash}/paid`, { id: b.result.id })).message).toBe('状态已变更，请刷新后重试');
    expect(await m.wallet('101')).toMatchObject({ balance: '180.00', frozen: '0.00', totalWithdrawn: '120.00' });
    expect((await m.post(`${cash}/detail`, { id: b.result.id })).result).toMatchObject({ status: 3 });

    const l = await ledger(t, '101');
    expect(l).toEqual({ credits: 30000 + 10000, debits: 10000 + 12000, ledgerFrozen: 0, balance: 18000, frozen: 0 });
    expect(l.balance).toBe(l.credits - l.debits);

    const wallet = await m.wallet('101');
    const flows = (await m.post('/api/examroom/wallet/detail', { id: wallet!.id })).result.flows as {
      flowType: number;
      balanceChange: string;
      frozenChange: string;
    }[];
    expect(flows.map((f) => f.flowType)).toEqual([4, 2, 3, 2, 1]);
    expect(flows[0]).toMatchObject({ balanceChange: '0.00', frozenChange: '-120.00' });
    expect((await m.post(`${cash}/list`, { coachName: '教练101', status: 3 })).result.total).toBe(1);
  });

  it('of two withdrawals of 70 from a balance of 100 exactly one succeeds', async () => {
    const { cardId } = await m.fundedCoach('102', 100, priceId);
    const results = await Promise.all([apply('102', cardId, '70'), apply('102', cardId, '70')]);
    expect(results.filter((r) => r.status)).toHaveLength(1);
    expect(results.find((r) => !r.status)!.message).toBe('可提现余额不足（当前30.00元）');
    expect(await m.wallet('102')).toMatchObject({ balance: '30.00', frozen: '70.00' });
    const l = await ledger(t, '102');
    expect(l).toMatchObject({ balance: 3000, frozen: 7000, ledgerFrozen: 7000 });
    expect(l.balance).toBe(l.credits - l.debits);
    expect((await m.post(`${cash}/list`, { coachId: '102' })).result.total).toBe(1);
  });

  it('refuses amounts below the minimum, above the balance or the daily limit, and cards of another coach', async () => {
    const { cardId } = await m.fundedCoach('103', 1500, priceId);
    const before = await countRows(t, 'examroom_cash_record');
    expect((await apply('103', cardId, '5')).message).toBe('单笔提现金额不能低于10.00元');
    expect((await apply('103', cardId, '-5')).message).toBe('提现金额：请输入正确的金额');
    expect((await apply('103', cardId, '1600')).message).toBe('可提现余额不足（当前1500.00元）');
    expect((await apply('999', cardId, '50')).message).toBe('银行卡不存在或不属于该教练');
    expect((await apply('103', cardId, '600')).status).toBe(true);
    expect((await apply('103', cardId, '500')).message).toBe('超出每日提现限额（1000.00元）');
    expect(await m.wallet('103')).toMatchObject({ balance: '900.00', frozen: '600.00' });
    expect(await countRows(t, 'examroom_cash_record')).toBe(before + 1);
    const setting = (await m.post(`${cash}/getCashSetting`)).result;
    expect(setting).toMatchObject({ minAmount: '10', feeRate: '0.6', dailyLimit: '1000', configured: true });
    expect(
      (await m.post(`${cash}/saveCashSetting`, { minAmount: 'abc', feeRate: '0', dailyLimit: '1000' })).message,
    ).toBe('最低提现金额(元)：请输入0-1000000之间的数字');
    expect(
      (await m.post(`${cash}/saveCashSetting`, { minAmount: '10', feeRate: '101', dailyLimit: '1000' })).status,
    ).toBe(false);
  });

  it('answers card and mobile numbers masked to an operator without data:plaintext', async () => {
    const operator = money(t, await t.login(...OPERATOR));
    const [record] = (await operator.post(`${cash}/list`, { coachId: '103' })).result.list;
    expect(record.cardNo).toMatch(/^621\*+\d{4}$/);
    expect(record.coachMobile).toBe('139****5678');
    expect((await operator.wallet('103'))!.coachMobile).toBe('139****5678');
    const [plain] = (await m.post(`${cash}/list`, { coachId: '103' })).result.list;
    expect(plain.cardNo).toMatch(/^621\d{13}$/);
  });

  it('keeps wallets and withdrawals of another tenant out of reach', async () => {
    const other = await secondTenantAdmin(t);
    const o = money(t, other.token, 'otheradmin');
    expect((await o.post('/api/examroom/wallet/list')).result.total).toBe(0);
    expect((await o.post(`${cash}/list`)).result.total).toBe(0);
    const [first] = (await m.post(`${cash}/list`, { status: 0 })).result.list;
    expect((await o.post(`${cash}/audit`, { id: first.id, status: 1 })).message).toBe('数据不存在或已删除');
    expect((await o.post(`${cash}/paid`, { id: first.id })).message).toBe('数据不存在或已删除');
    expect((await m.post(`${cash}/detail`, { id: first.id })).result.status).toBe(0);
  });
});
