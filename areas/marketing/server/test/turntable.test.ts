import { resourcesByName } from '@coach/domain';
import { callerOf, describe, expect, test as it, type Caller } from '@coach/server/test/fixtures.ts';
import type { TestApp } from '@coach/server/test/testApp.ts';
import { countRows, secondTenantAdmin } from '@coach/server/test/tenants.ts';

const base = '/api/bbxc/order/inner/turntable';
const { coupon: couponDef, couponReceived, turntable } = resourcesByName;
const now = Math.floor(Date.now() / 1000);

describe('prize wheel (turntable)', () => {
  let t: TestApp;
  let admin: Caller;
  let couponA: string;
  let couponB: string;
  it.beforeAll(async ({ app, admin: signedIn }) => {
    [t, admin] = [app, signedIn];
    const coupon = {
      couponType: 3,
      discountAmount: '50',
      validStart: now - 60,
      validEnd: now + 86400 * 30,
      totalStock: 1000,
      perUserLimit: 100,
    };
    couponA = (await admin.call(couponDef, 'create', { ...coupon, couponName: '50元无门槛券' })).body.result.id;
    couponB = (await admin.call(couponDef, 'create', { ...coupon, couponName: '100元无门槛券', discountAmount: '100' }))
      .body.result.id;
  });

  const post = (path: string, body: unknown, as = admin) => as.post(path, body);
  const wheel = (prizes: unknown[]) => ({
    activityName: '开学季大转盘',
    activityStart: now - 60,
    activityEnd: now + 86400,
    dailyLimit: 2,
    prizes,
  });

  it('refuses prizes whose chances do not add up to 100% or are not valid coupons, writing nothing', async () => {
    const before = await countRows(t, 'bbxc_turntable');
    expect(
      (await admin.call(turntable, 'save', wheel([{ prizeName: '50元券', couponId: couponA, probability: '100' }])))
        .body.message,
    ).toBe('奖品：请设置2至8个奖品');
    const bad = [
      { prizeName: '50元券', couponId: couponA, probability: '33.33' },
      { prizeName: '谢谢参与', probability: '66.66' },
    ];
    expect((await admin.call(turntable, 'save', wheel(bad))).body.message).toBe(
      '中奖概率之和必须等于100%（当前为99.99%）',
    );
    // Issue 50.7: a chance takes 4 decimals like every percentage of spec §5, not 5.
    const badRate = [
      { prizeName: '50元券', couponId: couponA, probability: '12.34567' },
      { prizeName: '谢谢参与', probability: '87.65433' },
    ];
    expect((await admin.call(turntable, 'save', wheel(badRate))).body.message).toBe(
      '第1个奖品中奖概率(%)：请输入0-100之间的数字,最多四位小数',
    );
    const noRate = [
      { prizeName: '50元券', couponId: couponA, probability: ' ' },
      { prizeName: '谢谢参与', probability: '100' },
    ];
    expect((await admin.call(turntable, 'save', wheel(noRate))).body.message).toBe(
      '第1个奖品中奖概率(%)：该输入项为必填项!',
    );
    const noName = [
      { prizeName: '   ', couponId: couponA, probability: '50' },
      { prizeName: '谢谢参与', probability: '50' },
    ];
    expect((await admin.call(turntable, 'save', wheel(noName))).body.message).toBe('第1个奖品名称：该输入项为必填项!');
    const foreign = [
      { prizeName: '假券', couponId: '99999', probability: '50' },
      { prizeName: '谢谢参与', probability: '50' },
    ];
    expect((await admin.call(turntable, 'save', wheel(foreign))).body.message).toBe('奖品优惠券不存在或已作废');
    expect(await countRows(t, 'bbxc_turntable')).toBe(before);
    expect(await countRows(t, 'bbxc_turntable_prize')).toBe(0);
  });

  it('saves a wheel with exact chances, answers it with its prize coupons, and edits the prizes', async () => {
    const prizes = [
      { prizeName: '50元券', couponId: couponA, probability: '33.33' },
      { prizeName: '100元券', couponId: couponB, probability: '33.33' },
      { prizeName: '谢谢参与', probability: '33.34' },
    ];
    const { id } = (await admin.call(turntable, 'save', wheel(prizes))).body.result;
    const got = (await admin.call(turntable, 'detail', { id })).body.result;
    expect(
      got.prizes.map((p: { prizeName: string; probability: string; couponName: string | null }) => [
        p.prizeName,
        p.probability,
        p.couponName,
      ]),
    ).toEqual([
      ['50元券', '33.33', '50元无门槛券'],
      ['100元券', '33.33', '100元无门槛券'],
      ['谢谢参与', '33.34', null],
    ]);
    const coupons = (await post(`${base}/couponDetail`, { id })).body.result;
    expect(coupons.map((c: { couponName: string }) => c.couponName)).toEqual(['50元无门槛券', '100元无门槛券']);
    expect(coupons[1]).toMatchObject({ discountAmount: '100.00', remaining: 1000 });
    expect(
      (await admin.call(turntable, 'save', { id, prizes: prizes.slice(1).map((p) => ({ ...p, probability: '50' })) }))
        .body.message,
    ).toBe('修改成功');
    expect((await admin.call(turntable, 'detail', { id })).body.result.prizes).toHaveLength(2);
    expect((await admin.call(turntable, 'save', { id, activityName: '新名字' })).body.status).toBe(true);
    expect((await admin.call(turntable, 'detail', { id })).body.result.prizes).toHaveLength(2);
  });

  it('takes a chance with 4 decimals (12.3456 %), answers it as typed, and sends it back unchanged', async () => {
    const prizes = [
      { prizeName: '50元券', couponId: couponA, probability: '12.3456' },
      { prizeName: '谢谢参与', probability: '87.6544' },
    ];
    const saved = await admin.call(turntable, 'save', wheel(prizes));
    expect(saved.body.status).toBe(true);
    const { id } = saved.body.result;
    const got = (await admin.call(turntable, 'detail', { id })).body.result.prizes;
    expect(got.map((p: { probability: string; chance: number }) => [p.probability, p.chance])).toEqual([
      ['12.3456', 123_456],
      ['87.6544', 876_544],
    ]);
    // The form sends back what it was answered: it passes its own rule and changes nothing.
    const again = got.map((p: { prizeName: string; couponId: string | null; probability: string }) => ({
      prizeName: p.prizeName,
      couponId: p.couponId,
      probability: p.probability,
    }));
    expect((await admin.call(turntable, 'save', { id, prizes: again })).body.status).toBe(true);
    expect((await admin.call(turntable, 'detail', { id })).body.result.prizes).toHaveLength(2);
  });

  it('draws at most the daily limit, hands out the prize coupon, and follows enable/disable', async () => {
    const prizes = [
      { prizeName: '50元券', couponId: couponA, probability: '100' },
      { prizeName: '谢谢参与', probability: '0' },
    ];
    const { id } = (await admin.call(turntable, 'save', wheel(prizes))).body.result;
    const draw = () => post(`${base}/draw`, { id, userName: '陈同学', mobile: '13600006666' });
    const results = await Promise.all([1, 2, 3, 4].map(() => draw()));
    expect(results.filter((r) => r.body.status)).toHaveLength(2);
    expect(results.filter((r) => !r.body.status).every((r) => r.body.message === '今日抽奖次数已用完（每天2次）')).toBe(
      true,
    );
    expect(results.find((r) => r.body.status)!.body).toMatchObject({
      message: '恭喜中奖',
      result: { prizeName: '50元券', couponId: couponA },
    });
    const received = (await admin.call(couponReceived, 'list', { couponId: couponA, mobile: '13600006666' })).body
      .result;
    expect(received.total).toBe(2);
    expect(received.list[0]).toMatchObject({ source: 3, status: 0 });

    expect((await post(`${base}/enable`, { ids: [id], disable: 1 })).body.message).toBe('停用成功');
    expect((await post(`${base}/draw`, { id, userName: '林', mobile: '13600007777' })).body.message).toBe('活动已停用');
    expect((await post(`${base}/enable`, { ids: [id], disable: 1 })).body.message).toBe('状态已变更，请刷新后重试');
    expect((await post(`${base}/enable`, { ids: [id], disable: 0 })).body.message).toBe('启用成功');
    expect((await admin.call(turntable, 'delete', { ids: [id] })).body.message).toBe(
      '活动「开学季大转盘」进行中，请先停用再删除',
    );
  });

  it('keeps wheels of another tenant out of reach', async () => {
    const other = callerOf(t, (await secondTenantAdmin(t)).token);
    const { id } = (await admin.call(turntable, 'list')).body.result.list[0];
    expect((await other.call(turntable, 'list')).body.result.total).toBe(0);
    expect((await other.call(turntable, 'detail', { id })).body.message).toBe('数据不存在或已删除');
    expect((await post(`${base}/couponDetail`, { id }, other)).body.message).toBe('数据不存在或已删除');
    expect((await post(`${base}/draw`, { id, userName: '外', mobile: '13600008888' }, other)).body.message).toBe(
      '数据不存在或已删除',
    );
  });
});
