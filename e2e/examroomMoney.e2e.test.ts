import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { luhnValid } from '@coach/domain';
import { launch, newPage, pressConfirm, screenshot, signIn, toast, uiUrl, visible } from './browser';
import { api, apiLogin } from './api';

/**
 * A class plan of a seeded agreed coach with the car of the same seed row, three weeks ahead
 * at 19:00 Beijing (past the seeded fortnight and its working hours: nothing overlaps).
 */
async function planOf(
  token: string,
  coachName: string,
  carNo: string,
  subject: number,
  dayOffset: number,
  hours: number,
): Promise<{ id: string; coachId: string }> {
  const coach = (await api(token, '/api/examroom/coach/list', { name: coachName, status: 1 })).result.list[0];
  const car = (await api(token, '/api/examroom/car/list', { carNo, status: 1 })).result.list[0];
  const start = Math.floor(Date.now() / 1000 / 86400) * 86400 + (21 + dayOffset) * 86400 + 11 * 3600;
  const plan = await api(token, '/api/examroom/classplan/insert', {
    coachId: coach.id,
    carId: car.id,
    subject,
    startTime: start,
    endTime: start + hours * 3600,
    capacity: 4,
  });
  if (!plan.status) throw new Error(plan.message);
  return { id: plan.result.id, coachId: String(coach.id) };
}

/** A Luhn-valid card number from a 15-digit prefix. */
function cardNo(prefix: string): string {
  const digit = [...'0123456789'].find((d) => luhnValid(prefix + d));
  if (!digit) throw new Error('unreachable');
  return prefix + digit;
}

