import { describe, expect, it } from 'vitest';
import { DEFAULT_REFUND_TIERS, refundRatio, refundTiersError } from './refundTiers';

describe('exam-room refund tiers', () => {
  it('accepts the defaults and picks the first tier the hours reach', () => {
    expect(refundTiersError(DEFAULT_REFUND_TIERS)).toBeUndefined();
    expect(refundRatio(DEFAULT_REFUND_TIERS, 100)).toBe(100);
    expect(refundRatio(DEFAULT_REFUND_TIERS, 48)).toBe(100);
    expect(refundRatio(DEFAULT_REFUND_TIERS, 47)).toBe(80);
    expect(refundRatio(DEFAULT_REFUND_TIERS, 2)).toBe(50);
    expect(refundRatio(DEFAULT_REFUND_TIERS, 1)).toBe(0);
  });

  it('names the first bad row', () => {
    expect(
      refundTiersError([
        { hours: 10, ratio: 100 },
        { hours: 10, ratio: 50 },
      ]),
    ).toBe('第2条规则：开课前小时数必须小于上一条（10小时）');
    expect(refundTiersError([{ hours: 10, ratio: 100.5 }])).toBe('第1条规则：退费比例请输入0-100之间的整数');
    expect(refundTiersError([{ hours: 10 }])).toBe('第1条规则退费比例：该输入项为必填项!');
    expect(refundTiersError([{ ratio: 50 }])).toBe('第1条规则开课前小时数：该输入项为必填项!');
    expect(
      refundTiersError([
        { hours: 20, ratio: 50 },
        { hours: 10, ratio: 60 },
      ]),
    ).toBe('第2条规则：越临近开课退费比例不能越高（上一条50%）');
    expect(refundTiersError(Array.from({ length: 11 }, (_, i) => ({ hours: 100 - i, ratio: 50 })))).toBe(
      '退费规则：最多添加10条规则',
    );
  });
});
