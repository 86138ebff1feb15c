import { COUPON_WRITE_OFF } from '@coach/areas/marketing/domain/index.ts';
import { pressConfirm, screenshot, toast, visible } from './browser';
import { api, apiLogin } from './api';
import { describe, expect, test as it } from './scenario';

const base = '/api/bbxc/order/inner/coupon/v1';

// 核销 of a received coupon by store staff, pressed in the page as a person would.
describe('核销 on 优惠券领取记录 in Chromium', () => {
  it('writes an unused coupon off after the confirm, and the row reads 已核销 with its time', async ({ scenario }) => {
    const token = await apiLogin();
    const now = Math.floor(Date.now() / 1000);
    const saved = await api(token, `${base}/save`, {
      couponName: `核销演示券${now}`,
      couponType: 3,
      discountAmount: '50',
      validStart: now - 60,
      validEnd: now + 7 * 86400,
      totalStock: 5,
      perUserLimit: 1,
    });
    expect(saved.message).toBe('新增成功');
    const couponId = saved.result.id as string;
    const received = await api(token, `${base}/receive`, { couponId, userName: '核销学员', mobile: '13912340001' });
    expect(received.status).toBe(true);

    // The scenario fails on any error the page threw (what `expect(errors).toEqual([])` said here).
    await scenario('admin', `/marketings/activities/couponReceivedList?couponId=${couponId}`, async ({ page }) => {
      const row = visible(page, '.ant-table-row').filter({ hasText: '核销学员' });
      await row.getByText('未使用').waitFor();
      await row.getByRole('button', { name: '核销' }).click();
      await pressConfirm(page, '确定', COUPON_WRITE_OFF.confirm);
      await toast(page, '核销成功');
      await row.getByText('已核销').waitFor();
      expect(await row.getByRole('button', { name: '核销' }).count()).toBe(0);
      await screenshot(page, 'coupon-write-off');
    });

    const list = await api(token, `${base}/receivedList`, { couponId });
    expect(list.result.list[0]).toMatchObject({ status: 1 });
    expect(list.result.list[0].useTime).toBeGreaterThanOrEqual(now);
  });
});