describe('Exam-room money in Chromium', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch();
    token = await apiLogin();
  });
  afterAll(() => browser?.close());

  it('audits (通过) then pays (已打款) a withdrawal and the coach wallet shows balance and frozen change', async () => {
    // The apps' side through their decided calls: a 3-hour training signed off (3 x 100 yuan
    // to the coach), a bank card, and a withdrawal of 120 (frozen until paid).
    const price = await api(token, '/api/examroom/priceSetting/save', {
      settingName: 'C1科目三考场模拟',
      carType: 1,
      subject: 3,
      unitPrice: '180',
      coachPrice: '100',
      minHours: 1,
    });
    expect(price.status).toBe(true);
    const plan = await planOf(token, '陈静', 'D1205', 3, 0, 3);
    const coachId = plan.coachId;
    const order = await api(token, '/api/examroom/order/book', {
      studentName: '孙雨桐',
      studentMobile: '13700008888',
      priceSettingId: price.result.id,
      planIds: [plan.id],
    });
    expect(order.status).toBe(true);
    const subs = await api(token, '/api/examroom/subOrder/list', { orderId: order.result.id });
    expect((await api(token, '/api/examroom/train/finish', { subOrderId: subs.result.list[0].id })).status).toBe(true);
    const card = await api(token, '/api/examroom/bankcard/save', {
      coachId,
      coachName: '陈静',
      holderName: '陈静',
      bankName: '招商银行',
      cardNo: cardNo('621483000088800'),
    });
    expect(card.status).toBe(true);
    const cash = await api(token, '/api/examroom/cashRecard/apply', {
      coachId,
      bankcardId: card.result.id,
      amount: '120',
    });
    expect(cash.message).toBe('提现申请已提交');

    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/operates/walletMag');
    const wallet = visible(page, '.ant-table-row').filter({ hasText: '陈静' });
    await wallet.waitFor();
    const cells = async () => (await wallet.locator('td').allInnerTexts()).map((t) => t.trim());
    expect(await cells()).toEqual(expect.arrayContaining(['180.00', '120.00', '300.00', '0.00']));
    await screenshot(page, 'examroom-wallet-before');

    await page.goto(uiUrl('/operates/cashRecordMag'));
    const record = visible(page, '.ant-table-row').filter({ hasText: '陈静' });
    await record.filter({ hasText: '待审核' }).waitFor();
    await record.getByText('通过', { exact: true }).click();
    await pressConfirm(page, '确定', '确定审核通过「陈静」的提现申请（120.00元）吗?');
    await toast(page, '审核通过');
    await record.filter({ hasText: '审核通过' }).waitFor();
    await record.getByText('已打款', { exact: true }).click();
    await pressConfirm(page, '确定', '确认已向「陈静」打款');
    await toast(page, '打款成功');
    await record.filter({ hasText: '已打款' }).waitFor();
    await screenshot(page, 'examroom-cash-paid');

    await page.goto(uiUrl('/operates/walletMag'));
    await wallet.waitFor();
    // Balance unchanged by the payout, the frozen 120 consumed, 累计提现 120.
    await expect.poll(cells).toEqual(expect.arrayContaining(['180.00', '0.00', '300.00', '120.00']));
    const texts = await cells();
    expect(texts.filter((t) => t === '120.00')).toHaveLength(1);
    await wallet.getByText('详情', { exact: true }).click();
    const flows = page.getByTestId('wallet-flows');
    await flows.getByText('提现打款', { exact: true }).waitFor();
    expect(await flows.locator('.ant-table-row').count()).toBe(3);
    await screenshot(page, 'examroom-wallet-after');
    expect(errors).toEqual([]);
  });

  it('saves refund tiers only when strictly ordered, and shows an order with its sub-orders and refund', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/operates/returnCashAdd');
    const tiers = visible(page, '[data-testid="refund-tier"]');
    await tiers.nth(2).waitFor();
    await tiers.nth(1).locator('input').first().fill('60');
    // antd puts a space between the two characters of a button label (保 存).
    const saveButton = visible(page, 'button').filter({ hasText: /^保\s?存$/ });
    await saveButton.click();
    await visible(page, '.ant-form-item-explain-error')
      .filter({ hasText: '第2条规则：开课前小时数必须小于上一条（48小时）' })
      .waitFor();
    await screenshot(page, 'examroom-refund-tiers-error');
    await tiers.nth(1).locator('input').first().fill('12');
    await saveButton.click();
    await toast(page, '保存成功');
    expect((await api(token, '/api/examroom/refundSetting/get', {})).result).toMatchObject({
      configured: true,
      tiers: [
        { hours: 48, ratio: 100 },
        { hours: 12, ratio: 80 },
        { hours: 2, ratio: 50 },
      ],
    });

    const price = await api(token, '/api/examroom/priceSetting/save', {
      settingName: '大客车科目二考场模拟',
      carType: 2,
      subject: 2,
      unitPrice: '160',
      coachPrice: '80',
      minHours: 1,
    });
    const plans = [await planOf(token, '杨志刚', 'D1206', 2, 1, 2), await planOf(token, '杨志刚', 'D1206', 2, 2, 2)];
    const order = await api(token, '/api/examroom/order/book', {
      studentName: '周浩然',
      studentMobile: '13700009999',
      priceSettingId: price.result.id,
      planIds: plans.map((p) => p.id),
    });
    const subs = await api(token, '/api/examroom/subOrder/list', { orderId: order.result.id });
    expect(
      (await api(token, '/api/examroom/orderRefund/apply', { subOrderId: subs.result.list[0].id, reason: '临时出差' }))
        .result,
    ).toMatchObject({ ratio: 100, refundAmount: '320.00' });

    await page.goto(uiUrl('/orders/examroom/orderMag'));
    const row = visible(page, '.ant-table-row').filter({ hasText: order.result.orderNo });
    await row.filter({ hasText: '退费审核中' }).waitFor();
    await row.getByText('订单详情', { exact: true }).click();
    const detail = visible(page, '[data-testid="examroom-order-detail"]');
    await detail.getByText('临时出差').or(detail.getByText('待审核')).first().waitFor();
    expect(await detail.locator('.ant-card').nth(1).locator('.ant-table-row').count()).toBe(2);
    expect(await detail.innerText()).toContain('640.00');
    await screenshot(page, 'examroom-order-detail');
    expect(errors).toEqual([]);
  });

  it('keeps the 考场设置 beside the price list: saved in its tab, read back by its call', async () => {
    const { page, errors } = await newPage(browser);
    await signIn(page, 'admin', 'Admin2026', '/operates/printSetting');
    await visible(page, '[role="tab"]').filter({ hasText: '考场设置' }).click();
    const form = visible(page, '.ant-card').filter({ hasText: '考场名称' }).last();
    await form.getByLabel('考场名称').fill('城东科目二考场');
    await form.getByLabel('考场地址').fill('南京市江宁区科学园路8号');
    await form.getByLabel('联系电话').fill('025-52101234');
    await form.getByRole('button', { name: /保\s?存/ }).click();
    await toast(page, '保存成功');
    const stored = await api(token, '/api/examroom/examPlaceSetting/get', {});
    expect(stored.result).toMatchObject({
      placeName: '城东科目二考场',
      address: '南京市江宁区科学园路8号',
      phone: '025-52101234',
    });
    await screenshot(page, 'examroom-place-setting');
    expect(errors).toEqual([]);
  });
});
